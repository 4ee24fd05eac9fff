/**
 * Card specs for abilities/cards/movement/scum-fangfighter.ts. Rules: 001 Activation 2.2 (Check Difficulty; a partial
 * maneuver is not fully executed).
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, position } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/** Kad Solus (`k`) flying `dial` up the table; others as given. */
const table =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position('activation', [rebel('k', 'kadsolus', 400, 150, { dial, ...extra }), ...others], [farTie()]);
const play = playing(leaves('activation'));
const executed = (s: Parameters<typeof logged>[0], ship: string) => logged(s, 'maneuver-executed', ship);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:kadsolus',
    // The End Phase clears the focus tokens before the play stops: the ability's use is what the log shows.
    applies: kase('a red 4 Koiogran turn fully executed', table('4K'), play, (s) =>
      expect(executed(s, 'k').map((e) => e.data?.partial)).toEqual([false]),
    ),
    doesNotApply: [
      kase('a white 3 bank', table('3B'), play, (s) => expect(executed(s, 'k')).toHaveLength(1)),
      kase(
        'a red 4 Koiogran turn cut short by a ship in his path',
        table('4K', {}, [rebel('b', 'redsquadronveteran', 400, 345, { dial: '1F', round: { activated: true } })]),
        play,
        (s) => expect(executed(s, 'k').map((e) => e.data?.partial)).toEqual([true]),
      ),
      kase(
        'a wingman’s red 4 Koiogran turn while Kad has activated',
        table('3B', { round: { activated: true } }, [rebel('w', 'redsquadronveteran', 250, 150, { dial: '4K' })]),
        play,
        (s) => expect(executed(s, 'w')).toHaveLength(1),
      ),
    ],
  },
];
