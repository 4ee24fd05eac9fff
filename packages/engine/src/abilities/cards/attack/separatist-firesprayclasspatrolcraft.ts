/**
 * Separatist Alliance Firespray-class patrol craft pilots whose abilities act inside an attack, each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Boba Fett (Separatist Firespray): defending with no other friendly ship at range 0–2, he may change one blank
 *   result to a focus.
 */
import { changeAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isDefender } from '../../vocabulary/queries.js';

export const SEPARATIST_FIRESPRAYCLASSPATROLCRAFT_ATTACK: Record<string, Ability[]> = {
  'pilot:bobafett-firesprayclasspatrolcraft': [
    {
      source: { kind: 'pilot', xws: 'bobafett-firesprayclasspatrolcraft' },
      window: 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [isDefender, { kind: 'not', of: { kind: 'range', to: 'any-friendly', min: 0, max: 2 } }],
      },
      optional: true,
      effect: dice(changeAbility('defender', 'defense', 1, ['blank'], 'focus', { name: 'Boba Fett' })),
      summary: 'Boba Fett: no other friendly ship near you, change one blank result to a focus.',
    },
  ],
};
