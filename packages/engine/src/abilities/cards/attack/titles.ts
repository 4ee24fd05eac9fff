/**
 * The attack group's titles, each in our own words (their slot changes are the content's grants):
 *
 * - Punishing One: a primary attack with the defender in the front arc rolls one more die.
 * - Slave I (swz82): a front-arc attack from inside the defender's full rear arc: one hit becomes a crit.
 */
import { changeAbility, extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';

export const ATTACK_TITLES: Record<string, Ability[]> = {
  'upgrade:punishingone:0': [
    {
      source: { kind: 'upgrade', xws: 'punishingone', side: 0 },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [isAttacker, primaryAttack, { kind: 'in-arc', arc: 'front', of: 'self', target: 'other' }],
      },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Punishing One: the defender is in your front arc, roll one more die.',
    },
  ],
  'upgrade:slavei-swz82:0': [
    {
      source: { kind: 'upgrade', xws: 'slavei-swz82', side: 0 },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'attack-arc', arc: 'front' },
          { kind: 'in-arc', arc: 'full-rear', of: 'other', target: 'self' },
        ],
      },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['hit'], 'crit', { name: 'Slave I' })),
      summary: 'Slave I: you are in the defender’s full rear arc, change one hit to a crit.',
    },
  ],
};
