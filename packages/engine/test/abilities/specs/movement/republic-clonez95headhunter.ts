/**
 * Card specs for abilities/cards/movement/republic-clonez95headhunter.ts. Rules: 001 Activation 2.1 (reveal), 2.2
 * (difficulty), Perform Action; 000 "Action Bar".
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import { parseManeuver, resolveMove } from '@xwing/geometry';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/** A 7th Sky Corps Z-95 (`z`, Versatile Frame) revealing `dial`, and a Z-95 wingman `w` that has activated. */
const table = (dial: string) => () =>
  position('activation', [rebel('z', '7thskycorpspilot', 400, 150, { dial })], [farTie()]);
/** It boosts straight ahead in its Perform Action step when it may. */
const play = playing(leaves('activation'), () => picks('choose-action', 'boost:1F', 'z'));
const boostOffered = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'choose-action' && d.ship === 'z' && d.options.some((o) => o.id.startsWith('boost')));
const boosts = (s: GameState) => logged(s, 'action-performed', 'z').filter((e) => e.data?.action === 'boost').length;

/** Slider (`s`, 2 charges) revealing `dial` from (400, 150); others beside him. */
const sliderTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position('activation', [rebel('s', 'slider', 400, 150, { dial, charges: 2, ...extra }), ...others], [farTie()]);
const sliderPlay = playing(leaves('activation'), () => useAbilityOf('Slider'));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:slider',
    applies: kase(
      'a 2-bank right revealed: two charges make it a sideslip, placed by the geometry',
      sliderTable('2N'),
      sliderPlay,
      (s) => {
        const golden = resolveMove({
          base: 'small',
          pose: { x: 400, y: 150, heading: 0 },
          maneuver: parseManeuver('2N'),
          sideslip: true,
        }).final;
        expect(shipOf(s, 's').pose).toEqual(golden);
        expect(logged(s, 'cost-paid', 's')).toHaveLength(1);
        expect(logged(s, 'maneuver-executed', 's').map((e) => e.data?.sideslip)).toEqual([true]);
      },
    ),
    doesNotApply: [
      kase('a 2 straight revealed: no sideslip offered', sliderTable('2F'), sliderPlay, (s, seen) => {
        expect(offered(seen, 'Slider')).toBe(false);
        expect(shipOf(s, 's').charges).toBe(2);
      }),
      kase(
        'a wingman’s 2-bank, Slider having activated',
        sliderTable('2N', { round: { activated: true } }, [rebel('w', '7thskycorpspilot', 200, 150, { dial: '2N' })]),
        sliderPlay,
        (s, seen) => {
          expect(offered(seen, 'Slider')).toBe(false);
          expect(logged(s, 'maneuver-executed', 'w').map((e) => e.data?.sideslip)).toEqual([undefined]);
        },
      ),
    ],
  },
  {
    source: 'ship-ability:versatileframe',
    standing: true,
    applies: kase('a blue 2 straight revealed: a white boost on its bar', table('2F'), play, (s, seen) => {
      expect(boostOffered(seen)).toBe(true);
      expect(boosts(s)).toBe(1);
      expect(shipOf(s, 'z').tokens.stress ?? 0).toBe(0);
    }),
    doesNotApply: [
      kase('a white 3 bank revealed: no boost', table('3B'), play, (s, seen) => {
        expect(boostOffered(seen)).toBe(false);
        expect(boosts(s)).toBe(0);
      }),
    ],
  },
];

/**
 * Boost (`b`) revealing a white 1 bank left, a Clone Z-95 wingman (`w`) `wingX` mm beside him revealing `wingDial`; as
 * the Engagement Phase starts he boosts straight when offered.
 */
const boostTable =
  (wingDial: string, wingX = 460, extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [
        rebel('b', 'boost', 400, 150, { dial: '1B', ...extra }),
        rebel('w', '7thskycorpspilot', wingX, 150, { dial: wingDial }),
      ],
      [farTie()],
    );
