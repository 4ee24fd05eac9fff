/**
 * Separatist Alliance HMP droid gunship pilots whose abilities act inside an attack, each in our own words (never
 * card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - DGS-047: after he attacks, with the defender in his front arc he may acquire a lock on it; and with the defender
 *   in his bullseye arc it gains a strain token (two records: the strain does not depend on the lock being taken).
 */
import type { Ability } from '../../vocabulary/types.js';
import { isAttacker } from '../../vocabulary/queries.js';

export const SEPARATIST_HMPDROIDGUNSHIP_ATTACK: Record<string, Ability[]> = {
  'pilot:dgs047': [
    {
      source: { kind: 'pilot', xws: 'dgs047' },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'in-arc', arc: 'front', of: 'self', target: 'defender' }] },
      optional: true,
      effect: { kind: 'acquire-lock', who: 'self', on: 'defender' },
      summary: 'DGS-047: the defender is in your front arc, acquire a lock on it.',
    },
    {
      source: { kind: 'pilot', xws: 'dgs047' },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'in-arc', arc: 'bullseye', of: 'self', target: 'defender' }] },
      optional: false,
      effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'defender' },
      summary: 'DGS-047: the defender is in your bullseye, it gains a strain token.',
    },
  ],
};
