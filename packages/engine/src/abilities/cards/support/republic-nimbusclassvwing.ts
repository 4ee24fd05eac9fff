/**
 * Republic Nimbus-class V-wing pilots about locks, each in our own words (never card text). Keys as in source-keys.ts
 * ("pilot:<xws>").
 *
 * - Wilhuff Tarkin: at his turn of the System Phase, he may pick a ship he has locked at range 1–3 of him, then
 *   another friendly ship at range 1–3 of him: that ship acquires a lock on the first (not an action; both may lock and
 *   be locked now, 000 "Lock"; `choose` with its `second` ship, `acquire-lock`). Readings: the friendly ship's "may" is
 *   his player's, as the two ships are his; both bands are measured from Tarkin, and the lock so acquired has no range
 *   of its own (as "Odd Ball"'s). Only a ship is offered: a lock Tarkin holds on an obstacle or a device is not, the
 *   targeting words choosing ships (000 "Objects": a lock on another object is rare, given only by a few cards).
 */
import type { Ability } from '../../vocabulary/types.js';

export const REPUBLIC_NIMBUS_SUPPORT: Record<string, Ability[]> = {
  'pilot:wilhufftarkin': [
    {
      source: { kind: 'pilot', xws: 'wilhufftarkin' },
      window: 'system',
      when: { kind: 'subject-is-self' },
      optional: true,
      choose: {
        side: 'any',
        range: [1, 3],
        where: {
          kind: 'all',
          of: [
            { kind: 'locking', who: 'other', target: 'self' },
            { kind: 'lock-allowed', who: 'self' },
          ],
        },
        label: 'is locked by another friendly ship',
        second: {
          side: 'friendly',
          range: [1, 3],
          where: { kind: 'lock-allowed', who: 'self' },
          label: 'acquires a lock on it',
        },
      },
      effect: { kind: 'acquire-lock', who: 'second', on: 'chosen' },
      summary: 'Wilhuff Tarkin: another friendly ship at range 1–3 locks a ship you have locked at range 1–3.',
    },
  ],
};
