/**
 * Separatist Alliance Hyena-class droid bomber pilots that chain actions, each in our own words (never card text).
 * Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - DBS-32C (Siege of Coruscant): after it performs a Calculate action, it may spend one of its charges to perform a
 *   Jam action (000 "List of Actions": a ship at range 1). The granted action offers "pass".
 */
import type { Ability } from '../../vocabulary/types.js';

export const SEPARATIST_HYENA_SUPPORT: Record<string, Ability[]> = {
  'pilot:dbs32c-siegeofcoruscant': [
    {
      source: { kind: 'pilot', xws: 'dbs32c-siegeofcoruscant' },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['calculate'] }],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: [{ type: 'jam', difficulty: 'white' }], why: 'DBS-32C' },
      summary: 'DBS-32C: you calculated, spend a charge to perform a jam action.',
    },
  ],
};
