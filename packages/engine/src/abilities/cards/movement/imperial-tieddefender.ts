/**
 * TIE/D Defender abilities about maneuvers, each in our own words (never card text). Keys as in source-keys.ts.
 *
 * - Full Throttle (ship ability of the TIE/D Defender and the Naboo Royal N-1 Starfighter, registered once here):
 *   after fully executing a maneuver of speed 3, 4 or 5, the ship may perform an evade action (white: the ability
 *   names no colour, 000 "Action Difficulty").
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';

const EVADE: ActionDef[] = [{ type: 'evade', difficulty: 'white' }];

export const IMPERIAL_TIEDDEFENDER_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:fullthrottle': [
    {
      source: { kind: 'ship-ability', id: 'fullthrottle' },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [self, fullyExecuted, { kind: 'maneuver-is', speeds: [3, 4, 5] }, { kind: 'can-perform', actions: EVADE }],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: EVADE, why: 'Full Throttle, after a fast maneuver' },
      summary: 'Full Throttle: after a fully executed speed 3–5 maneuver, you may perform an evade action.',
    },
  ],
};
