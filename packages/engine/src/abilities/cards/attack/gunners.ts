/**
 * The attack group's gunners, each in our own words:
 *
 * - Fifth Brother: while attacking, spend 1 Force to change one of your focus results to a crit.
 */
import { changeAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker } from '../../vocabulary/queries.js';

export const ATTACK_GUNNERS: Record<string, Ability[]> = {
  'upgrade:fifthbrother:0': [
    {
      source: { kind: 'upgrade', xws: 'fifthbrother', side: 0 },
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], 'crit', { name: 'Fifth Brother' })),
      summary: 'Fifth Brother: spend 1 Force to change one focus to a crit.',
    },
  ],
};
