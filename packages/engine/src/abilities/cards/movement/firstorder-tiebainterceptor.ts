/**
 * First Order TIE/ba interceptor abilities about repositions, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - Fine-tuned Thrusters (the TIE/ba's ship ability): after a fully executed maneuver, a ship holding neither a
 *   deplete nor a strain token may take one of them (its owner's choice) to perform a lock or barrel roll action
 *   (white: the ability names no colour).
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';

const LOCK_OR_ROLL: ActionDef[] = [
  { type: 'lock', difficulty: 'white' },
  { type: 'barrel-roll', difficulty: 'white' },
];

export const FIRSTORDER_TIEBAINTERCEPTOR_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:finetunedthrusters': [
    {
      source: { kind: 'ship-ability', id: 'finetunedthrusters' },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [
          self,
          fullyExecuted,
          { kind: 'not', of: { kind: 'has-token', token: 'deplete', who: 'self' } },
          { kind: 'not', of: { kind: 'has-token', token: 'strain', who: 'self' } },
          { kind: 'can-perform', actions: LOCK_OR_ROLL },
        ],
      },
      optional: true,
      // The token taken is the owner's choice: one 'use:<token>' option each.
      choices: () => [
        { id: 'deplete', label: 'Gain a deplete token' },
        { id: 'strain', label: 'Gain a strain token' },
      ],
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'gain-chosen-token' },
          { kind: 'grant-action', actions: LOCK_OR_ROLL, why: 'Fine-tuned Thrusters' },
        ],
      },
      summary: 'Fine-tuned Thrusters: gain a deplete or strain token to perform a lock or barrel roll action.',
    },
  ],
};
