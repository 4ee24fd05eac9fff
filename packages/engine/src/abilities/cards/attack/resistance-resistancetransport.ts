/**
 * Resistance Transport pilots whose abilities act inside an attack, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Covanell: while his revealed maneuver is red (its printed difficulty, `revealed`), his primary attacks roll one
 *   more attack die and he rolls one more defense die.
 */
import { extraDice } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';

const redRevealed: Condition = { kind: 'revealed', who: 'self', difficulty: ['red'] };

export const RESISTANCE_RESISTANCETRANSPORT_ATTACK: Record<string, Ability[]> = {
  'pilot:covanell': [
    {
      source: { kind: 'pilot', xws: 'covanell' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, redRevealed] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Covanell: your revealed maneuver is red, roll one more attack die.',
    },
    {
      source: { kind: 'pilot', xws: 'covanell' },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, redRevealed] },
      optional: false,
      effect: dice(extraDice('defense', 1)),
      summary: 'Covanell: your revealed maneuver is red, roll one more defense die.',
    },
  ],
};
