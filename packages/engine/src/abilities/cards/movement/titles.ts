/**
 * Titles about maneuvers and actions, each in our own words. Keys as in source-keys.ts ("upgrade:<xws>:<side>").
 *
 * - Dauntless (VT-49 Decimator): after a maneuver cut short (partially executed), one of its white actions, as red.
 */
import type { Ability } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';

export const MOVEMENT_TITLES: Record<string, Ability[]> = {
  'upgrade:dauntless:0': [
    {
      source: { kind: 'upgrade', xws: 'dauntless', side: 0 },
      window: 'maneuver:after-execute',
      // After executing, a maneuver not fully executed is a partial one (000 "Moving Through and Overlapping").
      when: {
        kind: 'all',
        of: [self, { kind: 'not', of: fullyExecuted }, { kind: 'can-perform', actions: 'own-white-bar' }],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: 'own-white-bar', asRed: true, why: 'Dauntless, a white action as red' },
      summary: 'Dauntless: after a partial maneuver, perform one of your white actions as a red action.',
    },
  ],
};
