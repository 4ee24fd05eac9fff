/**
 * Crew upgrades of the subsystems group (devices). In our own words:
 *
 * - Cad Bane: after the ship drops or launches a device, it may boost as a red action.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';

const RED_BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'red' }];

export const SUBSYSTEM_CREW: Record<string, Ability[]> = {
  'upgrade:cadbane:0': [
    {
      source: { kind: 'upgrade', xws: 'cadbane', side: 0 },
      window: 'device:after-place',
      when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'can-perform', actions: RED_BOOST }] },
      // The action prompt itself offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: RED_BOOST, why: 'Cad Bane' },
      summary: 'Cad Bane: after you drop or launch a device, you may boost as a red action.',
    },
  ],
};
