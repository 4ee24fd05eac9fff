/**
 * The attack group's astromechs, each in our own words:
 *
 * - R2-C4: while attacking, spend an evade token to change one focus result to a hit.
 * - R7-A7: while attacking, spend a charge to change one hit to a crit.
 * - R6-D8: attacking, reroll one attack die per friendly ship at range 0–3 (this ship included) with the defender in
 *   its bullseye (one record per such ship, up to four: the n-th is offered while n or more have it there).
 * - R2-HA: defending, spend the lock on the attacker to reroll any number of defense dice (the lock is spent once the
 *   reroll is made: `modified-by-self`, `spend-lock`).
 */
import { changeAbility, rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';
import { afterOwnModify } from './crew.js';

export const ATTACK_ASTROMECHS: Record<string, Ability[]> = {
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
