/**
 * Galactic Empire TIE/D Defender pilots of the subsystems group (the damage deck). In our own words:
 *
 * - Rexler Brath: after his attack hits, if he holds an evade token, the defender exposes one of its damage cards
 *   (mandatory: the card has no "may"). 'attack:after' names whether the attack hit.
 */
import { isAttacker } from '../../vocabulary/queries.js';
import type { Ability } from '../../vocabulary/types.js';

export const IMPERIAL_TIEDDEFENDER_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:rexlerbrath': [
    {
      source: { kind: 'pilot', xws: 'rexlerbrath' },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'subject-data', key: 'hit', oneOf: [true] },
          { kind: 'has-token', token: 'evade', who: 'self' },
        ],
      },
      optional: false,
      effect: { kind: 'expose-damage', who: 'other' },
      summary: 'Rexler Brath: his attack hit while he holds an evade token: the defender exposes a damage card.',
    },
  ],
};
