/**
 * Legends and Relics cards (xwa-50p2.0) about coordinates, locks and tokens, each in our own words (never card text).
 * Keys as in source-keys.ts. The card facts come from YASB (scripts/sources/yasb-facts.json), as the community card
 * data lacks these cards.
 *
 * - Hera Syndulla (VCX-100): after she fully executes a red maneuver she may coordinate a friendly ship at range 1–3:
 *   an ability's coordinate, not the Coordinate action (supplement "Coordinate"), so the chosen ship performs an action
 *   of its bar, as Shaak Ti's second coordinate does (`grant-action` 'own-bar' on the chosen ship).
 * - Quinlan Vos (Eta-2 Actis): after he performs a barrel roll or boost action he may acquire a lock on a ship in his
 *   bullseye arc (any ship: the card does not say enemy; 000 "Lock": friendly ships may be locked too).
 * - Ursa Wren (Gauntlet fighter): after she acquires a lock on an enemy ship, with no enemy ship at range 0–1 of her,
 *   she may gain a reinforce token, fore or aft as her player picks (`gain-reinforce`; 000 "List of Actions").
 *
 * Reprints whose ability reads as their first printing's (`reprintOf`): Roiling Anger (Siege of Coruscant), Targeting
 * Relay (Evacuation of D'Qar).
 */
import type { Ability, ChooseShip } from '../../vocabulary/types.js';
import { self } from '../common.js';
import { reprintOf } from '../common.js';
import { SUPPORT_FORCE_POWERS } from './force-powers.js';
import { SUPPORT_TECH } from './tech.js';

/** A ship in Quinlan Vos's bullseye arc that he may lock now (obstacles at range 0 forbid it, 000 "Lock"). */
const BULLSEYE_LOCK: ChooseShip = {
  side: 'any',
  inArc: { arc: 'bullseye' },
  where: {
    kind: 'all',
    of: [
      { kind: 'lock-allowed', who: 'self' },
      { kind: 'lock-allowed', who: 'other' },
    ],
  },
  label: 'Quinlan Vos locks it',
};

export const LEGENDS_AND_RELICS_SUPPORT: Record<string, Ability[]> = {
  'pilot:herasyndulla-legendsandrelics': [
    {
      source: { kind: 'pilot', xws: 'herasyndulla-legendsandrelics' },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, { kind: 'maneuver', fully: true, difficulty: ['red'] }] },
      optional: true,
      choose: {
        side: 'friendly',
        range: [1, 3],
        where: { kind: 'can-perform', actions: 'own-bar' },
        label: 'is coordinated',
      },
      effect: { kind: 'grant-action', actions: 'own-bar', who: 'chosen', why: 'coordinated by Hera Syndulla' },
      summary: 'Hera Syndulla: a red maneuver fully executed; coordinate a friendly ship at range 1–3.',
    },
  ],
  'pilot:quinlanvos-legendsandrelics': [
    {
      source: { kind: 'pilot', xws: 'quinlanvos-legendsandrelics' },
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'action', oneOf: ['barrel-roll', 'boost'] }] },
      optional: true,
      choose: BULLSEYE_LOCK,
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      summary: 'Quinlan Vos: after a barrel roll or boost, lock a ship in your bullseye arc.',
    },
  ],
  'pilot:ursawren-legendsandrelics': [
    {
      source: { kind: 'pilot', xws: 'ursawren-legendsandrelics' },
      window: 'lock:after-acquire',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'ship-is', who: 'other', side: 'enemy' },
          { kind: 'ships-near', side: 'enemy', range: [0, 1], atMost: 0 },
        ],
      },
      optional: true,
      choices: () => [
        { id: 'fore', label: 'Gain a fore reinforce token' },
        { id: 'aft', label: 'Gain an aft reinforce token' },
      ],
      effect: { kind: 'gain-reinforce' },
      summary: 'Ursa Wren: you locked an enemy ship with no enemy at range 0–1; gain a reinforce token.',
    },
  ],
  'upgrade:roilinganger-legendsandrelics:0': reprintOf(
    SUPPORT_FORCE_POWERS['upgrade:roilinganger-siegeofcoruscant:0']!,
    'roilinganger-siegeofcoruscant',
    'roilinganger-legendsandrelics',
  ),
  'upgrade:targetingrelay-legendsandrelics:0': reprintOf(
    SUPPORT_TECH['upgrade:targetingrelay-evacuationofdqar:0']!,
    'targetingrelay-evacuationofdqar',
    'targetingrelay-legendsandrelics',
  ),
};
