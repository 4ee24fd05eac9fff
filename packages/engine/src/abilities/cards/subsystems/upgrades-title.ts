/**
 * Title upgrades of the subsystems group (the damage deck). In our own words:
 *
 * - Gauntlet: in its System Phase step, the ship may spend a charge to repair a faceup Ship damage card (the crew
 *   slot it adds is squad building, in the content).
 */
import type { Ability } from '../../vocabulary/types.js';

export const SUBSYSTEM_TITLES: Record<string, Ability[]> = {
  'upgrade:gauntlet:0': [
    {
      source: { kind: 'upgrade', xws: 'gauntlet', side: 0 },
      window: 'system',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'has-damage-card', facing: 'faceup', trait: 'ship' }],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'repair-damage', facing: 'faceup', trait: 'ship' },
      summary: 'Gauntlet: spend a charge to repair a faceup Ship damage card.',
    },
  ],
};
