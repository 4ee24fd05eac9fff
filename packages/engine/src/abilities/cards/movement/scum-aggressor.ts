/**
 * Scum Aggressor assault fighter ship abilities about actions, each in our own words (never card text). Keys as in
 * source-keys.ts ("ship-ability:<id>").
 *
 * - Advanced Droid Brain (every IG-88): a calculate action gives one more calculate token.
 */
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

export const SCUM_AGGRESSOR_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:advanceddroidbrain': [
    {
      source: { kind: 'ship-ability', id: 'advanceddroidbrain' },
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'action', oneOf: ['calculate'] }] },
      optional: false,
      effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
      summary: 'Advanced Droid Brain: your calculate action gives you a second calculate token.',
    },
  ],
};
