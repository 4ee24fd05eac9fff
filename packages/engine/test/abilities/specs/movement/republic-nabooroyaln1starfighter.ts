/**
 * Card specs for abilities/cards/movement/republic-nabooroyaln1starfighter.ts. Rules: 001 Activation Phase (Reveal
 * Dial), 000 "Barrel Roll" (placed by @xwing/geometry repositionOptions), "Charges and the Force".
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

const ANAKIN = 'anakinskywalker-nabooroyaln1starfighter';

/** Anakin (`a`) at (400, 150) facing up with a 1-straight dial and `force` Force; `others` beside him. */
const table =
  (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position('activation', [rebel('a', ANAKIN, 400, 150, { dial: '1F', force: 1, ...extra }), ...others], [farTie()]);
const play = playing(leaves('activation'), () =>
  answers(useAbilityOf('Anakin Skywalker'), picks('choose-action', 'barrel-roll:right:middle', 'a')),
);
const rolls = (s: GameState) => logged(s, 'ship-repositioned', 'a');

export const SPECS: CardSpec[] = [
  {
    source: `pilot:${ANAKIN}`,
    applies: kase(
      'a Force spent before his reveal: he rolls right (80 mm, not an action), flies his 1-straight, and may still roll as his action',
      table(),
      play,
      (s) => {
        expect(rolls(s).map((e) => e.data?.option)).toEqual(['barrel-roll:right:middle']);
        expect(logged(s, 'cost-paid', 'a')).toHaveLength(1);
        expect(logged(s, 'action-performed', 'a').map((e) => e.data?.action)).toEqual(['barrel-roll']);
        expect(shipOf(s, 'a').pose!.x).toBeCloseTo(560, 6);
        expect(shipOf(s, 'a').pose!.y).toBeCloseTo(230, 6);
      },
    ),
    doesNotApply: [
      kase('no Force: not asked', table({ force: 0 }), play, (s, seen) => {
        expect(offered(seen, 'Anakin Skywalker')).toBe(false);
        expect(rolls(s)).toHaveLength(0);
      }),
      kase(
        'ships on both sides leave no room to roll: not asked, no Force spent',
        table({}, [
          rebel('l', 'redsquadronveteran', 320, 150, { round: { activated: true } }),
          rebel('r', 'redsquadronveteran', 480, 150, { round: { activated: true } }),
        ]),
        play,
        (s, seen) => {
          expect(offered(seen, 'Anakin Skywalker')).toBe(false);
          expect(logged(s, 'cost-paid', 'a')).toHaveLength(0);
        },
      ),
      kase(
        'he has activated; a wingman reveals its dial: not asked',
        table({ round: { activated: true }, dial: undefined }, [
          rebel('w', 'redsquadronveteran', 200, 150, { dial: '1F' }),
        ]),
        play,
        (s, seen) => {
          expect(offered(seen, 'Anakin Skywalker')).toBe(false);
          expect(rolls(s)).toHaveLength(0);
        },
      ),
    ],
  },
];
