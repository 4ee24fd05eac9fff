/**
 * Imperial TIE/rb heavy abilities about the turret, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - Rotating Cannons (the TIE/rb's ship ability): the turret arc indicator points only forward or backward, and the
 *   ship's cannons whose card arc is the front arc attack from its single turret arc instead (000 "Turret Arcs",
 *   "Special Weapons": the arc requirement).
 * - "Rampage": once he has executed a speed 3 or 4 maneuver (fully or not: "execute"), he may pick a ship, friendly or
 *   enemy, in his single turret arc at range 0–1: it gains a strain token, and a second one when he is damaged (a
 *   damage card, facedown or faceup; 000 "Damage Cards").
 */
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';
import { foreAndAftTurret, turretAsArcFor } from './turret.js';

export const IMPERIAL_TIERBHEAVY_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:rotatingcannons': [
    foreAndAftTurret('rotatingcannons', 'Rotating Cannons'),
    turretAsArcFor('rotatingcannons', 'Rotating Cannons', 'cannon'),
  ],
  'pilot:rampage': [
    {
      source: { kind: 'pilot', xws: 'rampage' },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, { kind: 'maneuver-is', speeds: [3, 4] }] },
      optional: true,
      choose: { side: 'any', range: [0, 1], inArc: { arc: 'single-turret' }, label: 'gains strain' },
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'gain-token', token: 'strain', count: 1, who: 'chosen' },
          {
            kind: 'if-holds',
            when: { kind: 'damaged', who: 'self' },
            effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'chosen' },
          },
        ],
      },
      summary:
        '"Rampage": after a speed 3–4 maneuver, a ship in your turret arc at range 0–1 gains strain (2 if you are damaged).',
    },
  ],
};
