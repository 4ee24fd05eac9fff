/**
 * Card specs for abilities/cards/movement/scum-st70assaultship.ts. Rules: 000 "Advanced Maneuvers", "Stress"; 001
 * Activation 2.2 (a partial maneuver is not fully executed), Perform Action; supplement "Strain".
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/** Q90 (`q`, an ST-70) flying `dial` up the table; others as given. */
const table =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position('activation', [rebel('q', 'q90', 400, 150, { dial, ...extra }), ...others], [farTie()]);
const play = () =>
  playing(leaves('activation'), () =>
    answers(useAbilityOf('Q90'), (d) =>
      d.kind === 'choose-action' && d.prompt.includes('Q90') ? ['calculate'] : undefined,
    ),
  );
const performed = (s: GameState) => logged(s, 'action-performed', 'q').map((e) => e.data?.action);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:q90',
    applies: kase(
      'after a red 5 Koiogran turn, stressed, a strain token buys a calculate',
      table('5K'),
      play(),
      (s) => {
        expect(shipOf(s, 'q').tokens.stress).toBe(1);
        expect(shipOf(s, 'q').tokens.strain).toBe(1);
        expect(performed(s)).toEqual(['calculate']);
      },
    ),
    doesNotApply: [
      kase('a 2 straight is no advanced maneuver', table('2F'), play(), (_s, seen) =>
        expect(offered(seen, 'Q90')).toBe(false),
      ),
      kase(
        'a 5 Koiogran turn cut short by a ship in its path',
        table('5K', {}, [rebel('b', 'redsquadronveteran', 400, 420, { dial: '1F', round: { activated: true } })]),
        play(),
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'q').map((e) => e.data?.partial)).toEqual([true]);
          expect(offered(seen, 'Q90')).toBe(false);
        },
      ),
      kase(
        'a wingman’s Koiogran turn while Q90 has activated',
        table('2F', { round: { activated: true } }, [rebel('w', 'redsquadronveteran', 200, 150, { dial: '4K' })]),
        play(),
        (_s, seen) => expect(offered(seen, 'Q90')).toBe(false),
      ),
      kase(
        'it has calculated and barrel rolled this round already',
        table('5K', { round: { actions: ['calculate', 'barrel-roll'] } }),
        play(),
        (_s, seen) => expect(offered(seen, 'Q90')).toBe(false),
      ),
    ],
  },
];
