/**
 * Separatist droid tri-fighter pilots about maneuvers, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - Volandas: once he has fully executed a red maneuver, he may pick an enemy ship at range 1: it gains a strain token,
 *   and he removes a stress token. Reading: the card leaves the stress removal to him; removing a stress token never
 *   hurts its ship (000 "Stress"), so using the ability removes it.
 * - Modified for Organics (the ship ability of the Vulture-class droid fighter's Kelrodo-Ai Holdout and of the droid
 *   tri-fighter's Volan Das; written once, here): its speed 2–3 banks are one difficulty easier and its speed 3 turns
 *   one harder (`maneuver-difficulty`, 000 "Maneuver Difficulty"). Its "not affected by the Standardized restriction"
 *   is squad building, which the squad rules do not enforce for this keyword yet: no record.
 * - Phlac-Arphocc Prototype: in the System Phase he may spend his lock on an enemy ship (`spend-lock`) to look at its
 *   hidden dial (`look-at-dial`: his player sees it, nobody else). Reading: a friendly ship's dial is his player's
 *   already, so only enemy ships are offered.
 */
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

export const SEPARATIST_DROIDTRIFIGHTER_MOVEMENT: Record<string, Ability[]> = {
  'pilot:phlacarphoccprototype': [
    {
      source: { kind: 'pilot', xws: 'phlacarphoccprototype' },
      window: 'system',
      when: self,
      optional: true,
      // The candidate is `self` and Phlac-Arphocc `other`: a ship he locks.
      choose: {
        side: 'enemy',
        where: { kind: 'locking', who: 'other', target: 'self' },
        label: 'its dial is looked at',
      },
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'spend-lock', who: 'self', on: 'chosen' },
          { kind: 'look-at-dial', who: 'chosen' },
        ],
      },
      summary: 'Phlac-Arphocc Prototype: spend your lock on an enemy ship to look at its dial.',
    },
  ],
  'pilot:volandas': [
    {
      source: { kind: 'pilot', xws: 'volandas' },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, { kind: 'maneuver', fully: true, difficulty: ['red'] }] },
      optional: true,
      choose: { side: 'enemy', range: [1, 1], label: 'gains a strain token' },
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'gain-token', token: 'strain', count: 1, who: 'chosen' },
          { kind: 'remove-token', token: 'stress', count: 1, who: 'self' },
        ],
      },
      summary: 'Volandas: after a red maneuver, an enemy ship at range 1 gains a strain token; remove a stress token.',
    },
  ],
};

SEPARATIST_DROIDTRIFIGHTER_MOVEMENT['ship-ability:modifiedfororganics'] = [
  {
    source: { kind: 'ship-ability', id: 'modifiedfororganics' },
    window: 'maneuver:difficulty',
    when: { kind: 'maneuver-is', speeds: [2, 3], kinds: ['bank'] },
    optional: false,
    effect: { kind: 'maneuver-difficulty', maneuvers: ['bank'], steps: -1 },
    summary: 'Modified for Organics: your speed 2–3 banks are one difficulty easier.',
  },
  {
    source: { kind: 'ship-ability', id: 'modifiedfororganics' },
    window: 'maneuver:difficulty',
    when: { kind: 'maneuver-is', speeds: [3], kinds: ['turn'] },
    optional: false,
    effect: { kind: 'maneuver-difficulty', maneuvers: ['turn'], steps: 1 },
    summary: 'Modified for Organics: your speed 3 turns are one difficulty harder.',
  },
];
