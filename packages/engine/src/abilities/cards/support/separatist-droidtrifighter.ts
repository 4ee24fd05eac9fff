/**
 * Separatist Alliance droid tri-fighter pilots that work with tokens, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Phlac-Arphocc Prototype (Siege of Coruscant): as the Engagement Phase starts, with an enemy ship in its bullseye
 *   arc (at any range), it gains a calculate token (mandatory).
 */
import type { Ability } from '../../vocabulary/types.js';

export const SEPARATIST_TRIFIGHTER_SUPPORT: Record<string, Ability[]> = {
  'pilot:phlacarphoccprototype-siegeofcoruscant': [
    {
      source: { kind: 'pilot', xws: 'phlacarphoccprototype-siegeofcoruscant' },
      window: 'engagement:start',
      when: { kind: 'ships-near', side: 'enemy', inArc: { arc: 'bullseye' } },
      optional: false,
      effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
      summary: 'Phlac-Arphocc Prototype: an enemy ship is in your bullseye, gain a calculate token.',
    },
  ],
};
