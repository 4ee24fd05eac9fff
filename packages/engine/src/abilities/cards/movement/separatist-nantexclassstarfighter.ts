/**
 * Separatist Nantex-class starfighter abilities about the turret, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - Pinpoint Tractor Array (the Nantex's ship ability): the turret arc indicator never points backward (000 "Turret
 *   Arcs"); after a fully executed maneuver, the ship may gain a tractor token to perform a rotate action. Gaining
 *   the token as a small ship tractors it, so the tractor token's rule lets its own player move it (supplement
 *   "Tractor": the player whose effect gave the token).
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';

const ROTATE: ActionDef[] = [{ type: 'rotate-arc', difficulty: 'white' }];

export const SEPARATIST_NANTEXCLASSSTARFIGHTER_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:pinpointtractorarray': [
    {
      source: { kind: 'ship-ability', id: 'pinpointtractorarray' },
      window: 'ship:turret',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'turret-facings', allowed: ['front', 'left', 'right'] },
      summary: 'Pinpoint Tractor Array: your turret arc indicator never points to your rear arc.',
    },
    {
      source: { kind: 'ship-ability', id: 'pinpointtractorarray' },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, fullyExecuted, { kind: 'can-perform', actions: ROTATE }] },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'tractor', count: 1 }],
      effect: { kind: 'grant-action', actions: ROTATE, why: 'Pinpoint Tractor Array' },
      summary: 'Pinpoint Tractor Array: gain a tractor token to perform a rotate action.',
    },
  ],
};
