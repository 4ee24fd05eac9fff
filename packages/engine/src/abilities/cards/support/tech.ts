/**
 * Tech upgrades (and the ship abilities that say the same) that work with locks, each in our own words (never card
 * text). Keys as in source-keys.ts ("upgrade:<xws>:<side>", "ship-ability:<id>").
 *
 * - Experimental Scanners (the Evacuation of D'Qar tech card, and the E-wing's ship ability of that name): the ship's
 *   Lock action reaches beyond range 3, but not a ship at range 1 (000 "List of Actions": Lock, range 0–3). Two
 *   standing `action-range` records, the last that holds toward a ship winning (static.ts actionRange): range 0–4 and
 *   beyond ("4 or more": any range), then, toward a ship at range 1 only, range 2 and beyond. Our reading: the card
 *   speaks of the Lock action's range (a lock another ability gives names its own ship), and a ship at range 0 stays
 *   in reach (the card takes away range 1 alone).
 * - Interference Array (the Evacuation of D'Qar tech card): once the ship's coordinate is over, a charge of the card
 *   may jam an enemy ship within range 0–1 of the ship it coordinated (`choose` `rangeFrom: 'other'`: the coordinated
 *   ship is the window's other party, as ST-321 reads it). The token is assigned, not a Jam action's: the jam token's
 *   own rules follow (supplement "Jam").
 * - Targeting Relay (the Evacuation of D'Qar tech card): after a friendly ship — the ship itself included — acquires a
 *   lock on an enemy that is at range 0–1 of the card's ship, that ship may pay a charge and a stress token (the price, paid
 *   first); the locking ship then gains a calculate token. Reading: the range band belongs to the enemy ship locked
 *   (the nearest noun). The ships are the window's parties seen by a third ship ('subject': the locker,
 *   'subject-other': the ship locked), so any lock counts, the Lock action's or an ability's (000 "Lock").
 * - Targeting Synchronizer: an aura of window 'attack:weapon-requirement' (static.ts weaponRequirementWaiver reads
 *   another friendly ship's free waiver that reaches the attacker): a friendly ship at range 1–2 of the card's ship
 *   attacking a ship the card's ship locks needs no lock for its weapon (000 "Special Weapons", "Lock"). The condition
 *   is seen from the card's ship, the defender being the question's other party, 'subject-other'.
 */
import type { Ability, AbilitySource } from '../../vocabulary/types.js';

function experimentalScanners(source: AbilitySource, name: string): Ability[] {
  return [
    {
      source,
      window: 'action:range',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'action-range', action: 'lock', min: 0, max: 4 },
      summary: `${name}: your locks reach beyond range 3.`,
    },
    {
      source,
      window: 'action:range',
      when: { kind: 'always' },
      optional: false,
      effect: {
        kind: 'action-range',
        action: 'lock',
        min: 2,
        max: 4,
        target: { kind: 'range', to: 'other', min: 1, max: 1 },
      },
      summary: `${name}: you cannot lock a ship at range 1.`,
    },
  ];
}

export const SUPPORT_TECH: Record<string, Ability[]> = {
  'upgrade:interferencearray-evacuationofdqar:0': [
    {
      source: { kind: 'upgrade', xws: 'interferencearray-evacuationofdqar', side: 0 },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['coordinate'] }],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      choose: { side: 'enemy', range: [0, 1], rangeFrom: 'other', label: 'is assigned a jam token' },
      effect: { kind: 'gain-token', token: 'jam', count: 1, who: 'chosen' },
      summary: 'Interference Array: a charge, once your coordinate is over, jams an enemy near the coordinated ship.',
    },
  ],
  'upgrade:experimentalscanners-evacuationofdqar:0': experimentalScanners(
    { kind: 'upgrade', xws: 'experimentalscanners-evacuationofdqar', side: 0 },
    'Experimental Scanners',
  ),
  'ship-ability:experimentalscanners': experimentalScanners(
    { kind: 'ship-ability', id: 'experimentalscanners' },
    'Experimental Scanners',
  ),
  'upgrade:targetingrelay-evacuationofdqar:0': [
    {
      source: { kind: 'upgrade', xws: 'targetingrelay-evacuationofdqar', side: 0 },
      window: 'lock:after-acquire',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-ship', side: 'friendly' },
          { kind: 'ship-is', who: 'subject-other', side: 'enemy' },
          { kind: 'range', to: 'subject-other', min: 0, max: 1 },
        ],
      },
      optional: true,
      cost: [
        { kind: 'spend-charge', count: 1 },
        { kind: 'gain-token', token: 'stress', count: 1 },
      ],
      effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'subject' },
      summary:
        'Targeting Relay: a friend locked an enemy near you; a charge and a stress give that friend a calculate.',
    },
  ],
  'upgrade:targetingsynchronizer:0': [
    {
      source: { kind: 'upgrade', xws: 'targetingsynchronizer', side: 0 },
      window: 'attack:weapon-requirement',
      when: { kind: 'locking', who: 'self', target: 'subject-other' },
      reach: { side: 'friendly', min: 1, max: 2 },
      optional: true,
      effect: { kind: 'waive-weapon-requirement', requirements: ['lock'], specialOnly: false },
      summary: 'Targeting Synchronizer: a friendly ship at range 1–2 attacking a ship you lock needs no lock.',
    },
  ],
};
