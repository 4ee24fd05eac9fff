/**
 * TIE/D Defender abilities about maneuvers, each in our own words (never card text). Keys as in source-keys.ts.
 *
 * - Full Throttle (ship ability of the TIE/D Defender and the Naboo Royal N-1 Starfighter, registered once here):
 *   after fully executing a maneuver of speed 3, 4 or 5, the ship may perform an evade action (white: the ability
 *   names no colour, 000 "Action Difficulty").
 * - Countess Ryad: about to execute a straight maneuver, she may execute the Koiogran turn of the same speed instead,
 *   one difficulty harder than the straight revealed (`execute-as`, then `maneuver-easier` of -1 steps). Reading: her
 *   dial's straights are all blue, so the harder one is at worst white; a straight made red by another effect stays red
 *   (000 "Maneuver Difficulty" has no colour beyond red).
 * - Chiss Engineering (ship ability of the Battle over Endor TIE/D Defenders): after fully executing a maneuver of
 *   speed 3, 4 or 5, the ship may perform a lock action (white: the ability names no colour); and attacking while
 *   unstressed, it may spend a shield to have the attack's range 1 bonus, one attack die more (a dice-count record
 *   asked as the dice are rolled, its shield paid then). Reading (000 "Range Bonuses"): the bonus is the attacker's
 *   die, so it is offered where the range 1 bonus does not apply already — attack range 0, 2 or 3 — and never for an
 *   ordnance weapon, to which range bonuses never apply; the defender's range 3 die stays (the card gives a bonus, it
 *   does not move the attack to range 1).
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { extraDice } from '@xwing/dice';
import { dice, isAttacker } from '../../vocabulary/queries.js';
import { fullyExecuted, self } from '../common.js';

const EVADE: ActionDef[] = [{ type: 'evade', difficulty: 'white' }];
const LOCK: ActionDef[] = [{ type: 'lock', difficulty: 'white' }];

export const IMPERIAL_TIEDDEFENDER_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:chissengineering': [
    {
      source: { kind: 'ship-ability', id: 'chissengineering' },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [self, fullyExecuted, { kind: 'maneuver-is', speeds: [3, 4, 5] }, { kind: 'can-perform', actions: LOCK }],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: LOCK, why: 'Chiss Engineering, after a fast maneuver' },
      summary: 'Chiss Engineering: after a fully executed speed 3–5 maneuver, you may perform a lock action.',
    },
    {
      source: { kind: 'ship-ability', id: 'chissengineering' },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'has-token', token: 'stress', atMost: 0, who: 'self' },
          { kind: 'not', of: { kind: 'attack-range', min: 1, max: 1 } },
          { kind: 'not', of: { kind: 'attack-ordnance' } },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-shield', count: 1 }],
      effect: dice(extraDice('attack', 1)),
      summary: 'Chiss Engineering: unstressed, spend a shield to have the range 1 bonus (one more attack die).',
    },
  ],
  'pilot:countessryad': [
    {
      source: { kind: 'pilot', xws: 'countessryad' },
      window: 'maneuver:before-execute',
      when: { kind: 'all', of: [self, { kind: 'maneuver-is', kinds: ['straight'] }] },
      optional: true,
      choices: (_ctx, _me, subject) => {
        const code = subject.data?.maneuver;
        const speed = typeof code === 'string' ? code.slice(0, -1) : '';
        return speed ? [{ id: `${speed}K`, label: `Execute a ${speed} Koiogran turn, one difficulty harder` }] : [];
      },
      effect: {
        kind: 'sequence',
        of: [{ kind: 'execute-as' }, { kind: 'maneuver-easier', steps: -1 }],
      },
      summary: 'Countess Ryad: execute this straight as a Koiogran turn of its speed, one difficulty harder.',
    },
  ],
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
