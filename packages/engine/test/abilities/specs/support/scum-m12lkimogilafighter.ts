/**
 * Card specs for the M12-L Kimogila pilots of abilities/cards/support/scum-m12lkimogilafighter.ts. Rules: 001
 * Engagement Phase (its start), 000 "Arcs" (bullseye), "Charges and the Force", "Shields".
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, offered, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Dalan Oberos facing up at (400, 300) with no shield left and `charges`; an Imperial `pilot` facing down at (`x`,
 * 500): at x 400 in his bullseye, at x 500 in his front arc but off the bullseye.
 */
const dalanTable =
  (pilot = 'tempestsquadronpilot', x = 400, charges = 2) =>
  () =>
    position(
      'engagement',
      [rebel('d', 'dalanoberos', 400, 300, { shields: 0, charges })],
      [imperial('t', pilot, x, 500)],
    );
const dalanPlay = playing(leaves('engagement'), () => useAbilityOf('Dalan Oberos'));
const shields = (s: GameState) => [shipOf(s, 'd').shields, shipOf(s, 't').shields];

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:dalanoberos',
    applies: kase(
      'a TIE Advanced with 2 shields in his bullseye: it loses one, he recovers one, 1 charge spent',
      dalanTable(),
      dalanPlay,
      (s, seen) => {
        expect(offered(seen, 'Dalan Oberos')).toBe(true);
        expect(shields(s)).toEqual([1, 1]);
        expect(shipOf(s, 'd').charges).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'the TIE Advanced off his bullseye: not offered',
        dalanTable('tempestsquadronpilot', 500),
        dalanPlay,
        (s, seen) => {
          expect(offered(seen, 'Dalan Oberos')).toBe(false);
          expect(shields(s)).toEqual([0, 2]);
        },
      ),
      kase(
        'a TIE fighter (no shield) in his bullseye: not offered',
        dalanTable('academypilot'),
        dalanPlay,
        (s, seen) => {
          expect(offered(seen, 'Dalan Oberos')).toBe(false);
          expect(shipOf(s, 'd').shields).toBe(0);
        },
      ),
      kase('no charge left: not offered', dalanTable('tempestsquadronpilot', 400, 0), dalanPlay, (s, seen) => {
        expect(offered(seen, 'Dalan Oberos')).toBe(false);
        expect(shields(s)).toEqual([0, 2]);
      }),
    ],
  },
];
