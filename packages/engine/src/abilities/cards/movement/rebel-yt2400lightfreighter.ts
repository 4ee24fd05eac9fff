/**
 * Rebel YT-2400 light freighter pilots about obstacles, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Dash Rendar (SWZ103): in the Engagement Phase, the obstacles he is at range 0 of have no range-0 effect on him (he
 *   may attack from an asteroid; a standing `ignore-obstacles` for 'range-0' while the phase is the Engagement Phase).
 *   Reading: the card's "overlapping" is read as range 0 (000 "Measuring Range"), the contact the obstacles' range-0
 *   rules use; their effects on a move are the Activation Phase's, outside it.
 */
import type { Ability } from '../../vocabulary/types.js';

export const REBEL_YT2400LIGHTFREIGHTER_MOVEMENT: Record<string, Ability[]> = {
  'pilot:dashrendar-swz103-rebelalliance': [
    {
      source: { kind: 'pilot', xws: 'dashrendar-swz103-rebelalliance' },
      window: 'ship:ignore-obstacles',
      when: { kind: 'during-phase', phase: 'engagement' },
      optional: false,
      effect: { kind: 'ignore-obstacles', while: ['range-0'] },
      summary: 'Dash Rendar: in the Engagement Phase, obstacles you overlap have no effect on you.',
    },
  ],
};
