/**
 * Rebel Alliance modified YT-1300 light freighter pilots and ship abilities that work with tokens, the Force and
 * charges, each in our own words (never card text). Keys as in source-keys.ts ("pilot:<xws>", "ship-ability:<id>").
 *
 * - High Stakes (ship ability of Lando Calrissian, Battle over Endor): after the ship performs a red action, it may
 *   roll an attack die; a hit or a crit removes one of its stress tokens.
 */
import type { Ability, Effect } from '../../vocabulary/types.js';
import { self } from '../common.js';

const REMOVE_STRESS: Effect = { kind: 'remove-token', token: 'stress', count: 1, who: 'self' };

export const REBEL_YT1300_SUPPORT: Record<string, Ability[]> = {
  'ship-ability:highstakes': [
    {
      source: { kind: 'ship-ability', id: 'highstakes' },
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'difficulty', oneOf: ['red'] }] },
      optional: true,
      effect: { kind: 'roll-attack-die', onHit: REMOVE_STRESS, onCrit: REMOVE_STRESS },
      summary: 'High Stakes: after a red action, roll an attack die; a hit or a crit removes one stress token.',
    },
  ],
};
