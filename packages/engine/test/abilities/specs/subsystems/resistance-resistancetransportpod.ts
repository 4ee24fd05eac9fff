/**
 * Resistance transport pod pilots of abilities/cards/subsystems/resistance-resistancetransportpod.ts: Vi Moradi
 * assigns Compromising Intel at Setup (played through `createGame`); the condition flips its ship's dial faceup as
 * the System Phase starts with Vi Moradi at range 0–3, and bars its focus tokens in attacks against her or by her
 * (2.0 Rules Reference "Condition Cards"; 000 "Focus Tokens").
 */
import { expect } from 'vitest';
import { loadContent } from '@xwing/content';
import { createGame, type Decision, type GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';
import { answers, leaves, playUntil, position, rolls, shipOf } from '../../flow-harness.js';

const INTEL = { xws: 'compromisingintel', owner: 'v' };
const intelOn = (s: GameState) =>
  s.ships.filter((x) => (x.conditions ?? []).some((c) => c.xws === 'compromisingintel')).map((x) => x.id);

/** A game from squads: Vi Moradi and a T-70 against two TIE/fo fighters, played through Setup. */
const setupGame = () =>
  createGame(
    {
      players: [
        {
          name: 'Resistance',
          squad: {
            faction: 'resistance',
            pilots: [
              { id: 'vimoradi', ship: 'resistancetransportpod', upgrades: {} },
              { id: 'bluesquadronrookie', ship: 't70xwing', upgrades: {} },
            ],
          },
        },
        {
          name: 'First Order',
          squad: {
            faction: 'firstorder',
            pilots: [
              { id: 'zetasquadronpilot', ship: 'tiefofighter', upgrades: {} },
              { id: 'epsilonsquadroncadet', ship: 'tiefofighter', upgrades: {} },
            ],
          },
        },
      ],
      seed: 'intel',
      format: 'extended',
    },
    loadContent(),
  );

/**
 * An X-wing (x, holding Vi's Compromising Intel unless `intel` false, its dial set) at (400, 300) facing up; Vi
 * Moradi (v) facing it at (`vx`, `vy`), in the phase given.
 */
const dialTable =
  (phase: 'system' | 'activation', vy = 490, vx = 400) =>
  () =>
    position(
      phase,
      [rebel('x', 'redsquadronveteran', 400, 300, { dial: '2F', conditions: [INTEL] })],
      [imperial('v', 'vimoradi', vx, vy, { dial: '1F' })],
    );
const earlyReveal = (s: GameState) =>
  s.log
    .filter((e) => e.type === 'dial-revealed' && (e.data as { early?: boolean } | undefined)?.early)
    .map((e) => e.ship);

/**
 * The Engagement Phase: the X-wing x (a focus token, holding Compromising Intel) at (400, 300) facing up; Vi Moradi v
 * (a focus token) facing it at (400, 490) and a T-70 o (a focus token) beside her at (480, 490).
 */
const fightTable = () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, { tokens: { focus: 1 }, conditions: [INTEL] })],
    [
      imperial('v', 'vimoradi', 400, 490, { tokens: { focus: 1 } }),
      imperial('o', 'bluesquadronrookie', 480, 490, { tokens: { focus: 1 } }),
    ],
  );
const fight = (a: string, d: string) =>
  attackPlay(a, d, () => answers(rolls(a, 'attack', ['focus', 'focus']), rolls(d, 'defense', ['focus', 'focus'])));
const offered = (seen: readonly Decision[], kind: 'attack' | 'defense', ship: string) =>
  seen.some((x) => x.kind === `modify-${kind}-dice` && x.ship === ship && x.options.some((o) => o.id === 'mod:focus'));
const focusOffered =
  (kind: 'attack' | 'defense', ship: string, yes: boolean, also?: [kind: 'attack' | 'defense', ship: string]) =>
  (_s: GameState, seen: readonly Decision[]) => {
    expect(offered(seen, kind, ship)).toBe(yes);
    if (also) expect(offered(seen, also[0], also[1])).toBe(true);
  };

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:vimoradi',
    applies: kase(
      'at Setup (a game, not a position) an enemy TIE is assigned Compromising Intel',
      setupGame,
      (s) => playUntil(s, (st) => st.phase !== 'setup'),
      (s) => {
        const [held] = intelOn(s);
        expect(intelOn(s)).toHaveLength(1);
        expect(shipOf(s, held!).pilot).toMatch(/squadron|cadet/);
        expect(shipOf(s, held!).player).toBe(1);
      },
    ),
    doesNotApply: kase(
      'the System Phase ends: nothing assigned',
      () =>
        position(
          'system',
          [rebel('x', 'redsquadronveteran', 400, 300, { dial: '1F' })],
          [imperial('v', 'vimoradi', 400, 700, { dial: '1F' })],
        ),
      (s) => playUntil(s, leaves('system')),
      (s) => expect(intelOn(s)).toEqual([]),
    ),
  },
  {
    source: 'condition:compromisingintel',
    applies: kase(
      'the System Phase starts with Vi at range 1: the X-wing’s dial is flipped faceup',
      dialTable('system'),
      (s) => playUntil(s, leaves('system')),
      (s) => expect(earlyReveal(s)).toEqual(['x']),
    ),
    doesNotApply: [
      kase(
        'Vi at range 4: the dial stays facedown',
        dialTable('system', 850, 800),
        (s) => playUntil(s, leaves('system')),
        (s) => expect(earlyReveal(s)).toEqual([]),
      ),
      kase(
        'the Activation Phase starts with Vi at range 1: the dial is revealed only as the X-wing activates',
        dialTable('activation'),
        (s) => playUntil(s, leaves('activation')),
        (s) => {
          expect(earlyReveal(s)).toEqual([]);
          expect(s.log.some((e) => e.type === 'dial-revealed' && e.ship === 'x')).toBe(true);
        },
      ),
    ],
  },
  {
    source: 'condition:compromisingintel',
    standing: true,
    applies: kase(
      'the X-wing attacks Vi: it cannot spend its focus token, she spends hers',
      fightTable,
      fight('x', 'v'),
      focusOffered('attack', 'x', false, ['defense', 'v']),
    ),
    doesNotApply: [
      kase(
        'the X-wing attacks the T-70: it spends its focus token',
        fightTable,
        fight('x', 'o'),
        focusOffered('attack', 'x', true),
      ),
      kase(
        'the T-70 attacks the X-wing: it spends its focus token',
        fightTable,
        fight('o', 'x'),
        focusOffered('defense', 'x', true),
      ),
    ],
  },
  {
    source: 'condition:compromisingintel',
    standing: true,
    applies: kase(
      'Vi attacks the X-wing: it cannot spend its focus token, she spends hers',
      fightTable,
      fight('v', 'x'),
      focusOffered('defense', 'x', false, ['attack', 'v']),
    ),
    doesNotApply: [],
  },
];
