/**
 * Astromech upgrades about maneuvers, each in our own words. Keys as in source-keys.ts ("upgrade:<xws>:<side>").
 *
 * - R4 Astromech: the ship's basic maneuvers (straight, bank, turn) of speed 1 or 2 are one difficulty easier.
 * - R4-P Astromech: about to execute a basic maneuver, a charge makes it one difficulty easier while executed.
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
  'upgrade:r4pastromech:0': [
    {
      source: { kind: 'upgrade', xws: 'r4pastromech', side: 0 },
      window: 'maneuver:before-execute',
      when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'maneuver-is', kinds: BASIC }] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'maneuver-easier', steps: 1 },
      summary: 'R4-P Astromech: spend a charge to execute this basic maneuver one difficulty easier.',
    },
  ],
};
