/**
 * Imperial Lambda-class T-4a shuttle pilots about actions, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Lieutenant Sai: once his Coordinate action is over, if the ship he chose performed an action that is also on his
 *   own bar, he may perform that action too, in its colour on his bar (`grant-action` of 'coordinated-action'; the
 *   coordinating ship's 'action:after-perform' names the coordinated ship's action: supplement "Coordinate").
 */
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

export const IMPERIAL_LAMBDACLASST4ASHUTTLE_MOVEMENT: Record<string, Ability[]> = {
  'pilot:lieutenantsai': [
    {
      source: { kind: 'pilot', xws: 'lieutenantsai' },
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, { kind: 'has-action', who: 'self', action: 'coordinated-action' }] },
      optional: false,
      effect: { kind: 'grant-action', actions: 'coordinated-action', why: 'Lieutenant Sai' },
      summary: 'Lieutenant Sai: perform the action the ship you coordinated performed.',
    },
  ],
};
