/**
 * Rebel UT-60D U-wing pilots about actions, each in our own words (never card text). Keys as in source-keys.ts.
 *
 * - Heff Tobber: after an enemy ship executes a maneuver (fully or not) that leaves it at range 0 of him, he may
 *   perform an action (the action prompt offers "pass"; 000 "Measuring Range": range 0 is touching or overlapping).
 */
import type { Ability } from '../../vocabulary/types.js';

export const REBEL_UT60DUWING_MOVEMENT: Record<string, Ability[]> = {
  'pilot:hefftobber': [
    {
      source: { kind: 'pilot', xws: 'hefftobber' },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-ship', side: 'enemy' },
          // `other` is the ship that moved (the window's ship, seen from Heff Tobber).
          { kind: 'range', to: 'other', min: 0, max: 0 },
          { kind: 'can-perform', actions: 'own-bar' },
        ],
      },
      optional: false,
      effect: { kind: 'grant-action', actions: 'own-bar', why: 'Heff Tobber, an enemy at range 0' },
      summary: 'Heff Tobber: after an enemy ship ends a maneuver at range 0 of you, you may perform an action.',
    },
  ],
};
