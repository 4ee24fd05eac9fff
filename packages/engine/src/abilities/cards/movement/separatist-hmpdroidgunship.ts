/**
 * Separatist HMP droid gunship pilots about repositions, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - Onderon Oppressor: after a barrel roll action, if he is stressed (the roll red, or stressed before by a permission),
 *   he gains a calculate token. Reading: the card's sideslips are maneuvers no template of the engine makes yet (the
 *   HMP's own dial has none; only cards turn a bank or turn into one), so the barrel roll is the part that can happen.
 */
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

export const SEPARATIST_HMPDROIDGUNSHIP_MOVEMENT: Record<string, Ability[]> = {
  'pilot:onderonoppressor': [
    {
      source: { kind: 'pilot', xws: 'onderonoppressor' },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'subject-data', key: 'action', oneOf: ['barrel-roll'] },
          { kind: 'has-token', token: 'stress', who: 'self' },
        ],
      },
      optional: false,
      effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
      summary: 'Onderon Oppressor: after a barrel roll while stressed, gain a calculate token.',
    },
  ],
};
