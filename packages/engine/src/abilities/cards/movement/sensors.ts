/**
 * Sensor upgrades about actions, each in our own words. Keys as in source-keys.ts ("upgrade:<xws>:<side>").
 *
 * - Advanced Sensors: once the dial is revealed, one action from the ship's bar; having performed it, the ship may
 *   perform no other action for the rest of its activation (its Perform Action step included). The restriction is a
 *   lasting one that holds only once an action was performed this round, so passing the offered action leaves the
 *   Perform Action step free. Reading: an action the ship performed earlier this round (before it activated) would
 *   also count; no card of the game gives one before the reveal and after Advanced Sensors' own.
 */
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

export const MOVEMENT_SENSORS: Record<string, Ability[]> = {
  'upgrade:advancedsensors:0': [
    {
      source: { kind: 'upgrade', xws: 'advancedsensors', side: 0 },
      window: 'activation:after-reveal',
      when: { kind: 'all', of: [self, { kind: 'can-perform', actions: 'own-bar' }] },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'grant-action', actions: 'own-bar', why: 'Advanced Sensors' },
          {
            kind: 'last',
            until: 'end-of-activation',
            window: 'action:allowed',
            while: { kind: 'actions-performed', atLeast: 1 },
            effect: {
              kind: 'allow-only-actions',
              actions: [],
              cardActions: false,
              why: 'done with actions this activation (Advanced Sensors)',
            },
          },
        ],
      },
      summary: 'Advanced Sensors: perform an action before your maneuver; then no other action this activation.',
    },
  ],
};
