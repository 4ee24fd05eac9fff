/**
 * Galactic Republic Eta-2 Actis abilities about repositions, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - Intuitive Controls (the Eta-2's ship ability): in the System Phase, the ship may barrel roll or boost as a purple
 *   action (it spends 1 Force: 000 "Action Difficulty").
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

const PURPLE_REPOSITION: ActionDef[] = [
  { type: 'barrel-roll', difficulty: 'purple' },
  { type: 'boost', difficulty: 'purple' },
];

export const REPUBLIC_ETA2ACTIS_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:intuitivecontrols': [
    {
      source: { kind: 'ship-ability', id: 'intuitivecontrols' },
      window: 'system',
      when: { kind: 'all', of: [self, { kind: 'can-perform', actions: PURPLE_REPOSITION }] },
      // The action prompt offers "pass": no separate question; the purple action's Force is paid as it is performed.
      optional: false,
      effect: { kind: 'grant-action', actions: PURPLE_REPOSITION, why: 'Intuitive Controls, System Phase' },
      summary: 'Intuitive Controls: in the System Phase, you may barrel roll or boost as a purple action.',
    },
  ],
};
