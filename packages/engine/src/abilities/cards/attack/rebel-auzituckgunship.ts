/**
 * Rebel Auzituck gunship pilots whose abilities act inside an attack, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Wullffwarro: while damaged, his primary attacks may roll one more attack die.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';

export const REBEL_AUZITUCKGUNSHIP_ATTACK: Record<string, Ability[]> = {
  'pilot:wullffwarro': [
    {
      source: { kind: 'pilot', xws: 'wullffwarro' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, { kind: 'damaged', who: 'self' }] },
      optional: true,
      effect: dice(extraDice('attack', 1)),
      summary: 'Wullffwarro: you are damaged, roll one more attack die.',
    },
  ],
};
