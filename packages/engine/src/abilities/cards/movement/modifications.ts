/**
 * Modification upgrades about maneuvers and actions, each in our own words. Keys as in source-keys.ts
 * ("upgrade:<xws>:<side>").
 *
 * - Advanced SLAM: after a SLAM whose maneuver was fully executed, one of the ship's white actions, as red.
 */
import type { Ability } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';

export const MOVEMENT_MODIFICATIONS: Record<string, Ability[]> = {
  'upgrade:advancedslam:0': [
    {
      source: { kind: 'upgrade', xws: 'advancedslam', side: 0 },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'subject-data', key: 'action', oneOf: ['slam'] },
          // The SLAM's maneuver is the ship's last move: a partial one is marked on it (movement.ts).
          fullyExecuted,
          { kind: 'can-perform', actions: 'own-white-bar' },
        ],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: {
        kind: 'grant-action',
        actions: 'own-white-bar',
        asRed: true,
        why: 'Advanced SLAM, a white action as red',
      },
      summary: 'Advanced SLAM: after a fully executed SLAM, perform one of your white actions as a red action.',
    },
  ],
};
