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
      // The card asks for the defender in his front arc: an RZ-1's primary weapon fires only from that arc, so a
      // primary attack already has it there (001 Attack: the defender must be in the weapon's arc).
      when: { kind: 'all', of: [isAttacker, primaryAttack] },
      optional: false,
      effect: dice(extraDice('defense', -1, 'attacker')),
      summary: 'Wedge Antilles: the defender is in your front arc, it rolls one defense die fewer.',
    },
  ],
};
