/**
 * Separatist Alliance Rogue-class starfighter pilots whose abilities act inside an attack, each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - IG-102: defending against an attacker whose initiative is equal to or higher than his, he may change one blank
 *   result to a focus.
 */
import { changeAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isDefender } from '../../vocabulary/queries.js';

export const SEPARATIST_ROGUECLASSSTARFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:ig102': [
    {
      source: { kind: 'pilot', xws: 'ig102' },
      window: 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [isDefender, { kind: 'initiative-vs', who: 'attacker', than: 'self', compare: 'at-least' }],
      },
      optional: true,
      effect: dice(changeAbility('defender', 'defense', 1, ['blank'], 'focus', { name: 'IG-102' })),
      summary: 'IG-102: the attacker’s initiative is at least yours, change one blank to a focus.',
    },
  ],
};
