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

/**
 * DIS-347 (both printings): as the Engagement Phase starts, it may acquire a lock on an enemy ship at range 1–3 that a
 * ship friendly to it has locked (its own lock counts, but then the ship is already its own: not offered), not as an
 * action (000 "Lock": both may lock and be locked). Our reading: the "object" is an enemy ship — the engine's locks
 * are on ships, and a lock a friendly ship keeps on another friendly ship is not one it would follow.
 */
function dis347(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: true,
      choose: {
        side: 'enemy',
        range: [1, 3],
        where: {
          kind: 'all',
          of: [
            // Seen from the enemy candidate: a ship of its enemies (the droid's side) holds a lock on it.
            { kind: 'ships-near', side: 'enemy', where: { kind: 'locking', who: 'self', target: 'other' } },
            { kind: 'not', of: { kind: 'locking', who: 'other', target: 'self' } },
            { kind: 'lock-allowed', who: 'self' },
            { kind: 'lock-allowed', who: 'other' },
          ],
        },
        label: 'acquire a lock on it',
      },
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      summary: 'DIS-347: acquire a lock on an enemy ship at range 1–3 that a friendly ship has locked.',
    },
  ];
}
SEPARATIST_TRIFIGHTER_SUPPORT['pilot:dis347'] = dis347('dis347');
SEPARATIST_TRIFIGHTER_SUPPORT['pilot:dis347-siegeofcoruscant'] = dis347('dis347-siegeofcoruscant');
