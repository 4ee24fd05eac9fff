/**
 * Scum Z-95-AF4 headhunter pilots whose abilities move tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Kaa'to Leeachos: as the Engagement Phase starts, she may pick another friendly ship at range 0–2 holding a focus
 *   or an evade token and move one of them (her player's pick) onto herself. Taking her own token is no transfer, so
 *   she is not a candidate.
 */
import type { Ability } from '../../vocabulary/types.js';
import { takeTokenFrom } from './shared.js';

export const SCUM_Z95_SUPPORT: Record<string, Ability[]> = {
  'pilot:kaatoleeachos': [
    takeTokenFrom(
      {
        source: { kind: 'pilot', xws: 'kaatoleeachos' },
        window: 'engagement:start',
        when: { kind: 'always' },
        summary: "Kaa'to Leeachos: take a focus or an evade token from a friendly ship at range 0–2.",
      },
      { side: 'friendly', range: [0, 2], label: 'gives you a token' },
      ['focus', 'evade'],
    ),
  ],
};
