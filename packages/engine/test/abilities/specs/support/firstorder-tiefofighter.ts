/**
 * Card specs for the TIE/fo fighter pilots of abilities/cards/support/firstorder-tiefofighter.ts. Rules: 000 "Lock",
 * Stress (a red maneuver), "Additional Token Rules" (red and orange tokens), Range.
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * An X-wing revealing `dial` (a red 4 K-turn ends it near (400, 350) facing down), Rivas (initiative 1, activating
 * first) at y = `rivasY` facing it.
 */
const rivasTable =
  (dial: string, rivasY: number, rivas: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 150, { dial })],
      [imperial('r', 'lieutenantrivas', 400, rivasY, { dial: '1F', ...rivas })],
    );
const rivasPlay = playing(leaves('activation'), () =>
  answers(useAbilityOf('Lieutenant Rivas'), picks('choose-action', 'focus', 'x')),
);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:lieutenantrivas',
    applies: kase(
      'the X-wing stressed by its K-turn at range 1–2: locked',
      rivasTable('4K', 560),
      rivasPlay,
      (s, seen) => {
        expect(offered(seen, 'Lieutenant Rivas')).toBe(true);
        expect(shipOf(s, 'r').locks).toEqual([{ target: 'x' }]);
      },
    ),
    doesNotApply: [
      kase('the X-wing stressed beyond range 2: not offered', rivasTable('4K', 850), rivasPlay, (s, seen) => {
        expect(offered(seen, 'Lieutenant Rivas')).toBe(false);
        expect(shipOf(s, 'r').locks).toEqual([]);
      }),
      kase(
        'the X-wing at range 1–2 gains a focus token (green): not offered',
        rivasTable('1F', 400),
        rivasPlay,
        (s, seen) => {
          expect(shipOf(s, 'x').tokens.focus).toBe(1);
          expect(offered(seen, 'Lieutenant Rivas')).toBe(false);
        },
      ),
      kase(
        'he holds a lock on the X-wing already: not offered',
        rivasTable('4K', 560, { locks: ['x'] }),
        rivasPlay,
        (_s, seen) => expect(offered(seen, 'Lieutenant Rivas')).toBe(false),
      ),
    ],
  },
];
