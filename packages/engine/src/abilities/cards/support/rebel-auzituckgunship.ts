/**
 * Auzituck gunship pilots that work with the ships around, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Lowhhrick: once an attack is declared on a friendly ship at range 0–1 of him (himself included: 000 "Friendly and
 *   Enemy", a ship is friendly to itself and at range 0 of itself), he may spend a reinforce token for the defender to
 *   gain an evade token ('attack:after-declare', 001 Engagement 1: the defender is set as the attack is declared).
 */
import type { Ability } from '../../vocabulary/types.js';

export const REBEL_AUZITUCK_SUPPORT: Record<string, Ability[]> = {
  'pilot:lowhhrick': [
    {
      source: { kind: 'pilot', xws: 'lowhhrick' },
      window: 'attack:after-declare',
      when: {
        kind: 'all',
        of: [
          { kind: 'ship-is', who: 'defender', side: 'friendly' },
          { kind: 'range', to: 'defender', min: 0, max: 1 },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-token', token: 'reinforce', count: 1 }],
      effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'defender' },
      summary: 'Lowhhrick: a friendly ship beside you is attacked; spend a reinforce token for it to gain an evade.',
    },
  ],
};
