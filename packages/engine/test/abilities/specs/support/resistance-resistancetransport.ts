/**
 * Card specs for the Resistance transport abilities of abilities/cards/support/resistance-resistancetransport.ts.
 * Rules: 000 "Stress", "Ship Sizes", "List of Actions" (Boost); supplement "Deplete".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, useAbilityOf } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Pammich (Leave No One Behind) at (400, 150) revealing 1F; a `wing` pilot at (`wx`, 150) done activating (T-70 small
 * at 470: range 1 after Pammich moves; at 600: range 2). `wingActs`: the wingman activates (revealing 1F) and
 * Pammich is done.
 */
const lnobTable =
  (wing = 'bluesquadronrookie', wx = 470, wingActs = false) =>
  () =>
    position(
      'activation',
      [
        rebel(
          'p',
          'pammichnerrogoode-evacuationofdqar',
          400,
          150,
          wingActs ? { round: { activated: true } } : { dial: '1F' },
        ),
        rebel('w', wing, wx, 150, wingActs ? { dial: '1F' } : { round: { activated: true } }),
      ],
      [farTie()],
    );
const lnobPlay = (actor: string) =>
  playing(leaves('activation'), () =>
    answers(
      picks('choose-action', 'focus', actor),
      picks('use-ability', 'use:w', 'p'),
      picks('choose-action', 'boost', 'w'),
    ),
  );
const wingBoosts = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'action-performed', 'w').filter((e) => e.data?.action === 'boost').length;

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:leavenoonebehind',
    applies: kase(
      'Pammich focuses, takes a stress: the T-70 at range 1 takes a deplete and boosts',
      lnobTable(),
      lnobPlay('p'),
      (s, seen) => {
        expect(offered(seen, 'Leave No One Behind')).toBe(true);
        expect(s.ships.find((x) => x.id === 'p')!.tokens.stress).toBe(1);
        expect(s.ships.find((x) => x.id === 'w')!.tokens.deplete).toBe(1);
        expect(wingBoosts(s)).toBe(1);
      },
    ),
    doesNotApply: [
      kase('the T-70 at range 2: not offered', lnobTable(undefined, 600), lnobPlay('p'), (_s, seen) =>
        expect(offered(seen, 'Leave No One Behind')).toBe(false),
      ),
      kase(
        'a large YT-1300 beside it: not offered',
        lnobTable('resistancesympathizer', 500),
        lnobPlay('p'),
        (_s, seen) => expect(offered(seen, 'Leave No One Behind')).toBe(false),
      ),
      kase('the T-70 focuses, not Pammich: not offered', lnobTable(undefined, 470, true), lnobPlay('w'), (s, seen) => {
        expect(offered(seen, 'Leave No One Behind')).toBe(false);
        expect(s.ships.find((x) => x.id === 'w')!.tokens.deplete ?? 0).toBe(0);
      }),
    ],
  },
];

/**
 * Takajamoreesa facing up at (400, 300), dial 1F (she ends at range 1 of the TIE `e`); a Logistics Division
 * transport of hers at (320, 300), dial 1F (it ends at range 1 of her and of `e`); two TIEs done activating facing
 * down: `e` at (400, 440), `f` at (`fx`, 440)
 * (range 1 of `e` at 480; beyond at 700).
 */
const takaTable =
  (fx = 480) =>
  () =>
    position(
      'activation',
      [
        rebel('t', 'takajamoreesa', 400, 300, { dial: '1F' }),
        rebel('w', 'logisticsdivisionpilot', 320, 300, { dial: '1F' }),
      ],
      [
        { id: 'e', pilot: 'academypilot', pose: { x: 400, y: 440, heading: 180 }, round: { activated: true } },
        { id: 'f', pilot: 'academypilot', pose: { x: fx, y: 440, heading: 180 }, round: { activated: true } },
      ],
    );
const takaPlay = (ship: string, action: string) =>
  playing(leaves('activation'), () =>
    answers(picks('choose-action', action, ship), picks('use-ability', 'use:f', 't')),
  );
const jammed = (s: Parameters<typeof logged>[0], id: string) =>
  logged(s, 'token-gained', id).filter((e) => e.data?.token === 'jam').length;

