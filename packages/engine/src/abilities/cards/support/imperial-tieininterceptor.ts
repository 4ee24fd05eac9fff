/**
 * Galactic Empire TIE/in interceptor pilots that work with tokens, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Soontir Fel: as the Engagement Phase starts, with an enemy ship in his bullseye arc (at any range), he gains a
 *   focus token (mandatory).
 */
import type { Ability } from '../../vocabulary/types.js';

export const IMPERIAL_TIEIN_SUPPORT: Record<string, Ability[]> = {
  'pilot:soontirfel': [
    {
      source: { kind: 'pilot', xws: 'soontirfel' },
      window: 'engagement:start',
      when: { kind: 'ships-near', side: 'enemy', inArc: { arc: 'bullseye' } },
      optional: false,
      effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
      summary: 'Soontir Fel: an enemy ship is in your bullseye, gain a focus token.',
    },
  ],
};
