/**
 * Rebel A/SF-01 B-wing abilities of the subsystems group (devices). In our own words:
 *
 * - Gyro-Cockpit (the ship ability of the Battle over Endor B-wings, the ship's 2 charges): after the ship gains a
 *   stress token it may spend 2 charges for an evade token; and a device it drops may instead have its template set
 *   with its middle line at the hashmark of its base's left or right side, for 1 charge (`device-placement-
 *   alternative`'s `to.side` with a `price`, paid as the device is placed: devices.ts).
 */
import type { Ability } from '../../vocabulary/types.js';
import { placementAlternative } from './placement.js';

const GYRO = { kind: 'ship-ability', id: 'gyrocockpit' } as const;

export const REBEL_ASF01_SUBSYSTEMS: Record<string, Ability[]> = {
  'ship-ability:gyrocockpit': [
    {
      source: GYRO,
      window: 'token:after-gain',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'token', oneOf: ['stress'] }],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 2 }],
      effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
      summary: 'Gyro-Cockpit: you gained a stress token, spend 2 charges to gain an evade token.',
    },
    placementAlternative(
      GYRO,
      {
        kind: 'device-placement-alternative',
        from: { how: 'drop' },
        to: { templates: 'same', side: true },
        price: { charge: 1 },
      },
      'Gyro-Cockpit: for a charge, a dropped device may be set at the hashmark of your left or right side.',
    ),
  ],
};
