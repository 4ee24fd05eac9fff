/**
 * Rebel A/SF-01 B-wing pilots whose abilities act inside an attack, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Braylen Stramm: while stressed, attacking or defending, he may reroll up to two of his dice.
 * - Ten Numb: attacking or defending, he may spend a stress token to turn all of his focus results into hits
 *   (attacking) or evades (defending).
 * - Adon Fox (Battle over Endor): while he defends stressed, he rolls one more defense die.
 */
import { changeAbility, extraDice, rerollAbility } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

const stressed: Condition = { kind: 'has-token', token: 'stress', who: 'self' };

export const REBEL_ASF01BWING_ATTACK: Record<string, Ability[]> = {
  'pilot:braylenstramm': [
    {
      source: { kind: 'pilot', xws: 'braylenstramm' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, stressed] },
      optional: true,
      effect: dice(rerollAbility('attacker', 2, { name: 'Braylen Stramm' })),
      summary: 'Braylen Stramm: you are stressed, reroll up to two attack dice.',
    },
    {
      source: { kind: 'pilot', xws: 'braylenstramm' },
      window: 'attack:modify-defense-dice',
      when: { kind: 'all', of: [isDefender, stressed] },
      optional: true,
      effect: dice(rerollAbility('defender', 2, { name: 'Braylen Stramm' })),
      summary: 'Braylen Stramm: you are stressed, reroll up to two defense dice.',
    },
  ],
  'pilot:tennumb': [
    {
      source: { kind: 'pilot', xws: 'tennumb' },
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      cost: [{ kind: 'spend-token', token: 'stress', count: 1 }],
      effect: dice(changeAbility('attacker', 'attack', 'all', ['focus'], 'hit', { name: 'Ten Numb' })),
      summary: 'Ten Numb: spend a stress token to change all your focus results to hits.',
    },
    {
      source: { kind: 'pilot', xws: 'tennumb' },
      window: 'attack:modify-defense-dice',
      when: isDefender,
      optional: true,
      cost: [{ kind: 'spend-token', token: 'stress', count: 1 }],
      effect: dice(changeAbility('defender', 'defense', 'all', ['focus'], 'evade', { name: 'Ten Numb' })),
      summary: 'Ten Numb: spend a stress token to change all your focus results to evades.',
    },
  ],
  'pilot:adonfox-battleoverendor': [
    {
      source: { kind: 'pilot', xws: 'adonfox-battleoverendor' },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, stressed] },
      optional: false,
      effect: dice(extraDice('defense', 1)),
      summary: 'Adon Fox: you are stressed, roll one more defense die.',
    },
  ],
};
