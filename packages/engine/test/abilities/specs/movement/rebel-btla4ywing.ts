/**
 * Card specs for abilities/cards/movement/rebel-btla4ywing.ts. Rules: 001 Activation 2.2 (the maneuver's
 * difficulty), Perform Action.
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/** Pops (`p`) flies `dial` (a 3 straight is white, a 2 straight blue); a wingman who has activated waits beside. */
const table =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('p', 'popskrail', 400, 150, { dial, ...extra }),
        rebel('w', 'graysquadronbomber', 480, 290, { dial: '2F', round: { activated: true } }),
        ...others,
      ],
      [farTie()],
    );
const play = playing(leaves('activation'), () =>
  answers(picks('use-ability', 'use:w'), picks('choose-action', 'focus', 'w')),
);
const focused = (s: Parameters<typeof logged>[0]) => logged(s, 'action-performed', 'w').length;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:popskrail',
    applies: kase('after his white 3 straight, the wingman focuses', table('3F'), play, (s) =>
      expect(focused(s)).toBe(1),
    ),
    doesNotApply: [
      kase('a blue 2 straight', table('2F'), play, (s, seen) => {
        expect(offered(seen, 'Pops Krail')).toBe(false);
        expect(focused(s)).toBe(0);
      }),
      kase(
        'another ship flies a white maneuver while Pops has activated',
        table('3F', { round: { activated: true } }, [rebel('o', 'graysquadronbomber', 200, 100, { dial: '3F' })]),
        play,
        (_s, seen) => expect(offered(seen, 'Pops Krail')).toBe(false),
      ),
    ],
  },
];
