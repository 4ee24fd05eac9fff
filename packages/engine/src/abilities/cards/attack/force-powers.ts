/**
 * The attack group's Force powers, each in our own words:
 *
 * - Brilliant Evasion: defending outside the attacker's bullseye, spend 1 Force to change up to two focus results to
 *   evades.
 */
import { changeAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isDefender } from '../../vocabulary/queries.js';

export const ATTACK_FORCE_POWERS: Record<string, Ability[]> = {
  'upgrade:brilliantevasion:0': [
    {
      source: { kind: 'upgrade', xws: 'brilliantevasion', side: 0 },
      window: 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [isDefender, { kind: 'not', of: { kind: 'in-arc', arc: 'bullseye', of: 'other', target: 'self' } }],
      },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: dice(changeAbility('defender', 'defense', 2, ['focus'], 'evade', { name: 'Brilliant Evasion' })),
      summary:
        'Brilliant Evasion: outside the attacker’s bullseye, spend 1 Force to change two focus results to evades.',
    },
  ],
};
