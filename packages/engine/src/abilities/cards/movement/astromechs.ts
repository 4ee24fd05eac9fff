/**
 * Astromech upgrades about maneuvers, each in our own words. Keys as in source-keys.ts ("upgrade:<xws>:<side>").
 *
 * - R4 Astromech: the ship's basic maneuvers (straight, bank, turn) of speed 1 or 2 are one difficulty easier.
 * - R4-P Astromech: about to execute a basic maneuver, a charge makes it one difficulty easier while executed.
 * - Watchful Astromech: after a reload or a rotate-arc action, while the ship is in an enemy ship's firing arc (any
 *   range: the card names none), a red calculate action.
 */
import type { ActionDef } from '@xwing/content';
import type { ManeuverKind } from '@xwing/geometry';
import type { Ability } from '../../vocabulary/types.js';

/** 000 "Maneuvers": the basic maneuvers are the straight, bank and turn. */
const BASIC: readonly ManeuverKind[] = ['straight', 'bank', 'turn'];

const RED_CALCULATE: ActionDef[] = [{ type: 'calculate', difficulty: 'red' }];

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
  'upgrade:watchfulastromech:0': [
    {
      source: { kind: 'upgrade', xws: 'watchfulastromech', side: 0 },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'subject-data', key: 'action', oneOf: ['reload', 'rotate-arc'] },
          // Seen from the enemy candidate: `other` is this ship, in the candidate's firing arc.
          { kind: 'ships-near', side: 'enemy', where: { kind: 'in-arc', arc: 'firing', of: 'self', target: 'other' } },
          // A red reload leaves the ship stressed: then there is no calculate to offer.
          { kind: 'can-perform', actions: RED_CALCULATE },
        ],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: RED_CALCULATE, why: 'Watchful Astromech' },
      summary: 'Watchful Astromech: in an enemy firing arc, perform a red calculate action.',
    },
  ],
};
