/**
 * Scum HWK-290 pilots whose abilities move tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Palob Godalhi: as the Engagement Phase starts, he may pick an enemy ship in his firing arc at range 0–2 holding a
 *   focus or an evade token and move one of them (his player's pick) onto himself.
 * - Dace Bonearm: after an enemy ship at range 0–3 gains one or more ion tokens, he may spend 3 charges; that ship
 *   gains 2 more ion tokens (000 "Ion Tokens"). The two gained then raise the same window, but his charges are spent.
 */
import type { Ability } from '../../vocabulary/types.js';
import { takeTokenFrom } from './shared.js';

export const SCUM_HWK_SUPPORT: Record<string, Ability[]> = {
  'pilot:palobgodalhi': [
    takeTokenFrom(
      {
        source: { kind: 'pilot', xws: 'palobgodalhi' },
        window: 'engagement:start',
        when: { kind: 'always' },
        summary: 'Palob Godalhi: take a focus or an evade token from an enemy ship in your firing arc at range 0–2.',
      },
      { side: 'enemy', range: [0, 2], inArc: { arc: 'firing' }, label: 'gives you a token' },
      ['focus', 'evade'],
    ),
  ],
  'pilot:dacebonearm': [
    {
      source: { kind: 'pilot', xws: 'dacebonearm' },
      window: 'token:after-gain',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-data', key: 'token', oneOf: ['ion'] },
          { kind: 'ship-is', who: 'other', side: 'enemy' },
          { kind: 'range', to: 'other', min: 0, max: 3 },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 3 }],
      effect: { kind: 'gain-token', token: 'ion', count: 2, who: 'other' },
      summary: 'Dace Bonearm: an enemy ship at range 0–3 gained ion tokens, spend 3 charges: it gains 2 more.',
    },
  ],
};