SPECS.push(
  {
    source: 'pilot:takajamoreesa',
    applies: kase(
      'she jams the TIE: the other TIE beside it gains a jam token too',
      takaTable(),
      takaPlay('t', 'jam:e'),
      (s) => expect(jammed(s, 'f')).toBe(1),
    ),
    doesNotApply: [
      kase('she locks the TIE instead', takaTable(), takaPlay('t', 'lock:e'), (s) => expect(jammed(s, 'f')).toBe(0)),
      kase('her wingman jams the TIE', takaTable(), takaPlay('w', 'jam:e'), (s) => {
        expect(jammed(s, 'f')).toBe(0);
        expect(jammed(s, 't')).toBe(0);
      }),
    ],
  },
  {
    source: 'pilot:takajamoreesa',
    applies: kase(
      'the other TIE is beyond range 1 of the jammed one: she, at range 1 of it, takes the token herself',
      takaTable(700),
      takaPlay('t', 'jam:e'),
      (s) => {
        expect(jammed(s, 'f')).toBe(0);
        expect(jammed(s, 't')).toBe(1);
      },
    ),
    doesNotApply: kase('she focuses instead', takaTable(700), takaPlay('t', 'focus'), (s) =>
      expect(jammed(s, 't')).toBe(0),
    ),
  },
);

/**
 * Nodin Chavdri (supplement "Coordinate"; 000 "Action Difficulty", "Stress"): he at (400, 150) reveals 1F and performs
 * `first` (his red Coordinate: one stress) with `stress` stress tokens already; a T-70 at (470, 150), done activating,
 * focuses when coordinated; then he may focus as a red action.
 */
const nodinTable =
  (stress = 0) =>
  () =>
    position(
      'activation',
      [
        rebel('n', 'nodinchavdri', 400, 150, { dial: '1F', tokens: { stress } }),
        rebel('w', 'bluesquadronrookie', 470, 150, { round: { activated: true } }),
      ],
      [farTie()],
    );
const nodinPlay = (first: string) =>
  playing(leaves('activation'), () =>
    answers(
      picks('choose-action', first, 'n'),
      picks('choose-action', 'focus', 'w'),
      useAbilityOf('Nodin Chavdri', picks('choose-action', 'focus', 'n')),
    ),
  );
const nodinFocused = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'action-performed', 'n').filter((e) => e.data?.action === 'focus').length;

SPECS.push({
  source: 'pilot:nodinchavdri',
  applies: kase(
    'he coordinates the T-70 (1 stress): he focuses as a red action, stressed',
    nodinTable(),
    nodinPlay('coordinate:w'),
    (s, seen) => {
      expect(offered(seen, 'Nodin Chavdri')).toBe(true);
      expect(nodinFocused(s)).toBe(1);
      expect(s.ships.find((x) => x.id === 'n')!.tokens.stress).toBe(2);
    },
  ),
  doesNotApply: [
    kase('he focuses instead of coordinating: not offered', nodinTable(), nodinPlay('focus'), (_s, seen) =>
      expect(offered(seen, 'Nodin Chavdri')).toBe(false),
    ),
    kase(
      'he holds 2 stress: stressed, he cannot coordinate, nothing offered',
      nodinTable(2),
      nodinPlay('coordinate:w'),
      (_s, seen) => expect(offered(seen, 'Nodin Chavdri')).toBe(false),
    ),
    kase(
      'another transport coordinates the T-70, Nodin beside them: not offered',
      () =>
        position(
          'activation',
          [
            rebel('c', 'logisticsdivisionpilot', 400, 150, { dial: '1F' }),
            rebel('w', 'bluesquadronrookie', 470, 150, { round: { activated: true } }),
            rebel('n', 'nodinchavdri', 330, 150, { round: { activated: true } }),
          ],
          [farTie()],
        ),
      playing(leaves('activation'), () =>
        answers(picks('choose-action', 'coordinate:w', 'c'), picks('choose-action', 'focus', 'w')),
      ),
      (s, seen) => {
        expect(logged(s, 'action-performed', 'c').some((e) => e.data?.action === 'coordinate')).toBe(true);
        expect(offered(seen, 'Nodin Chavdri')).toBe(false);
      },
    ),
  ],
});
