/**
 * Separatist Alliance Nantex-class starfighter pilots whose abilities act inside an attack, each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Sun Fac: his primary attacks against a tractored defender roll one more attack die.
 * - Chertek: his primary attacks against a tractored defender may reroll up to two attack dice.
 */
import { extraDice, rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';

export const SEPARATIST_NANTEXCLASSSTARFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:sunfac': [
    {
      source: { kind: 'pilot', xws: 'sunfac' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, { kind: 'defender-tractored' }] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Sun Fac: the defender is tractored, roll one more attack die.',
    },
  ],
  'pilot:chertek': [
    {
      source: { kind: 'pilot', xws: 'chertek' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, { kind: 'defender-tractored' }] },
      optional: true,
      effect: dice(rerollAbility('attacker', 2, { name: 'Chertek' })),
      summary: 'Chertek: the defender is tractored, reroll up to two attack dice.',
    },
  ],
};
