/**
 * Astromechs that work with locks, each in our own words (never card text). Keys as in source-keys.ts
 * ("upgrade:<xws>:<side>").
 *
 * - R3 Astromech: the ship may hold 2 locks, on different objects (a standing rule the lock rules read); and after it
 *   performs a Lock action it may acquire one more lock, on a ship at range 0–3 it has not locked (not an action).
 */
import type { Ability } from '../../vocabulary/types.js';
import { LOCKABLE_SHIP } from './shared.js';

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
      choose: LOCKABLE_SHIP,
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      summary: 'R3 Astromech: after your Lock action, acquire another lock.',
    },
  ],
};
