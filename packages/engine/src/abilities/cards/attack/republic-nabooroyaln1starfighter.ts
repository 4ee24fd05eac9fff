/**
 * Galactic Republic Naboo Royal N-1 starfighter pilots whose abilities act inside an attack, each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Rico Lie: defending, or attacking with his primary weapon, while his revealed maneuver is faster than the enemy
 *   ship's (`revealed-vs`), he rolls one more die.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';

export const REPUBLIC_NABOOROYALN1STARFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:ricolie': [
    {
      source: { kind: 'pilot', xws: 'ricolie' },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [isAttacker, primaryAttack, { kind: 'revealed-vs', who: 'self', than: 'defender', compare: 'faster' }],
      },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Rico Lie: your revealed maneuver is faster, roll one more attack die.',
    },
    {
      source: { kind: 'pilot', xws: 'ricolie' },
      window: 'attack:roll-defense-dice',
      when: {
        kind: 'all',
        of: [isDefender, { kind: 'revealed-vs', who: 'self', than: 'attacker', compare: 'faster' }],
      },
      optional: false,
      effect: dice(extraDice('defense', 1)),
      summary: 'Rico Lie: your revealed maneuver is faster, roll one more defense die.',
    },
  ],
};
