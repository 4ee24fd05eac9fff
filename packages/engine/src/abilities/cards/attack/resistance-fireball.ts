/**
 * Resistance Fireball pilots whose abilities act inside an attack, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Kazuda Xiono: defending, or attacking with his primary weapon, while the enemy ship's initiative is higher than
 *   the number of damage cards he has, he may roll one more die.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';

export const RESISTANCE_FIREBALL_ATTACK: Record<string, Ability[]> = {
  'pilot:kazudaxiono': [
    {
      source: { kind: 'pilot', xws: 'kazudaxiono' },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          primaryAttack,
          { kind: 'initiative-vs', who: 'defender', than: { damageCardsOf: 'self' }, compare: 'higher' },
        ],
      },
      optional: true,
      effect: dice(extraDice('attack', 1)),
      summary: 'Kazuda Xiono: the defender’s initiative beats your damage cards, roll one more attack die.',
    },
    {
      source: { kind: 'pilot', xws: 'kazudaxiono' },
      window: 'attack:roll-defense-dice',
      when: {
        kind: 'all',
        of: [
          isDefender,
          { kind: 'initiative-vs', who: 'attacker', than: { damageCardsOf: 'self' }, compare: 'higher' },
        ],
      },
      optional: true,
      effect: dice(extraDice('defense', 1)),
      summary: 'Kazuda Xiono: the attacker’s initiative beats your damage cards, roll one more defense die.',
    },
  ],
};
