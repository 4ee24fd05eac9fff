/**
 * Modification upgrades of the subsystems group (devices). In our own words:
 *
 * - Delayed Fuses: after the ship drops, launches or places a bomb or mine, it may put a fuse marker on that device
 *   (a fused device that would detonate loses the marker instead: devices.ts; every device the engine places today
 *   is a bomb or a mine, so the window needs no test of the device's kind).
 * - Ablative Plating: when the ship is about to suffer damage from an obstacle it moved through or onto, or from a
 *   bomb of its own side detonating, it may spend a charge to suffer 1 damage less. An optional replacement, asked
 *   before the damage (abilities/replace.ts askInstead; the point's `cause` is set by movement.ts and devices.ts).
 *   Reading: "prevent 1 damage" takes a crit before a hit (the owner's better choice; nothing says which).
 * - Impervium Plating (Belbullab-22): as a faceup damage card of the Ship trait is about to be dealt to the ship, it
 *   may spend a charge and have that card discarded rather than dealt ('damage:before-card', damage.ts). Asked only
 *   where the damage can wait for the question: an attack's damage.
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
  'upgrade:ablativeplating:0': [
    {
      source: { kind: 'upgrade', xws: 'ablativeplating', side: 0 },
      window: 'instead:suffer-damage',
      when: { kind: 'subject-data', key: 'cause', oneOf: ['obstacle', 'friendly-bomb'] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'instead', effect: { kind: 'prevent-damage', count: 1 } },
      summary: 'Ablative Plating: spend a charge to suffer 1 damage less from this obstacle or friendly bomb.',
    },
  ],
  'upgrade:imperviumplating:0': [
    {
      source: { kind: 'upgrade', xws: 'imperviumplating', side: 0 },
      window: 'damage:before-card',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'damage-card-is', facing: 'faceup', traits: ['ship'] }],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'change-damage-card', to: 'discard' },
      summary: 'Impervium Plating: spend a charge to discard this faceup Ship damage card rather than be dealt it.',
    },
  ],
};
