/**
 * Resistance MG-100 StarFortress abilities of the subsystems group (devices). In our own words:
 *
 * - Modular Bombing Magazine (the ship ability of the Evacuation of D'Qar StarFortresses): a device the ship drops
 *   may instead have its template set with its middle line at the hashmark of the base's left or right side (more
 *   placement options of the drop, "@left" / "@right": `device-placement-alternative`'s `to.side`; devices.ts).
 * - Paige Tico (pilot, 1 recurring charge): once she has dropped a device, she may spend her charge to drop one more
 *   device of a device card she equips (its own templates, its charge spent: `place-equipped-device`). A launch does
 *   not set it off.
 * - Edon Kappehl: once he has fully executed a blue or white maneuver, if no device of his was dropped or launched
 *   yet this round, he may drop one device of a device card he equips (as Paige's drop).
 * - Finch Dallow (Evacuation of D'Qar): while not stressed, a device he would drop with a straight template may be
 *   dropped with the bank left or right of the same speed, for a stress token (`device-placement-alternative`'s
 *   `price`, paid as the device is placed; the option says the price).
 * - Finch Dallow (pilot:finchdallow): a bomb he would drop may instead be placed touching his base (`device-placement-alternative`'s
 *   `touching`: more options of the drop, the token against the middle of the base's rear, front, left or right
 *   edge). Readings: "anywhere touching you" is offered as those four spots; the bomb so placed still counts as the
 *   ship's drop for the rest ('device:after-place' says `how` 'drop').
 */
import type { Ability } from '../../vocabulary/types.js';
import { equippedDevice, placementAlternative } from './placement.js';

const DROP_ONE = equippedDevice({ how: 'drop' });

export const RESISTANCE_MG100_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:finchdallow-evacuationofdqar': [
    {
      ...placementAlternative(
        { kind: 'pilot', xws: 'finchdallow-evacuationofdqar' },
        {
          kind: 'device-placement-alternative',
          from: { how: 'drop', templates: ['1F', '2F', '3F', '4F', '5F'] },
          to: { templates: 'banks' },
          price: { stress: 1 },
        },
        'Finch Dallow: not stressed, drop a device with a bank instead of a straight of that speed for a stress token.',
      ),
      when: { kind: 'not', of: { kind: 'has-token', token: 'stress', who: 'self' } },
    },
  ],
  'ship-ability:modularbombingmagazine': [
    placementAlternative(
      { kind: 'ship-ability', id: 'modularbombingmagazine' },
      { kind: 'device-placement-alternative', from: { how: 'drop' }, to: { templates: 'same', side: true } },
      'Modular Bombing Magazine: a dropped device may be set at the hashmark of your left or right side.',
    ),
  ],
  'pilot:finchdallow': [
    placementAlternative(
      { kind: 'pilot', xws: 'finchdallow' },
      {
        kind: 'device-placement-alternative',
        deviceKinds: ['bomb'],
        from: { how: 'drop' },
        to: { templates: 'same', touching: true },
      },
      'Finch Dallow: a bomb you would drop may be placed touching your base instead.',
    ),
  ],
  'pilot:paigetico': [
    {
      source: { kind: 'pilot', xws: 'paigetico' },
      window: 'device:after-place',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'how', oneOf: ['drop'] }],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      ...DROP_ONE,
      summary: 'Paige Tico: you dropped a device, spend a charge to drop another one.',
    },
  ],
  'pilot:edonkappehl': [
    {
      source: { kind: 'pilot', xws: 'edonkappehl' },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'maneuver', fully: true, difficulty: ['blue', 'white'] },
          { kind: 'not', of: { kind: 'placed-device' } },
        ],
      },
      optional: true,
      ...DROP_ONE,
      summary: 'Edon Kappehl: after a blue or white maneuver, with no device placed yet this round, drop a device.',
    },
  ],
};
