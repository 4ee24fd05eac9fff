/**
 * Astromechs that work with locks, each in our own words (never card text). Keys as in source-keys.ts
 * ("upgrade:<xws>:<side>").
 *
 * - R3 Astromech: the ship may hold 2 locks, on different objects (a standing rule the lock rules read); and after it
 *   performs a Lock action it may acquire one more lock, on a ship at range 0–3 it has not locked (not an action).
 */
import type { Ability } from '../../vocabulary/types.js';

export const SUPPORT_ASTROMECHS: Record<string, Ability[]> = {
  'upgrade:r3astromech:0': [
    {
      source: { kind: 'upgrade', xws: 'r3astromech', side: 0 },
      window: 'lock:maintain',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'maintain-locks', count: 2 },
      summary: 'R3 Astromech: you may hold 2 locks.',
    },
    {
      source: { kind: 'upgrade', xws: 'r3astromech', side: 0 },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['lock'] }],
      },
      optional: true,
      choose: {
        side: 'any',
        range: [0, 3],
        // Seen from the candidate ("self"; "other" is the locking ship): both may lock and be locked now, and the
        // candidate is not locked by this ship already (000 "Lock").
        where: {
          kind: 'all',
          of: [
            { kind: 'lock-allowed', who: 'self' },
            { kind: 'lock-allowed', who: 'other' },
            { kind: 'not', of: { kind: 'locking', who: 'other', target: 'self' } },
          ],
        },
        label: 'acquire a lock on it',
      },
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      summary: 'R3 Astromech: after your Lock action, acquire another lock.',
    },
  ],
};
