/**
 * Scum and Villainy M3-A interceptor pilots that work with charges and tokens, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Quinn Jast: as the Engagement Phase starts, he may gain a disarm token to recover one charge on one of his
 *   equipped upgrades (one choice per upgrade below its charge value).
 * - Genesis Red: after he acquires a lock, he must remove all his focus and evade tokens, then gain as many focus and
 *   evade tokens as the ship he locked holds (000 "Lock", "Tokens"; `gain-tokens-of`).
 */
import type { Ability } from '../../vocabulary/types.js';
import { chargesToRecover } from './shared.js';

export const SCUM_M3A_SUPPORT: Record<string, Ability[]> = {
  'pilot:quinnjast': [
    {
      source: { kind: 'pilot', xws: 'quinnjast' },
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'disarm', count: 1 }],
      choices: (ctx, me) => chargesToRecover(ctx, me, { pilot: false, nonRecurring: false }),
      effect: { kind: 'recover-charge' },
      summary: 'Quinn Jast: gain a disarm token to recover a charge on one of your upgrades.',
    },
  ],
  'pilot:genesisred': [
    {
      source: { kind: 'pilot', xws: 'genesisred' },
      window: 'lock:after-acquire',
      when: { kind: 'subject-is-self' },
      optional: false,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'remove-token', token: 'focus', count: 'all', who: 'self' },
          { kind: 'remove-token', token: 'evade', count: 'all', who: 'self' },
          { kind: 'gain-tokens-of', tokens: ['focus', 'evade'], from: 'other' },
        ],
      },
      summary: 'Genesis Red: you locked a ship, trade your focus and evade tokens for as many as it holds.',
    },
  ],
};
