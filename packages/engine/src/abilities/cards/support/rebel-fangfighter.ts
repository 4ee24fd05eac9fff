/**
 * Rebel Alliance Fang fighter pilots whose abilities work with tokens, each in our own words (never card text). Keys
 * as in source-keys.ts ("pilot:<xws>").
 *
 * - Fenn Rau (Fang fighter): as another friendly ship at range 1–2 of him is about to engage, with an enemy ship inside
 *   its front arc at range 1 of it, that ship may remove one of its red tokens other than a lock — stress, strain, ion
 *   or deplete (000 "Tokens": red tokens; "Lock": the lock token is red too). One player decides (the ships are
 *   friendly); none to remove, not offered.
 */
import type { Ability } from '../../vocabulary/types.js';
import { otherOf } from '../../vocabulary/queries.js';
import { tokensHeld } from './shared.js';

/** Red tokens a ship may hold, locks aside (000 "Ion Tokens", "Strain Tokens", "Stress"; supplement "Deplete"). */
const RED_NOT_LOCK = ['stress', 'strain', 'ion', 'deplete'] as const;

export const REBEL_FANG_SUPPORT: Record<string, Ability[]> = {
  'pilot:fennrau-fangfighter': [
    {
      source: { kind: 'pilot', xws: 'fennrau-fangfighter' },
      window: 'engagement:before-engage',
      when: {
        kind: 'all',
        of: [
          { kind: 'ship-is', who: 'other', side: 'friendly' },
          { kind: 'range', to: 'other', min: 1, max: 2 },
          {
            kind: 'ships-near',
            side: 'enemy',
            inArc: { arc: 'front', of: 'other' },
            rangeFrom: 'other',
            range: [1, 1],
          },
        ],
      },
      optional: true,
      choices: (ctx, me, subject) => {
        const id = otherOf(me, subject);
        return id === undefined ? [] : tokensHeld(ctx, id, RED_NOT_LOCK, (t) => `it removes its ${t} token`);
      },
      effect: { kind: 'remove-chosen-token', who: 'other' },
      summary: 'Fenn Rau: a friendly ship engaging an enemy in its front arc at range 1 may shed a red token.',
    },
  ],
};
