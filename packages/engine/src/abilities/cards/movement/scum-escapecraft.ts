/**
 * Scum Escape Craft pilots about obstacles, each in our own words (never card text). Keys as in source-keys.ts
 * ("pilot:<xws>").
 *
 * - Outer Rim Pioneer: friendly ships at range 0–1 of her (she herself included: the band starts at 0) may attack
 *   while at range 0 of an obstacle — an aura of the standing `ignore-obstacles` for 'range-0-attacks' only: the
 *   obstacles' rule barring attacks does not reach them, a gas cloud's lock rule and every obstacle's effects on a move
 *   still do (000 "Moving Through and Overlapping Obstacles").
 */
import type { Ability } from '../../vocabulary/types.js';

export const SCUM_ESCAPECRAFT_MOVEMENT: Record<string, Ability[]> = {
  'pilot:outerrimpioneer': [
    {
      source: { kind: 'pilot', xws: 'outerrimpioneer' },
      window: 'ship:ignore-obstacles',
      when: { kind: 'always' },
      reach: { side: 'friendly', min: 0, max: 1, includeSelf: true },
      optional: false,
      effect: { kind: 'ignore-obstacles', while: ['range-0-attacks'] },
      summary: 'Outer Rim Pioneer: friendly ships at range 0–1 may attack while at range 0 of an obstacle.',
    },
  ],
};
