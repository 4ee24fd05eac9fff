/**
 * Modification upgrades of the subsystems group (devices). In our own words:
 *
 * - Delayed Fuses: after the ship drops, launches or places a bomb or mine, it may put a fuse marker on that device
 *   (a fused device that would detonate loses the marker instead: devices.ts; every device the engine places today
 *   is a bomb or a mine, so the window needs no test of the device's kind).
 */
import type { Ability } from '../../vocabulary/types.js';

export const SUBSYSTEM_MODIFICATIONS: Record<string, Ability[]> = {
  'upgrade:delayedfuses:0': [
    {
      source: { kind: 'upgrade', xws: 'delayedfuses', side: 0 },
      window: 'device:after-place',
      when: { kind: 'subject-is-self' },
      optional: true,
      effect: { kind: 'fuse-device', count: 1 },
      summary: 'Delayed Fuses: put a fuse marker on the device you just placed.',
    },
  ],
};
