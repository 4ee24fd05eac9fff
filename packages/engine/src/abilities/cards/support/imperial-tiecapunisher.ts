/**
 * Galactic Empire TIE/ca Punisher pilots that work with locks, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Redline: he may hold 2 locks, on different objects (a standing rule the lock rules read); and after any action
 *   he performs he may acquire a lock on a ship at range 0–3 he has not locked (not an action).
 */
import type { Ability } from '../../vocabulary/types.js';
import { LOCKABLE_SHIP } from './shared.js';

export const IMPERIAL_PUNISHER_SUPPORT: Record<string, Ability[]> = {
  'pilot:redline': [
    {
      source: { kind: 'pilot', xws: 'redline' },
      window: 'lock:maintain',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'maintain-locks', count: 2 },
      summary: 'Redline: you may hold 2 locks.',
    },
    {
      source: { kind: 'pilot', xws: 'redline' },
      window: 'action:after-perform',
      when: { kind: 'subject-is-self' },
      optional: true,
      choose: LOCKABLE_SHIP,
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      summary: 'Redline: after your action, acquire a lock.',
    },
  ],
};
