/**
 * Resistance transport pod pilots about repositions, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - BB-8: in the System Phase, he may barrel roll or boost as a red action. Reading: "red" qualifies both actions
 *   the card names (as on Sensitive Controls, whose wording names both).
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

const RED_REPOSITION: ActionDef[] = [
  { type: 'barrel-roll', difficulty: 'red' },
  { type: 'boost', difficulty: 'red' },
];

export const RESISTANCE_RESISTANCETRANSPORTPOD_MOVEMENT: Record<string, Ability[]> = {
  'pilot:bb8': [
    {
      source: { kind: 'pilot', xws: 'bb8' },
      window: 'system',
      when: { kind: 'all', of: [self, { kind: 'can-perform', actions: RED_REPOSITION }] },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: RED_REPOSITION, why: 'BB-8, System Phase' },
      summary: 'BB-8: in the System Phase, you may barrel roll or boost as a red action.',
    },
  ],
};
