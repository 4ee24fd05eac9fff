/**
 * Scum ST-70 assault ship pilots about repositions, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - Q90: after fully executing an advanced maneuver, a strain token buys a calculate or barrel roll action, stressed
 *   or not. Reading: "if you do" — the strain is the price of the action, paid as the ability is used (its action
 *   prompt may still be passed). The advanced maneuvers are the Koiogran turn, Segnor's loop and Tallon roll (000
 *   "Advanced Maneuvers"), and, as the 2.0 Rules Reference lists them, the stationary and reverse maneuvers.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';

const CALCULATE_OR_ROLL: ActionDef[] = [
  { type: 'calculate', difficulty: 'white' },
  { type: 'barrel-roll', difficulty: 'white' },
];

export const SCUM_ST70ASSAULTSHIP_MOVEMENT: Record<string, Ability[]> = {
  'pilot:q90': [
    {
      source: { kind: 'pilot', xws: 'q90' },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [
          self,
          fullyExecuted,
          {
            kind: 'maneuver-is',
            kinds: ['koiogran', 'segnor', 'tallon', 'stationary', 'reverse-straight', 'reverse-bank'],
          },
          { kind: 'can-perform', actions: CALCULATE_OR_ROLL, ignoreStress: true },
        ],
      },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'strain', count: 1 }],
      effect: { kind: 'grant-action', actions: CALCULATE_OR_ROLL, ignoreStress: true, why: 'Q90' },
      summary: 'Q90: gain a strain token to calculate or barrel roll, even while stressed.',
    },
  ],
};
