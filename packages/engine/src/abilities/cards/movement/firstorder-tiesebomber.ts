/**
 * First Order TIE/se bomber abilities about repositions, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - Pursuit Thrusters (the TIE/se's ship ability): in the System Phase, the ship may perform a boost action (white:
 *   the ability names no colour, 000 "Action Difficulty").
 * - Breach: after fully executing a maneuver, or after a boost action, whose template crossed an enemy ship's base, he
 *   may lock that ship (not an action: 000 "Lock", the range-0 obstacle rules still apply through `lock-allowed`).
 *   The ships moved through are ShipState.round.movedThrough (`moved-through`), placed by @xwing/geometry.
 * - Jul Jerjerrod: after a boost action, a charge removes one red or orange token of his choice, never a lock (000
 *   "Tokens": stress, strain, deplete, ion, jam, tractor and disarm; a lock is the locking ship's, 000 "Lock").
 */
import type { ActionDef } from '@xwing/content';
import type { Ability, ChooseShip, Condition } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';
import { RED_OR_ORANGE, tokensHeld } from '../support/shared.js';

/** An enemy ship Breach's last move crossed, which he may lock now. */
const CROSSED_ENEMY: ChooseShip = {
  side: 'enemy',
  where: {
    kind: 'all',
    of: [
      { kind: 'moved-through', mover: 'other', who: 'self' },
      { kind: 'lock-allowed', who: 'self' },
      { kind: 'lock-allowed', who: 'other' },
    ],
  },
  label: 'Breach locks it',
};
function breach(window: 'maneuver:after-execute' | 'action:after-perform', when: Condition): Ability {
  return {
    source: { kind: 'pilot', xws: 'breach' },
    window,
    // The choice holds the crossing: with no enemy ship crossed, none is offered and Breach is not asked.
    when: { kind: 'all', of: [self, when] },
    optional: true,
    choose: CROSSED_ENEMY,
    effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
    summary: 'Breach: lock an enemy ship you just moved through.',
  };
}

const BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'white' }];

export const FIRSTORDER_TIESEBOMBER_MOVEMENT: Record<string, Ability[]> = {
  'pilot:breach': [
    breach('maneuver:after-execute', fullyExecuted),
    breach('action:after-perform', { kind: 'subject-data', key: 'action', oneOf: ['boost'] }),
  ],
  'ship-ability:pursuitthrusters': [
    {
      source: { kind: 'ship-ability', id: 'pursuitthrusters' },
      window: 'system',
      when: { kind: 'all', of: [self, { kind: 'can-perform', actions: BOOST }] },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: BOOST, why: 'Pursuit Thrusters, System Phase' },
      summary: 'Pursuit Thrusters: in the System Phase, you may perform a boost action.',
    },
  ],
  'pilot:juljerjerrod': [
    {
      source: { kind: 'pilot', xws: 'juljerjerrod' },
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'action', oneOf: ['boost'] }] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      // One choice per red or orange token type he holds (none: he is not asked).
      choices: (ctx, me) => tokensHeld(ctx, me, RED_OR_ORANGE, (t) => `remove a ${t} token`),
      effect: { kind: 'remove-chosen-token' },
      summary: 'Jul Jerjerrod: after a boost, spend a charge to remove a red or orange token (not a lock).',
    },
  ],
};
