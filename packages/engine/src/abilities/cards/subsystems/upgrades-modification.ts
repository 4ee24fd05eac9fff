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
 * - Drop-Seat Bay (Gauntlet fighter): squad building, a device slot fewer and two crew slots more (the content's
 *   grants); and a remote of a crew card (the commando teams) that the ship would drop with a straight template may be
 *   dropped with the bank left or right of the same speed instead, set at the rear guides or with its middle line at
 *   the hashmark of the base's left or right side (`device-placement-alternative` with `deviceKinds` 'remote' and
 *   `cardTypes` 'crew', `to.templates` 'banks', `to.side`). Reading: the side hashmark is offered with the bank only, as
 *   the card ties the two; a bank set at a side lands as a launch from the ship turned 90° that way (devices.ts
 *   `landing`), the commando team's token outline being the bomb's as its card's drop already uses it.
 */
import type { Ability } from '../../vocabulary/types.js';
import { placementAlternative } from './placement.js';
import { slotsCard } from './upgrades-title.js';

const STRAIGHTS = ['1F', '2F', '3F', '4F', '5F'];
const DROP_SEAT = { kind: 'upgrade', xws: 'dropseatbay', side: 0 } as const;

export const SUBSYSTEM_MODIFICATIONS: Record<string, Ability[]> = {
  'upgrade:dropseatbay:0': [
    ...slotsCard('dropseatbay', 'Drop-Seat Bay', [
      { slot: 'crew', amount: 2 },
      { slot: 'device', amount: -1 },
    ]),
    ...([false, true] as const).map((side) =>
      placementAlternative(
        DROP_SEAT,
        {
          kind: 'device-placement-alternative',
          deviceKinds: ['remote'],
          cardTypes: ['crew'],
          from: { how: 'drop', templates: STRAIGHTS },
          to: { templates: 'banks', ...(side ? { side } : {}) },
        },
        side
          ? 'Drop-Seat Bay: a crew remote dropped with a straight may use a bank of that speed at your side hashmark.'
          : 'Drop-Seat Bay: a crew remote dropped with a straight may use a bank of that speed instead.',
      ),
    ),
  ],
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