const boostPlay = playing(
  (st: GameState) => st.phase !== 'activation' && st.phase !== 'engagement',
  () => (d: Decision, s: GameState) =>
    d.kind === 'choose-action' && d.prompt.includes('Engagement Phase')
      ? picks('choose-action', 'boost:1F')(d, s)
      : undefined,
);
const boosted = (s: GameState) => logged(s, 'action-performed', 'b').filter((e) => e.data?.action === 'boost').length;
SPECS.push({
  source: 'pilot:boost',
  applies: kase(
    'his wingman at range 1 revealed a blue 2 straight: he boosts as the Engagement Phase starts',
    boostTable('2F'),
    boostPlay,
    (s) => expect(boosted(s)).toBe(1),
  ),
  doesNotApply: [
    kase('the wingman revealed a white 3 bank', boostTable('3B'), boostPlay, (s) => expect(boosted(s)).toBe(0)),
    kase('the blue 2 straight beyond range 1 (range 3)', boostTable('2F', 680), boostPlay, (s) =>
      expect(boosted(s)).toBe(0),
    ),
    kase(
      'he has boosted this round already',
      boostTable('2F', 460, { round: { actions: ['boost'] } }),
      boostPlay,
      (s) => expect(boosted(s)).toBe(0),
    ),
  ],
});

/**
 * "Hawk" (`h`, the Clone Z-95 printing, or the LAAT/i one `pilot`) revealing a 3 straight at (400, 150), a Z-95
 * wingman (`w`) `wingX` mm beside him revealing `wingDial`; both fly, then the End Phase starts (001 End Phase). His
 * player picks the wingman, then stops; the wingman boosts straight.
 */
const hawkTable =
  (wingDial: string, wingX = 460, extra: Partial<PositionShip> = {}, pilot = 'hawk-clonez95headhunter') =>
  () =>
    position(
      'activation',
      [
        rebel('h', pilot, 400, 150, { dial: '3F' }),
        rebel('w', '7thskycorpspilot', wingX, 150, { dial: wingDial, ...extra }),
      ],
      [farTie()],
    );
const hawkPlay = playing(
  (st: GameState) => !['activation', 'engagement', 'end'].includes(st.phase),
  () =>
    answers(
      (d) => {
        if (d.kind !== 'use-ability' || d.ship !== 'h') return undefined;
        const ids = d.options.map((o) => o.id);
        return [ids.includes('use:-') ? 'use:-' : ids.includes('use:w') ? 'use:w' : 'decline'];
      },
      (d, s) => (s.phase === 'end' ? picks('choose-action', 'boost:1F', 'w')(d, s) : undefined),
    ),
);
const wingBoosted = (s: GameState) =>
  logged(s, 'action-performed', 'w').filter((e) => e.data?.action === 'boost').length;
const wingStrain = (s: GameState) => logged(s, 'token-gained', 'w').filter((e) => e.data?.token === 'strain').length;
for (const [key, pilot] of [
  ['pilot:hawk-clonez95headhunter', 'hawk-clonez95headhunter'],
  ['pilot:hawk', 'hawk'],
] as const) {
  SPECS.push({
    source: key,
    applies: kase(
      'the wingman at range 1 revealed a 3 straight: it takes a strain token and boosts as the End Phase starts',
      hawkTable('3F', 460, {}, pilot),
      hawkPlay,
      (s, seen) => {
        const first = seen.find((d) => d.kind === 'use-ability' && d.ship === 'h')!;
        expect(first.options.map((o) => o.id)).toEqual(expect.arrayContaining(['use:h', 'use:w']));
        expect(wingStrain(s)).toBe(1);
        expect(wingBoosted(s)).toBe(1);
        expect(logged(s, 'token-gained', 'h').filter((e) => e.data?.token === 'strain')).toHaveLength(0);
      },
    ),
    doesNotApply: [
      kase('the wingman revealed a 2 straight: not a candidate', hawkTable('2F', 460, {}, pilot), hawkPlay, (s) => {
        expect(wingStrain(s)).toBe(0);
        expect(wingBoosted(s)).toBe(0);
      }),
      kase('the wingman’s 3 straight beyond range 1 (range 3)', hawkTable('3F', 680, {}, pilot), hawkPlay, (s) =>
        expect(wingStrain(s)).toBe(0),
      ),
      kase(
        'the wingman keeps a stress token (of 2; its blue 3 straight removes one): it could neither roll nor boost',
        hawkTable('3F', 460, { tokens: { stress: 2 } }, pilot),
        hawkPlay,
        (s) => {
          expect(wingStrain(s)).toBe(0);
          expect(wingBoosted(s)).toBe(0);
        },
      ),
    ],
  });
}
