/**
 * Separatist Alliance Firespray-class patrol craft pilots whose abilities act inside an attack, each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Boba Fett (Separatist Firespray): defending with no other friendly ship at range 0–2, he may change one blank
 *   result to a focus.
 * - Jango Fett: defending, or attacking with his primary weapon, while his revealed maneuver is of a lower difficulty
 *   than the enemy ship's (`revealed-vs`), he may change one of the enemy ship's focus results to a blank.
 */
import { changeAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';

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
  'pilot:jangofett': [
    {
      source: { kind: 'pilot', xws: 'jangofett' },
      window: 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [isAttacker, primaryAttack, { kind: 'revealed-vs', who: 'self', than: 'defender', compare: 'easier' }],
      },
      optional: true,
      effect: dice(changeAbility('attacker', 'defense', 1, ['focus'], 'blank', { name: 'Jango Fett' })),
      summary: 'Jango Fett: your revealed maneuver is easier, change one of the defender’s focus results to a blank.',
    },
    {
      source: { kind: 'pilot', xws: 'jangofett' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [isDefender, { kind: 'revealed-vs', who: 'self', than: 'attacker', compare: 'easier' }],
      },
      optional: true,
      effect: dice(changeAbility('defender', 'attack', 1, ['focus'], 'blank', { name: 'Jango Fett' })),
      summary: 'Jango Fett: your revealed maneuver is easier, change one of the attacker’s focus results to a blank.',
    },
  ],
};
