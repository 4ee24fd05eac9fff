/**
 * Scum BTL-A4 Y-wing abilities of the subsystems group (devices), each in our own words (never card text):
 *
 * - Padric: once a device a friendly ship placed has detonated while he held a lock on it, every enemy ship at range
 *   0–1 of that device gains a strain token ('device:after-detonate', `device-locked`, `device-owner`, and `each-ship`
 *   whose `where` measures `near-device` from the device's token, gone from the play area by then).
 *   Reading: 000 "Objects" says ships can acquire locks on objects, while its Lock action names a ship at range 0–3;
 *   the card is only of use if his locks can be on devices, so his own Lock action may also choose a device at range
 *   0–3 of him (`lock-objects` with `objects: ['device']`). A device's detonation is its effect resolved on the ships
 *   it reaches (000 "Devices"): a fused device that loses a marker, or one an ability keeps from detonating, has not
 *   detonated.
 */
import type { Ability } from '../../vocabulary/types.js';

const PADRIC = { kind: 'pilot', xws: 'padric' } as const;

export const SCUM_BTLA4_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:padric': [
    {
      source: PADRIC,
      window: 'action:lock-objects',
      // Seen from Padric with the locking ship as `other`: his own lock only.
      when: { kind: 'is-other-party' },
      optional: false,
      effect: { kind: 'lock-objects', from: 'holder', min: 0, max: 3, objects: ['device'] },
      summary: 'Padric: your Lock action may also choose a device at range 0–3.',
    },
    {
      source: PADRIC,
      window: 'device:after-detonate',
      when: { kind: 'all', of: [{ kind: 'device-locked' }, { kind: 'device-owner', side: 'friendly' }] },
      optional: false,
      effect: {
        kind: 'each-ship',
        ships: { side: 'enemy', where: { kind: 'near-device', max: 1 } },
        effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'chosen' },
      },
      summary:
        'Padric: the friendly device you locked detonated; each enemy ship at range 0–1 of it gains a strain token.',
    },
  ],
};
