/**
 * Rebel RZ-1 A-wing pilots whose abilities act inside an attack (all printings), each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Wedge Antilles (RZ-1 A-wing): his primary attacks against a defender in his front arc make it roll one defense
 *   die fewer.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';

export const REBEL_RZ1AWING_ATTACK: Record<string, Ability[]> = {
  'pilot:wedgeantilles-rz1awing': [
    {
      source: { kind: 'pilot', xws: 'wedgeantilles-rz1awing' },
      window: 'attack:roll-defense-dice',
      when: {
        kind: 'all',
        of: [isAttacker, primaryAttack, { kind: 'in-arc', arc: 'front', of: 'self', target: 'other' }],
      },
      optional: false,
      effect: dice(extraDice('defense', -1, 'attacker')),
      summary: 'Wedge Antilles: the defender is in your front arc, it rolls one defense die fewer.',
    },
  ],
};
