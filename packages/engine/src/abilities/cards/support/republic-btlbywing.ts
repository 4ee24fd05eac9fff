/**
 * Galactic Republic BTL-B Y-wing pilots that gain tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - R2-D2 (pilot): as the Engagement Phase starts, with an enemy ship inside his rear arc (at any range), he gains a
 *   calculate token (mandatory; 000 "Arcs": the rear arc is one of every ship's standard arcs).
 */
import type { Ability } from '../../vocabulary/types.js';

export const REPUBLIC_BTLB_SUPPORT: Record<string, Ability[]> = {
  'pilot:r2d2': [
    {
      source: { kind: 'pilot', xws: 'r2d2' },
      window: 'engagement:start',
      when: { kind: 'ships-near', side: 'enemy', inArc: { arc: 'rear' } },
      optional: false,
      effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
      summary: 'R2-D2: an enemy ship is in your rear arc, gain a calculate token.',
    },
  ],
};
