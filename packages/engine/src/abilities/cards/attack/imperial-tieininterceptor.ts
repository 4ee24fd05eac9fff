/**
 * Galactic Empire TIE/in interceptor pilots whose abilities act inside an attack (all printings), each in our own
 * words (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Gideon Hask (TIE/in interceptor): attacking a damaged defender, he rolls one more attack die.
 * - "Sapphire 2" (Battle over Endor): defending with a focus token, he rolls one more defense die.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

export const IMPERIAL_TIEININTERCEPTOR_ATTACK: Record<string, Ability[]> = {
  'pilot:gideonhask-tieininterceptor': [
    {
      source: { kind: 'pilot', xws: 'gideonhask-tieininterceptor' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'damaged', who: 'other' }] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Gideon Hask: the defender is damaged, roll one more attack die.',
    },
  ],
  'pilot:sapphire2-battleoverendor': [
    {
      source: { kind: 'pilot', xws: 'sapphire2-battleoverendor' },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'has-token', token: 'focus', who: 'self' }] },
      optional: false,
      effect: dice(extraDice('defense', 1)),
      summary: '"Sapphire 2": you are focused, roll one more defense die.',
    },
  ],
};
