/**
 * Scum modified TIE/ln fighter abilities about moving past obstacles, each in our own words (never card text). Keys
 * as in source-keys.ts.
 *
 * - Notched Stabilizers (the ship ability of the Mining Guild TIEs): while it moves, the ship ignores asteroids —
 *   moving through or onto one has no effect on it, and its boosts and barrel rolls may cross one (standing
 *   `ignore-obstacles` of kind asteroid while `moving`: 000 "Moving Through and Overlapping Obstacles", Boost, Barrel
 *   Roll). Reading: once it has moved, an asteroid at range 0 still forbids its attacks (000's range-0 rules).
 */
import type { Ability } from '../../vocabulary/types.js';

export const SCUM_MODIFIEDTIELNFIGHTER_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:notchedstabilizers': [
    {
      source: { kind: 'ship-ability', id: 'notchedstabilizers' },
      window: 'ship:ignore-obstacles',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'ignore-obstacles', while: ['moving'], kinds: ['asteroid'] },
      summary: 'Notched Stabilizers: asteroids do not affect or stop your moves.',
    },
  ],
};
