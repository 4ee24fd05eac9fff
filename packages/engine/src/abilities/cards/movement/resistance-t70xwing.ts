/**
 * Resistance T-70 X-wing pilots about maneuvers and actions (all printings), each in our own words (never card text).
 * Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Temmin Wexley: after fully executing a maneuver of speed 2 to 4, he may boost.
 * - Poe Dameron (and his Evacuation of D'Qar printing): after an action of his, a charge buys one of his white
 *   actions, performed as red.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';

const BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'white' }];

function poe(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'action:after-perform',
    when: { kind: 'all', of: [self, { kind: 'can-perform', actions: 'own-white-bar' }] },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    effect: { kind: 'grant-action', actions: 'own-white-bar', asRed: true, why: 'Poe Dameron, a white action as red' },
    summary: 'Poe Dameron: spend a charge to perform one of your white actions as a red action.',
  };
}

export const RESISTANCE_T70XWING_MOVEMENT: Record<string, Ability[]> = {
  'pilot:temminwexley': [
    {
      source: { kind: 'pilot', xws: 'temminwexley' },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [self, fullyExecuted, { kind: 'maneuver-is', speeds: [2, 3, 4] }, { kind: 'can-perform', actions: BOOST }],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: BOOST, why: 'Temmin Wexley, after a speed 2–4 maneuver' },
      summary: 'Temmin Wexley: after fully executing a speed 2–4 maneuver, you may boost.',
    },
  ],
  'pilot:poedameron': [poe('poedameron')],
  'pilot:poedameron-evacuationofdqar': [poe('poedameron-evacuationofdqar')],
};
