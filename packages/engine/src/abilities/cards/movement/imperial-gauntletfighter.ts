/**
 * Imperial Gauntlet fighter pilots about maneuvers, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - Captain Hark: with Swivel Wing down (side 0 faceup), a stationary maneuver revealed is executed instead as a
 *   1-bank sideslip, left or right as his player answers, of the stationary maneuver's difficulty (`execute-as`'s
 *   `sideslip`, docs/geometry.md "Sideslips"); once he has executed it, the Swivel Wing card flips (a mandatory record
 *   of 'maneuver:after-execute' read with `maneuver-is`'s `sideslip`).
 */
import type { Ability, Condition } from '../../vocabulary/types.js';
import { self } from '../common.js';

/** Swivel Wing down: a dual configuration card with side 0 faceup (Swivel Wing is the Gauntlet's one such card). */
const WINGS_DOWN: Condition = { kind: 'has-dual-upgrade', type: 'configuration', side: 0 };

export const IMPERIAL_GAUNTLETFIGHTER_MOVEMENT: Record<string, Ability[]> = {
  'pilot:captainhark': [
    {
      source: { kind: 'pilot', xws: 'captainhark' },
      window: 'activation:after-reveal',
      when: { kind: 'all', of: [self, { kind: 'maneuver-is', kinds: ['stationary'] }, WINGS_DOWN] },
      optional: false,
      choices: () => [
        { id: '1B', label: 'Execute a 1 bank left sideslip' },
        { id: '1N', label: 'Execute a 1 bank right sideslip' },
      ],
      effect: { kind: 'execute-as', sideslip: true },
      summary: 'Captain Hark: your stationary maneuver becomes a 1-bank sideslip, left or right.',
    },
    {
      source: { kind: 'pilot', xws: 'captainhark' },
      window: 'maneuver:after-execute',
      // Only his own record makes him sideslip, and only with the wings down: no clause for them again.
      when: { kind: 'all', of: [self, { kind: 'maneuver-is', sideslip: true }] },
      optional: false,
      effect: { kind: 'flip-upgrade', xws: 'swivelwing' },
      summary: 'Captain Hark: after that sideslip, flip Swivel Wing.',
    },
  ],
};
