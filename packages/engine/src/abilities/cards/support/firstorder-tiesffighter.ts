/**
 * First Order TIE/sf fighter pilots that work with tokens and charges, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Theta 3 (Evacuation of D'Qar): as the Engagement Phase starts, holding no green token (000 "Additional Token
 *   Rules": focus, evade, calculate, reinforce), he may spend a charge to gain an evade token.
 */
import type { Ability } from '../../vocabulary/types.js';

export const FIRSTORDER_TIESF_SUPPORT: Record<string, Ability[]> = {
  'pilot:theta3-evacuationofdqar': [
    {
      source: { kind: 'pilot', xws: 'theta3-evacuationofdqar' },
      window: 'engagement:start',
      when: { kind: 'not', of: { kind: 'has-green-token', who: 'self' } },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
      summary: 'Theta 3: with no green token, spend a charge to gain an evade token.',
    },
  ],
};
