/**
 * Scum and Villainy M3-A interceptor pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Laetin A'shera: after an attack he attacks or defends in misses, he gains an evade token.
 * - Serissu: a friendly ship at range 0–1 of her (herself included) defending may reroll one defense die.
 */
import { rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

export const SCUM_M3AINTERCEPTOR_ATTACK: Record<string, Ability[]> = {
  'pilot:laetinashera': [
    {
      source: { kind: 'pilot', xws: 'laetinashera' },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          { kind: 'any', of: [isAttacker, isDefender] },
          { kind: 'subject-data', key: 'hit', oneOf: [false] },
        ],
      },
      optional: false,
      effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
      summary: 'Laetin A’shera: the attack missed, gain an evade token.',
    },
  ],
  'pilot:serissu': [
    {
      source: { kind: 'pilot', xws: 'serissu' },
      window: 'attack:modify-defense-dice',
      when: { kind: 'attack-party-near', party: 'defender', min: 0, max: 1, includeSelf: true },
      optional: true,
      effect: dice(rerollAbility('defender', 1, { name: 'Serissu' })),
      summary: 'Serissu: a friendly ship defending near her may reroll one defense die.',
    },
  ],
};
