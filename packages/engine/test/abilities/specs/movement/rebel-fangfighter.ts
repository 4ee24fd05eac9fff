/**
 * Card specs for abilities/cards/movement/rebel-fangfighter.ts. Rules: 001 Activation Phase (Check Difficulty, Perform
 * Action: a linked action), 000 "Action Difficulty", "Lock", "Arcs and Range".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel, usedIndexes } from '../../spec-helpers.js';

/**
 * Dirk Ullodin (`d`) at (400, 150) facing up executes `dial` (a white 2 straight takes him to y 270), a TIE straight
 * ahead at `tieY`; a wingman Fang fighter (`w`) executing `wing` when given (Dirk has then activated, at y 270).
 */
const table = (dial: string, tieY: number, wing?: string) => () =>
  position(
    'activation',
    [
      rebel('d', 'dirkullodin', 400, wing ? 270 : 150, { dial, ...(wing ? { round: { activated: true } } : {}) }),
      ...(wing ? [rebel('w', 'skullsquadronpilot', 150, 150, { dial: wing })] : []),
    ],
    [imperial('t', 'academypilot', 400, tieY, { dial: '1F', round: { activated: true } })],
  );
/** Dirk locks when asked; the activating ship performs `first`, then the linked red focus when offered. */
const play = (ship: string, first: string) =>
  playing(leaves('activation'), () =>
    answers(useAbilityOf('Dirk Ullodin'), picks('choose-action', first, ship), picks('choose-action', 'focus', ship)),
  );
const locks = (s: Parameters<typeof logged>[0]) => shipOf(s, 'd').locks.map((l) => l.target);
const colours = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'action-performed', ship).map((e) => `${String(e.data?.action)} ${String(e.data?.difficulty)}`);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:dirkullodin',
    applies: kase(
      'a white 2 straight, a boost and its linked red focus: the TIE ahead at range 1 is locked',
      table('2F', 420),
      play('d', 'boost:1F'),
      (s) => {
        expect(colours(s, 'd')).toEqual(['boost white', 'focus red']);
        expect(usedIndexes(s, 'pilot:dirkullodin')).toEqual([1]);
        expect(locks(s)).toEqual(['t']);
      },
    ),
    doesNotApply: [
      kase(
        'a white 2 straight and a white focus, the TIE ahead at range 1',
        table('2F', 340),
        play('d', 'focus'),
        (s, seen) => {
          expect(colours(s, 'd')).toEqual(['focus white']);
          expect(offered(seen, 'Dirk Ullodin')).toBe(false);
          expect(locks(s)).toEqual([]);
        },
      ),
      kase(
        'a wingman’s red 4 Koiogran turn, the TIE ahead of Dirk at range 1',
        table('1F', 340, '4K'),
        play('w', 'focus'),
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'w').map((e) => e.data?.maneuver)).toEqual(['4K']);
          expect(offered(seen, 'Dirk Ullodin')).toBe(false);
        },
      ),
      kase(
        'a wingman’s boost and linked red focus, the TIE ahead of Dirk at range 1',
        table('1F', 340, '2F'),
        play('w', 'boost:1F'),
        (s, seen) => {
          expect(colours(s, 'w')).toEqual(['boost white', 'focus red']);
          expect(offered(seen, 'Dirk Ullodin')).toBe(false);
        },
      ),
    ],
  },
];
