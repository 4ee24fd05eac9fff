/**
 * Galactic Empire TIE/D Defender pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Colonel Vessery: attacking a ship that some ship holds a lock on (any ship's lock, his own included: the card
 *   says only "a locked ship"), once his attack dice are rolled he may acquire a lock on the defender.
 */
import type { Ability } from '../../vocabulary/types.js';
import { isAttacker } from '../../vocabulary/queries.js';

export const IMPERIAL_TIEDDEFENDER_ATTACK: Record<string, Ability[]> = {
  'pilot:colonelvessery': [
    {
      source: { kind: 'pilot', xws: 'colonelvessery' },
      window: 'dice:after-roll',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'subject-data', key: 'dice', oneOf: ['attack'] },
          {
            kind: 'ships-near',
            side: 'any',
            includeSelf: true,
            where: { kind: 'locking', who: 'self', target: 'defender' },
          },
        ],
      },
      optional: true,
      effect: { kind: 'acquire-lock', who: 'self', on: 'defender' },
      summary: 'Colonel Vessery: the defender is locked, acquire a lock on it.',
    },
  ],
};
