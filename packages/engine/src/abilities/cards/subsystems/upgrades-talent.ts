/**
 * Talent upgrades of the subsystems group. In our own words:
 *
 * - Feedback Ping: after another ship executes a maneuver, if it ends at range 0–1 of a device a friendly ship
 *   placed, the ship may acquire a lock on it, whatever the range (a ship cannot lock itself, so its own maneuver
 *   does not count; what forbids a lock still does).
 * - Swift Approach (swz98): after the ship drops or launches a device (in the System Phase, where every drop is), it
 *   may perform a white barrel roll or boost, even while stressed.
 * - Ensnare (Nantex): at the end of the Activation Phase, a tractored ship may move one of its tractor tokens to a
 *   ship in its single turret arc at range 0–1 (the token given by this ship: its player decides the tractor move,
 *   supplement "Tractor").
 * - Parting Gift (Battle over Endor): as the ship is destroyed, before it is removed, it may drop or launch one bomb of
 *   a device card it equips with the 1-bank left, 1-straight or 1-bank right, that card's charge spent
 *   (`place-equipped-device`). Reading: it is asked while the ship still stands in the play area — a ship destroyed
 *   in the Engagement Phase stays until its initiative step ends (000 "Destroying Ships"); destroyed in another phase
 *   it is removed at once, and nothing is offered.
 * - Top Cover (swz98): after a friendly ship at range 0–1 of the ship (itself included) defends, if the ship has not
 *   dropped or launched a device this round, it may launch one device of a device card it equips with the 3-bank
 *   left, 3-straight or 3-bank right (that card's charge spent: `place-equipped-device`). The ship ignores the effects
 *   of devices friendly ships placed (`ignore-devices`: a detonation does not affect it; devices.ts).
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { equippedDevice } from './placement.js';

const ROLL_OR_BOOST: ActionDef[] = [
  { type: 'barrel-roll', difficulty: 'white' },
  { type: 'boost', difficulty: 'white' },
];

export const SUBSYSTEM_TALENTS: Record<string, Ability[]> = {
  'upgrade:topcover-swz98:0': [
    {
      source: { kind: 'upgrade', xws: 'topcover-swz98', side: 0 },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-party-near', party: 'defender', min: 0, max: 1, includeSelf: true },
          { kind: 'not', of: { kind: 'placed-device' } },
        ],
      },
      optional: true,
      ...equippedDevice({ how: 'launch', templates: ['3B', '3F', '3N'] }),
      summary: 'Top Cover: a friendly ship at range 0–1 defended, launch a device with a speed 3 template.',
    },
    {
      source: { kind: 'upgrade', xws: 'topcover-swz98', side: 0 },
      window: 'device:ignore',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'ignore-devices', owner: 'friendly' },
      summary: 'Top Cover: you ignore the effects of friendly devices.',
    },
  ],
  'upgrade:partinggift-battleoverendor:0': [
    {
      source: { kind: 'upgrade', xws: 'partinggift-battleoverendor', side: 0 },
      window: 'ship:after-destroyed',
      when: { kind: 'subject-is-self' },
      optional: true,
      ...equippedDevice({ types: ['bomb'], how: 'either', templates: ['1B', '1F', '1N'] }),
      summary: 'Parting Gift: you are destroyed, drop or launch a bomb with a speed 1 straight or bank template.',
    },
  ],
  'upgrade:feedbackping:0': [
    {
      source: { kind: 'upgrade', xws: 'feedbackping', side: 0 },
      window: 'maneuver:after-execute',
      // The window's other party, seen from another ship, is the ship that moved; after its own maneuver the ship has
      // no other party, so the condition never holds for it.
      when: { kind: 'near-placed-device', who: 'other', owner: 'friendly', min: 0, max: 1 },
      optional: true,
      effect: { kind: 'acquire-lock', who: 'self', on: 'other' },
      summary: 'Feedback Ping: lock the ship that just moved near a friendly device, ignoring range.',
    },
  ],
  'upgrade:swiftapproach-swz98:0': [
    {
      source: { kind: 'upgrade', xws: 'swiftapproach-swz98', side: 0 },
      window: 'device:after-place',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'can-perform', actions: ROLL_OR_BOOST, ignoreStress: true }],
      },
      // The action prompt itself offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: ROLL_OR_BOOST, why: 'Swift Approach', ignoreStress: true },
      summary: 'Swift Approach: after you drop or launch a device, you may barrel roll or boost, even while stressed.',
    },
  ],
  'upgrade:ensnare:0': [
    {
      source: { kind: 'upgrade', xws: 'ensnare', side: 0 },
      window: 'phase:end',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-data', key: 'phase', oneOf: ['activation'] }, { kind: 'tractored' }],
      },
      optional: true,
      choose: {
        side: 'any',
        range: [0, 1],
        inArc: { arc: 'single-turret' },
        label: 'takes one of your tractor tokens',
      },
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'remove-token', token: 'tractor', count: 1, who: 'self' },
          { kind: 'gain-token', token: 'tractor', count: 1, who: 'chosen' },
        ],
      },
      summary: 'Ensnare: move one of your tractor tokens to a ship in your turret arc at range 0–1.',
    },
  ],
};
