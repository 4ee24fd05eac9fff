/**
 * Scum and Villainy BTL-A4 Y-wing pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Kavil: an attack of his not made from his front arc (a turret's, say) rolls one more attack die.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker } from '../../vocabulary/queries.js';

export const SCUM_BTLA4YWING_ATTACK: Record<string, Ability[]> = {
  'pilot:kavil': [
    {
      source: { kind: 'pilot', xws: 'kavil' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'not', of: { kind: 'attack-arc', arc: 'front' } }] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Kavil: the attack is not from your front arc, roll one more attack die.',
    },
  ],
};
