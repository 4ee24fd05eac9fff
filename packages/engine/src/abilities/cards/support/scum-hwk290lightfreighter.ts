/**
 * Scum HWK-290 pilots whose abilities move tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Palob Godalhi: as the Engagement Phase starts, he may pick an enemy ship in his firing arc at range 0–2 holding a
 *   focus or an evade token and move one of them (his player's pick) onto himself.
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
};
