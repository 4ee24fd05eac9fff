/**
 * The attack group's astromechs, each in our own words:
 *
 * - R2-C4: while attacking, spend an evade token to change one focus result to a hit.
 * - R7-A7: while attacking, spend a charge to change one hit to a crit.
 * - R6-D8: attacking, reroll one attack die per friendly ship at range 0–3 (this ship included) with the defender in
 *   its bullseye (one record per such ship, up to four: the n-th is offered while n or more have it there).
 * - R2-HA: defending, spend the lock on the attacker to reroll any number of defense dice (the lock is spent once the
 *   reroll is made: `modified-by-self`, `spend-lock`).
 * - R5-P8: attacking a defender in the front arc, a charge rerolls one attack die; a crit rolled by that reroll deals
 *   the ship one crit (`rerolled-faces`, read once the reroll is made).
 * - M9-G8: while a ship it locks attacks, its owner picks one attack die that the attacker rerolls (the defender's
 *   side modifies the attack dice in its window: the owner's player picks the die). Our reading: only an enemy
 *   attacker's dice — a friendly attacker's die M9-G8 would pick is its own side's modification, in its own window,
 *   which the rules leave to the attacker.
 * - R4-B11: attacking a defender holding a red or orange token, take one of them away to reroll any number of its
 *   defense dice (the attacker's modification of the defense dice). The attacker picks the token: one modification
 *   per token type the defender holds (000 "Tokens": stress, strain, deplete, ion, jam, tractor, disarm), and the
 *   token of the one used goes once it is used ('dice:after-modify', its `sourceIndex`).
 * - R5-TK: the ship may declare another friendly ship as its defender too (`attack-friendly`).
 */
import { changeAbility, rerollAbility } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';
import { afterOwnModify } from './crew.js';

const all = (...of: Condition[]): Condition => ({ kind: 'all', of });

/** R4-B11: the red and orange tokens (000 "Tokens"), one modification each. */
const R4B11_TOKENS = ['stress', 'strain', 'deplete', 'ion', 'jam', 'tractor', 'disarm'] as const;
const r4b11 = { kind: 'upgrade' as const, xws: 'r4b11', side: 0 };

export const ATTACK_ASTROMECHS: Record<string, Ability[]> = {
  'upgrade:r5tk:0': [
    {
      source: { kind: 'upgrade', xws: 'r5tk', side: 0 },
      window: 'attack:defenders',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'attack-friendly' },
      summary: 'R5-TK: you may attack friendly ships.',
    },
  ],
  'upgrade:m9g8:0': [
    {
      source: { kind: 'upgrade', xws: 'm9g8', side: 0 },
      window: 'attack:modify-attack-dice',
      when: { kind: 'locking', who: 'self', target: 'attacker' },
      optional: true,
      effect: dice(rerollAbility('defender', 1, { name: 'M9-G8', dice: 'attack' })),
      summary: 'M9-G8: you lock the attacker, choose one attack die for it to reroll.',
    },
  ],
  'upgrade:r5p8:0': [
    {
      source: { kind: 'upgrade', xws: 'r5p8', side: 0 },
      window: 'attack:modify-attack-dice',
      when: all(isAttacker, { kind: 'in-arc', arc: 'front', of: 'self', target: 'other' }),
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: dice(rerollAbility('attacker', 1, { name: 'R5-P8' })),
      summary: 'R5-P8: the defender is in your front arc, spend a charge to reroll one attack die.',
    },
    {
      ...afterOwnModify(
        'r5p8',
        { kind: 'suffer-damage', hits: 0, crits: 1, who: 'self', source: 'R5-P8' },
        'R5-P8: the rerolled die shows a crit, you suffer one crit.',
      ),
      when: all(
        { kind: 'modified-by-self' },
        { kind: 'subject-data', key: 'source', oneOf: ['upgrade:r5p8:0'] },
        { kind: 'rerolled-faces', faces: ['crit'] },
      ),
    },
  ],
  'upgrade:r2ha:0': [
    {
      source: { kind: 'upgrade', xws: 'r2ha', side: 0 },
      window: 'attack:modify-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'locking', who: 'self', target: 'attacker' }] },
      optional: true,
      effect: dice(rerollAbility('defender', 'any', { name: 'R2-HA' })),
      summary: 'R2-HA: spend your lock on the attacker to reroll any number of defense dice.',
    },
    afterOwnModify(
      'r2ha',
      { kind: 'spend-lock', who: 'self', on: 'other' },
      'R2-HA: your lock on the attacker is spent.',
    ),
  ],
  'upgrade:r7a7:0': [
    {
      source: { kind: 'upgrade', xws: 'r7a7', side: 0 },
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: dice(changeAbility('attacker', 'attack', 1, ['hit'], 'crit', { name: 'R7-A7' })),
      summary: 'R7-A7: spend a charge to change one hit to a crit.',
    },
  ],
  'upgrade:r2c4:0': [
    {
      source: { kind: 'upgrade', xws: 'r2c4', side: 0 },
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      effect: dice(
        changeAbility('attacker', 'attack', 1, ['focus'], 'hit', { name: 'R2-C4', cost: { spend: 'evade' } }),
      ),
      summary: 'R2-C4: spend an evade token to change one focus to a hit.',
    },
  ],
  'upgrade:r4b11:0': [
    ...R4B11_TOKENS.map((token): Ability => ({
      source: r4b11,
      window: 'attack:modify-defense-dice',
      when: all(isAttacker, { kind: 'has-token', token, who: 'defender' }),
      optional: true,
      effect: dice(rerollAbility('attacker', 'any', { name: `R4-B11 (${token})`, dice: 'defense' })),
      summary: `R4-B11: take ${token === 'ion' ? 'an' : 'a'} ${token} token from the defender to reroll any number of its defense dice.`,
    })),
    ...R4B11_TOKENS.map((token, i): Ability => ({
      source: r4b11,
      window: 'dice:after-modify',
      when: all(
        { kind: 'modified-by-self' },
        { kind: 'subject-data', key: 'source', oneOf: ['upgrade:r4b11:0'] },
        { kind: 'subject-data', key: 'sourceIndex', oneOf: [i] },
      ),
      optional: false,
      effect: { kind: 'remove-token', token, count: 1, who: 'defender' },
      summary: `R4-B11: the defender loses the ${token} token.`,
    })),
  ],
  'upgrade:r6d8:0': [1, 2, 3, 4].map((n): Ability => ({
    source: { kind: 'upgrade', xws: 'r6d8', side: 0 },
    window: 'attack:modify-attack-dice',
    when: {
      kind: 'all',
      of: [
        isAttacker,
        {
          kind: 'ships-near',
          side: 'friendly',
          range: [0, 3],
          includeSelf: true,
          where: { kind: 'in-arc', arc: 'bullseye', of: 'self', target: 'defender' },
          atLeast: n,
        },
      ],
    },
    optional: true,
    effect: dice(rerollAbility('attacker', 1, { name: 'R6-D8' })),
    summary: `R6-D8: ${n} or more friendly ships have the defender in their bullseye, reroll one attack die.`,
  })),
};
