/**
 * First Order TIE/se bomber abilities about repositions, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - Pursuit Thrusters (the TIE/se's ship ability): in the System Phase, the ship may perform a boost action (white:
 *   the ability names no colour, 000 "Action Difficulty").
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

const BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'white' }];

export const FIRSTORDER_TIESEBOMBER_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:pursuitthrusters': [
    {
      source: { kind: 'ship-ability', id: 'pursuitthrusters' },
      window: 'system',
      when: { kind: 'all', of: [self, { kind: 'can-perform', actions: BOOST }] },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: BOOST, why: 'Pursuit Thrusters, System Phase' },
      summary: 'Pursuit Thrusters: in the System Phase, you may perform a boost action.',
    },
  ],
};
