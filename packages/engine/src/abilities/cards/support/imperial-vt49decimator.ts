/**
 * Imperial VT-49 Decimator pilots about reinforce tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Morna Kee: as the End Phase begins, while reinforced, she may spend 1 charge to turn her reinforce token to her
 *   other full arc and keep it this End Phase, when the circular tokens would be removed (`flip-reinforce`, then a
 *   lasting `keep-tokens` for the phase; 000 "End Phase", supplement "Reinforce"). Reading: the card's "during the End
 *   Phase" is taken at the phase's start, before its tokens are removed; her ship holds one reinforce token at most
 *   (reinforce.ts), so "1 of your reinforce tokens" is that one.
 */
import type { Ability } from '../../vocabulary/types.js';

export const IMPERIAL_DECIMATOR_SUPPORT: Record<string, Ability[]> = {
  'pilot:mornakee': [
    {
      source: { kind: 'pilot', xws: 'mornakee' },
      window: 'end:start',
      when: { kind: 'reinforced', who: 'self' },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'flip-reinforce' },
          {
            kind: 'last',
            until: 'end-of-phase',
            window: 'end:keep-tokens',
            effect: { kind: 'keep-tokens', tokens: ['reinforce'], count: 1 },
          },
        ],
      },
      summary: 'Morna Kee: spend 1 charge to turn your reinforce token to your other full arc and keep it.',
    },
  ],
};
