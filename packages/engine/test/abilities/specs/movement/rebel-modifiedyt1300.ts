/**
 * Card specs for abilities/cards/movement/rebel-modifiedyt1300.ts. Rules: 001 Activation 2.2 (the maneuver's
 * difficulty), Perform Action.
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

const LANDO = 'landocalrissian-modifiedyt1300lightfreighter';

/** Lando (`l`) flies `dial` (a 2 straight is blue, a 3 straight white); an X-wing who has activated waits nearby. */
const table =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [
        rebel('l', LANDO, 400, 150, { dial, ...extra }),
        rebel('w', 'redsquadronveteran', 540, 300, { dial: '2F', round: { activated: true } }),
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
    source: `pilot:${LANDO}`,
    applies: kase('after his blue 2 straight, the X-wing focuses', table('2F'), play, (s) =>
      expect(focused(s)).toBe(1),
    ),
    doesNotApply: [
      kase('a white 3 bank', table('3B'), play, (s, seen) => {
        expect(offered(seen, 'Lando Calrissian')).toBe(false);
        expect(focused(s)).toBe(0);
      }),
      kase(
        'another ship flies a blue maneuver while Lando has activated',
        table('2F', { round: { activated: true } }, [rebel('o', 'redsquadronveteran', 200, 100, { dial: '2F' })]),
        play,
        (_s, seen) => expect(offered(seen, 'Lando Calrissian')).toBe(false),
      ),
    ],
  },
];

/** Lando (Battle over Endor, initiative 5, `l`) and an X-wing (initiative 3, `x`) as the `phase` begins. */
const boeTable = (phase: 'activation' | 'engagement') => () =>
  position(
    phase,
    [
      rebel('l', 'landocalrissian-battleoverendor', 400, 150, { dial: '2F' }),
      rebel('x', 'redsquadronveteran', 200, 150, { dial: '2F' }),
    ],
    [farTie()],
  );
const boePlay = playing(leaves('activation'), () => answers(picks('use-ability', 'use:2', 'l')));
/** The ships in the order they revealed their dials. */
const revealOrder = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'dial-revealed')
    .map((e) => e.ship)
    .filter((id) => id === 'l' || id === 'x');
SPECS.push({
  source: 'pilot:landocalrissian-battleoverendor',
  applies: kase(
    'initiative 2 chosen: he activates before the X-wing (3), lowest first',
    boeTable('activation'),
    boePlay,
    (s) => expect(revealOrder(s)).toEqual(['l', 'x']),
  ),
  doesNotApply: [
    kase(
      'as the Engagement Phase begins',
      boeTable('engagement'),
      playing(leaves('engagement'), () => answers(picks('use-ability', 'use:2', 'l'))),
      (_s, seen) => expect(offered(seen, 'Lando Calrissian')).toBe(false),
    ),
  ],
});
