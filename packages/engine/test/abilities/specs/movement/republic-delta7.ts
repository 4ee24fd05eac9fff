/**
 * Card specs for abilities/cards/movement/republic-delta7.ts. Rules: 001 Activation 2.2 (a red maneuver), Force
 * (recovered up to its printed value).
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, position } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/** Force recovered during the Activation Phase (the End Phase recovers Force too, logged otherwise). */
const recovered = (s: GameState, ship: string) => logged(s, 'force-recovered', ship).length;

function maceSpec(xws: string): CardSpec {
  const table =
    (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
    () =>
      position('activation', [rebel('m', xws, 400, 150, { dial, force: 2, ...extra }), ...others], [farTie()]);
  const play = playing(leaves('activation'));
  return {
    source: `pilot:${xws}`,
    applies: kase('a red 4 Koiogran turn with 2 Force of 3: he recovers 1', table('4K'), play, (s) =>
      expect(recovered(s, 'm')).toBe(1),
    ),
    doesNotApply: [
      kase('a white 3 bank', table('3B'), play, (s) => expect(recovered(s, 'm')).toBe(0)),
      kase('his Force full, a red 4 Koiogran turn', table('4K', { force: 3 }), play, (s) =>
        expect(recovered(s, 'm')).toBe(0),
      ),
      kase(
        'a red 4 Koiogran turn cut short by a ship in his path',
        table('4K', {}, [rebel('b', 'jediknight', 400, 345, { dial: '1F', round: { activated: true } })]),
        play,
        (s) => {
          expect(logged(s, 'maneuver-executed', 'm').map((e) => e.data?.partial)).toEqual([true]);
          expect(recovered(s, 'm')).toBe(0);
        },
      ),
      kase(
        'a wingman’s red 4 Koiogran turn while Mace has activated',
        table('3B', { round: { activated: true } }, [rebel('w', 'jediknight', 250, 150, { dial: '4K' })]),
        play,
        (s) => expect(recovered(s, 'm')).toBe(0),
      ),
    ],
  };
}

export const SPECS: CardSpec[] = [maceSpec('macewindu'), maceSpec('macewindu-delta7baethersprite')];
