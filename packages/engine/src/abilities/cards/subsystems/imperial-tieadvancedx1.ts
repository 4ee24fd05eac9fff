/**
 * TIE Advanced x1 pilots of the subsystems group (the damage deck). In our own words:
 *
 * - Zertik Strom: in the End Phase (as it starts: 'end:start', before the locks would matter no more), he may spend
 *   his lock on an enemy ship that has a facedown damage card to expose one of its cards.
 * - Maarek Stele (both printings): while he attacks, when the enemy ship he hits is about to be dealt a faceup damage
 *   card ('damage:before-card', damage.ts), two more cards are drawn beside it, he picks the one dealt and the others
 *   are discarded (`choose-damage-card`). Readings: the ship dealt the card is the enemy being dealt it during his
 *   attack (the window names that ship, not the defender); the pick is asked as an optional ability (a choice is
 *   asked only of an optional one: run.ts), and declining deals the card first drawn, the two others left in the deck.
 */
import type { Ability } from '../../vocabulary/types.js';
import { drawnDamageCards, isAttacker } from '../../vocabulary/queries.js';

/** Maarek Stele's record under a printing's key (the first edition's card has the same ability: core-wave1.ts). */
export function maarek(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'damage:before-card',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'ship-is', who: 'other', side: 'enemy' },
          { kind: 'damage-card-is', facing: 'faceup' },
        ],
      },
      optional: true,
      choices: drawnDamageCards,
      effect: { kind: 'choose-damage-card', draw: 2 },
      summary: 'Maarek Stele: draw two more damage cards and pick the faceup card dealt (the others are discarded).',
    },
  ];
}

export const IMPERIAL_TIEADVANCEDX1_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:maarekstele': maarek('maarekstele'),
  'pilot:maarekstele-swz105': maarek('maarekstele-swz105'),
  'pilot:zertikstrom': [
    {
      source: { kind: 'pilot', xws: 'zertikstrom' },
      window: 'end:start',
      when: { kind: 'always' },
      optional: true,
      choose: {
        side: 'enemy',
        where: {
          kind: 'all',
          of: [
            { kind: 'locking', who: 'other', target: 'self' },
            { kind: 'has-damage-card', facing: 'facedown' },
          ],
        },
        label: 'has a damage card exposed',
      },
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'spend-lock', who: 'self', on: 'chosen' },
          { kind: 'expose-damage', who: 'chosen' },
        ],
      },
      summary: 'Zertik Strom: spend your lock on an enemy ship to expose one of its damage cards.',
    },
  ],
};
