/**
 * Resistance T-70 X-wing pilots that work with tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Nien Nunb: after he gains a stress token, with an enemy ship in his front arc at range 0–1, he may remove that
 *   stress token.
 */
import type { Ability } from '../../vocabulary/types.js';

export const RESISTANCE_T70_SUPPORT: Record<string, Ability[]> = {
  'pilot:niennunb': [
    {
      source: { kind: 'pilot', xws: 'niennunb' },
      window: 'token:after-gain',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'subject-data', key: 'token', oneOf: ['stress'] },
          { kind: 'ships-near', side: 'enemy', range: [0, 1], inArc: { arc: 'front' } },
        ],
      },
      optional: true,
      effect: { kind: 'remove-token', token: 'stress', count: 1, who: 'self' },
      summary: 'Nien Nunb: an enemy ship is in your front arc at range 0–1, remove the stress token you gained.',
    },
  ],
};
