/**
 * Rebel Alliance ARC-170 starfighter pilots that work with tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Ibtisam: after fully executing a maneuver while stressed, she may roll an attack die; a hit or a crit removes one
 *   of her stress tokens. A red maneuver's stress is gained in its Check Difficulty step, before the maneuver is over
 *   (001 Activation 2.2), so it counts.
 */
import type { Ability, Effect } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';

const REMOVE_STRESS: Effect = { kind: 'remove-token', token: 'stress', count: 1, who: 'self' };

export const REBEL_ARC170_SUPPORT: Record<string, Ability[]> = {
  'pilot:ibtisam': [
    {
      source: { kind: 'pilot', xws: 'ibtisam' },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, fullyExecuted, { kind: 'has-token', token: 'stress', who: 'self' }] },
      optional: true,
      effect: { kind: 'roll-attack-die', onHit: REMOVE_STRESS, onCrit: REMOVE_STRESS },
      summary: 'Ibtisam: stressed after a full maneuver, roll an attack die; a hit or a crit removes one stress token.',
    },
  ],
};
