/**
 * Scum and Villainy Naboo Royal N-1 starfighter abilities that act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts.
 *
 * - Restored Speedster (ship ability, The Mandalorian of Armed and Dangerous): holding exactly one disarm token, the
 *   ship may still make primary attacks, against enemy ships and remotes in its bullseye arc (`disarmed-attacks` with
 *   `primaryInArc`; 000 "Disarm Tokens": a disarmed ship cannot attack otherwise).
 */
import type { Ability } from '../../vocabulary/types.js';

export const SCUM_NABOOROYALN1STARFIGHTER_ATTACK: Record<string, Ability[]> = {
  'ship-ability:restoredspeedster': [
    {
      source: { kind: 'ship-ability', id: 'restoredspeedster' },
      window: 'attack:defenders',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'disarmed-attacks', slots: [], primaryInArc: 'bullseye' },
      summary: 'Restored Speedster: with one disarm token, you may still make primary attacks in your bullseye.',
    },
  ],
};
