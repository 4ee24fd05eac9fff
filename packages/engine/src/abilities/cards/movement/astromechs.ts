/**
 * Astromech upgrades about maneuvers, each in our own words. Keys as in source-keys.ts ("upgrade:<xws>:<side>").
 *
 * - R4 Astromech: the ship's basic maneuvers (straight, bank, turn) of speed 1 or 2 are one difficulty easier.
 */
import type { ManeuverKind } from '@xwing/geometry';
import type { Ability } from '../../vocabulary/types.js';

/** 000 "Maneuvers": the basic maneuvers are the straight, bank and turn. */
const BASIC: readonly ManeuverKind[] = ['straight', 'bank', 'turn'];

export const MOVEMENT_ASTROMECHS: Record<string, Ability[]> = {
  'upgrade:r4astromech:0': [
    {
      source: { kind: 'upgrade', xws: 'r4astromech', side: 0 },
      window: 'maneuver:difficulty',
      when: { kind: 'maneuver-is', speeds: [1, 2], kinds: BASIC },
      optional: false,
      effect: { kind: 'maneuver-difficulty', maneuvers: BASIC, steps: -1 },
      summary: 'R4 Astromech: your speed 1–2 straights, banks and turns are one difficulty easier.',
    },
  ],
};
