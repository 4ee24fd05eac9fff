/**
 * The attack group's astromechs, each in our own words:
 *
 * - R2-C4: while attacking, spend an evade token to change one focus result to a hit.
 * - R7-A7: while attacking, spend a charge to change one hit to a crit.
 */
import { changeAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker } from '../../vocabulary/queries.js';

export const ATTACK_ASTROMECHS: Record<string, Ability[]> = {
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
};
