/**
 * Card specs for abilities/cards/movement/firstorder-tiewiwhispermodifiedinterceptor.ts. Rules: 000 "Moving Through
 * and Overlapping" (a partial maneuver), supplement "Jam".
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, picks, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

/**
 * "Nightfall" (`n`, at (400, 750) facing down the table) flies a 2-straight: its template covers x 390..410, y
 * 730..650; he ends at (400, 630). X-wing `x` (activated) at (`x`, 710): at 428 it reaches 2 mm under the template,
 * at 433 it is clear.
 */
const table =
  (opts: { x?: number; blocker?: boolean; n?: Partial<PositionShip> } = {}) =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', opts.x ?? 428, 710, { round: { activated: true } })],
      [
        imperial('n', 'nightfall', 400, 750, { dial: '2F', ...opts.n }),
        ...(opts.blocker ? [imperial('t', 'academypilot', 400, 615, { round: { activated: true } })] : []),
      ],
    );
/** Nightfall's action is a focus. */
const play = playing(leaves('activation'), () => picks('choose-action', 'focus', 'n'));
const jams = (s: GameState) =>
  logged(s, 'token-gained', 'x')
    .filter((e) => e.data?.token === 'jam')
    .reduce((n, e) => n + Number(e.data?.count ?? 1), 0);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:nightfall',
    applies: kase(
      'his 2-straight crosses the X-wing: it gains 2 jam tokens, once (his focus action after it sets off nothing)',
      table(),
      play,
      (s) => {
        expect(usedIndexes(s, 'pilot:nightfall')).toEqual([0]);
        expect(jams(s)).toBe(2);
      },
    ),
    doesNotApply: [
      kase(
        'the X-wing 5 mm beside the template, and a boost that crosses no ship',
        table({ x: 433 }),
        playing(leaves('activation'), () => picks('choose-action', 'boost:1F', 'n')),
        (s) => {
          expect(logged(s, 'action-performed', 'n').map((e) => e.data?.action)).toEqual(['boost']);
          expect(jams(s)).toBe(0);
        },
      ),
      kase('a TIE where his 2-straight ends: a partial maneuver', table({ blocker: true }), play, (s) => {
        expect(jams(s)).toBe(0);
      }),
      kase(
        'he activated after crossing the X-wing; a wingman’s maneuver and boost set nothing off',
        () =>
          position(
            'activation',
            [rebel('x', 'redsquadronveteran', 428, 710, { round: { activated: true } })],
            [
              imperial('n', 'nightfall', 400, 630, { round: { activated: true, movedThrough: ['x'] } }),
              imperial('w', 'firstordercadet', 250, 750, { dial: '1F' }),
            ],
          ),
        playing(leaves('activation'), () => picks('choose-action', 'boost:1F', 'w')),
        (s) => {
          expect(logged(s, 'action-performed', 'w')).toHaveLength(1);
          expect(jams(s)).toBe(0);
        },
      ),
    ],
  },
];
