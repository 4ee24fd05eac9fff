/**
 * Resistance RZ-2 A-wing pilots that work with tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Seftin Vanik: after a boost action, he may pass one of his evade tokens to a friendly ship at range 1.
 */
import type { Ability } from '../../vocabulary/types.js';
import { transferToChosen } from './shared.js';

export const RESISTANCE_RZ2_SUPPORT: Record<string, Ability[]> = {
  'pilot:seftinvanik': [
    {
      source: { kind: 'pilot', xws: 'seftinvanik' },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'subject-data', key: 'action', oneOf: ['boost'] },
          { kind: 'has-token', token: 'evade', who: 'self' },
        ],
      },
      optional: true,
      choose: { side: 'friendly', range: [1, 1], label: 'takes one of your evade tokens' },
      effect: transferToChosen('evade'),
      summary: 'Seftin Vanik: after your boost, pass one of your evade tokens to a friendly ship at range 1.',
    },
  ],
};
