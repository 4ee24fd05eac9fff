/**
 * The attack group's tech upgrades, each in our own words:
 *
 * - Advanced Optics: while attacking, spend a focus token to change one blank result to a hit.
 */
import { changeAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker } from '../../vocabulary/queries.js';

export const ATTACK_TECH: Record<string, Ability[]> = {
  'upgrade:advancedoptics:0': [
    {
      source: { kind: 'upgrade', xws: 'advancedoptics', side: 0 },
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      effect: dice(
        changeAbility('attacker', 'attack', 1, ['blank'], 'hit', { name: 'Advanced Optics', cost: { spend: 'focus' } }),
      ),
      summary: 'Advanced Optics: spend a focus token to change one blank to a hit.',
    },
  ],
};
