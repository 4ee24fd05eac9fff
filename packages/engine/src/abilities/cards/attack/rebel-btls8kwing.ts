/**
 * Rebel BTL-S8 K-wing pilots whose abilities act inside an attack, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Miranda Doni: attacking with her primary weapon, she may spend a shield to roll one more attack die (asked as the
 *   die count is read); or, with no shield left, once the attack is declared she may recover a shield and roll one
 *   attack die fewer for that attack (a lasting dice count to the attack's end). The two exclude each other: the
 *   second needs no shield, and it comes first.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';

export const REBEL_BTLS8KWING_ATTACK: Record<string, Ability[]> = {
  'pilot:mirandadoni': [
    {
      source: { kind: 'pilot', xws: 'mirandadoni' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack] },
      optional: true,
      cost: [{ kind: 'spend-shield', count: 1 }],
      effect: dice(extraDice('attack', 1)),
      summary: 'Miranda Doni: spend a shield to roll one more attack die.',
    },
    {
      source: { kind: 'pilot', xws: 'mirandadoni' },
      window: 'attack:after-declare',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          primaryAttack,
          // No shield left: below her printed shields (a K-wing has some), so one is recovered.
          { kind: 'not', of: { kind: 'shielded', who: 'self' } },
        ],
      },
      optional: true,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'recover', stat: 'shields', count: 1, source: 'Miranda Doni' },
          {
            kind: 'last',
            until: 'end-of-attack',
            window: 'attack:roll-attack-dice',
            while: isAttacker,
            effect: dice(extraDice('attack', -1)),
          },
        ],
      },
      summary: 'Miranda Doni: no shield left, recover one and roll one attack die fewer.',
    },
  ],
};
