/**
 * Scum BTL-A4 Y-wing pilots whose abilities acquire locks, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Lee Makai: before he engages, if no enemy ship has him inside its front arc, he may acquire a lock (not an action)
 *   on an enemy ship inside his full front arc. The card names no range, so none is measured (000 "Lock": a lock
 *   acquired by an effect); the range-0 rules still apply (`lock-allowed`).
 */
import type { Ability } from '../../vocabulary/types.js';
import { lockAllowedBothWays } from '../common.js';

export const SCUM_YWING_SUPPORT: Record<string, Ability[]> = {
  'pilot:leemakai': [
    {
      source: { kind: 'pilot', xws: 'leemakai' },
      window: 'engagement:before-engage',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          {
            kind: 'ships-near',
            side: 'enemy',
            where: { kind: 'in-arc', arc: 'front', of: 'self', target: 'other' },
            atMost: 0,
          },
        ],
      },
      optional: true,
      choose: {
        side: 'enemy',
        inArc: { arc: 'full-front' },
        where: lockAllowedBothWays,
        label: 'acquire a lock on it',
      },
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      summary: 'Lee Makai: no enemy has you in its front arc, lock an enemy ship in your full front arc.',
    },
  ],
};
