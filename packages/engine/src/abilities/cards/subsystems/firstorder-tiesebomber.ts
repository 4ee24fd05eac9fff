/**
 * First Order TIE/se bomber pilots of the subsystems group (devices: src/devices.ts), in our own words:
 *
 * - "Grudge": each time attack dice are rolled to resolve the effect of a detonating bomb or mine placed by a friendly
 *   ship (he counts: 000 "Friendly and Enemy") at range 0–2 of him, he may reroll one of those dice (window
 *   'device:reroll', asked as the dice are rolled for each ship it affects; 000 "Devices", "Modifying Dice"). Our
 *   reading: "friendly bomb or mine" is one a friendly ship placed (000 "Devices": a device is placed by a ship), and the
 *   range is measured from the device as it detonates.
 */
import type { Ability } from '../../vocabulary/types.js';

export const FIRSTORDER_TIESE_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:grudge': [
    {
      source: { kind: 'pilot', xws: 'grudge' },
      window: 'device:reroll',
      when: {
        kind: 'all',
        of: [
          { kind: 'near-device', max: 2 },
          { kind: 'device-owner', side: 'friendly' },
        ],
      },
      optional: true,
      effect: { kind: 'reroll-device-dice', count: 1 },
      summary: '“Grudge”: a friendly device at range 0–2 detonates, you may reroll one of the attack dice it rolls.',
    },
  ],
};
