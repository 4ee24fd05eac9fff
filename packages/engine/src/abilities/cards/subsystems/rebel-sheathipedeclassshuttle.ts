/**
 * Rebel Sheathipede-class shuttle ship ability of the subsystems group (docking: src/docking.ts; the Ghost takes one
 * Sheathipede, docking.ts). In our own words:
 *
 * - Comms Shuttle: while the shuttle is docked, its carrier has this ship ability (`lend-ship-ability`, read by
 *   source-keys.ts; supplement "Dock", "Reserves": the docked shuttle's own abilities are inactive, so only the
 *   carrier acts on it): the carrier has a white Coordinate action on its bar, and before it activates it may perform
 *   a Coordinate action. The shuttle in play carries the key too, so the action before activating holds only for a
 *   ship with a ship docked with it (`docked` role 'carrier'): a Sheathipede is no carrier. Our reading: the action before activating is
 *   a real action (000 "Actions": granted by an ability, it counts toward the once-per-round limit of its type) and
 *   white, as the one the carrier gains; a stressed carrier cannot perform it (000 "Stress").
 */
import type { ActionDef } from '@xwing/content';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { self } from '../common.js';

const SOURCE = { kind: 'ship-ability', id: 'commsshuttle' } as const;
const COORDINATE: ActionDef[] = [{ type: 'coordinate', difficulty: 'white' }];
/** The ship carrying the key has a ship docked with it: the carrier, lent the ability by the docked shuttle. */
const carrier: Condition = { kind: 'docked', role: 'carrier' };

export const REBEL_SHEATHIPEDE_SUBSYSTEMS: Record<string, Ability[]> = {
  'ship-ability:commsshuttle': [
    {
      source: SOURCE,
      window: 'ship:abilities',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'lend-ship-ability', to: 'carrier' },
      summary: 'Comms Shuttle: while you are docked, your carrier has this ship ability.',
    },
    {
      source: SOURCE,
      window: 'action:bar',
      // Read of the carrier; the shuttle in play, which carries the key too, has a white Coordinate on its own bar
      // already, and the bar takes an action once (static.ts adjustedActionBar), so no condition is needed.
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'add-actions', actions: COORDINATE },
      summary: 'Comms Shuttle: you (the shuttle, or its carrier while it is docked) have a white Coordinate action.',
    },
    {
      source: SOURCE,
      window: 'activation:before-reveal',
      when: { kind: 'all', of: [self, carrier, { kind: 'can-perform', actions: COORDINATE }] },
      optional: true,
      effect: { kind: 'grant-action', actions: COORDINATE, why: 'Comms Shuttle, before activating' },
      summary: 'Comms Shuttle: the shuttle is docked with you, coordinate before you activate.',
    },
  ],
};
