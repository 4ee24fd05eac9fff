/**
 * Force powers that work with the Force, each in our own words (never card text). Keys as in source-keys.ts
 * ("upgrade:<xws>:<side>").
 *
 * - Hate: after the ship suffers damage, it recovers one Force for each damage suffered (hits and crits, shields
 *   lost included: 000 "Suffering Damage"), up to its Force value.
 */
import type { Ability } from '../../vocabulary/types.js';

export const SUPPORT_FORCE_POWERS: Record<string, Ability[]> = {
  'upgrade:hate:0': [
    {
      source: { kind: 'upgrade', xws: 'hate', side: 0 },
      window: 'damage:suffered',
      when: { kind: 'subject-is-self' },
      optional: false,
      effect: {
        kind: 'per-count',
        keys: ['hits', 'crits'],
        effect: { kind: 'recover', stat: 'force', count: 1, source: 'Hate' },
      },
      summary: 'Hate: recover one Force for each damage you suffered.',
    },
  ],
};
