/**
 * Card specs for abilities/cards/movement/resistance-t70xwing.ts. Rules: 001 Activation Phase (Execute Maneuver,
 * Perform Action), Actions (once per round each; red actions give stress), Boost, Charges; 000 "Moving Through and
 * Overlapping" (a partial maneuver).
 */
import { expect } from 'vitest';
import type { Decision, PositionShip } from '@xwing/engine';
import { finalPose, parseManeuver, type Pose } from '@xwing/geometry';
import type { CardSpec } from '../../card-spec.js';
import {
  actionOffered,
  answers,
  leaves,
  logged,
  offered,
  picks,
  position,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { farTie, imperial, kase, playing, rebel } from '../../spec-helpers.js';

const performed = (s: Parameters<typeof logged>[0], ship: string) =>
  logged(s, 'action-performed', ship).map((e) => e.data?.action);

/** Temmin (`t`) about to execute `dial`, with `others` beside him. */
const temminTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position('activation', [rebel('t', 'temminwexley', 400, 150, { dial, ...extra }), ...others], [farTie()]);
const temminPlay = (ship: string) => playing(leaves('activation'), () => picks('choose-action', 'boost:1F', ship));

const poePlay = (ship: string) =>
  playing(leaves('activation'), () =>
    answers(
      useAbilityOf('Poe Dameron'),
      picks('choose-action', 'focus', ship),
      picks('choose-action', 'boost:1F', ship),
    ),
  );

function poeSpec(xws: string): CardSpec {
  const table =
    (extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
    () =>
      position('activation', [rebel('p', xws, 400, 150, { dial: '1F', ...extra }), ...others], [farTie()]);
  return {
    source: `pilot:${xws}`,
    applies: kase(
      'after his focus action, a charge buys a boost performed as red: it gives him a stress token',
      table(),
      poePlay('p'),
      (s) => {
        expect(performed(s, 'p')).toEqual(['focus', 'boost']);
        expect(logged(s, 'cost-paid', 'p')).toHaveLength(1);
        expect(s.ships.find((x) => x.id === 'p')!.tokens.stress).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'his other white actions done this round, after his focus none is left: he is not asked',
        table({ round: { actions: ['lock', 'boost', 'barrel-roll', 'slam'] } }),
        poePlay('p'),
        (s, seen) => {
          expect(offered(seen, 'Poe Dameron')).toBe(false);
          expect(logged(s, 'cost-paid', 'p')).toHaveLength(0);
        },
      ),
      kase(
        'a wingman focuses while Poe has activated: he is not asked',
        table({ round: { activated: true } }, [rebel('w', 'bluesquadronrookie', 250, 150, { dial: '1F' })]),
        poePlay('w'),
        (s, seen) => {
          expect(offered(seen, 'Poe Dameron')).toBe(false);
          expect(performed(s, 'w')).toEqual(['focus']);
        },
      ),
    ],
  };
}

/** Ello Asty (`e`) revealing `dial` with `stress` stress tokens; what he executed, and his stress after. */
const elloTable = (dial: string, stress: number) => () =>
  position('activation', [rebel('e', 'elloasty', 400, 300, { dial, tokens: { stress } })], [farTie()]);
const elloPlay = playing(leaves('activation'));
const executed = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'maneuver-executed', 'e').map((e) => String(e.data?.maneuver ?? e.text));
const stressOf = (s: Parameters<typeof logged>[0]) => s.ships.find((x) => x.id === 'e')!.tokens.stress ?? 0;

/** Jaycris Tubbs (`j`) flying `dial`; a stressed wingman `w` that has activated beside where he ends. */
function jaycrisSpec(xws: string): CardSpec {
  const table =
    (dial: string, extra: Partial<PositionShip> = {}, wing: Partial<PositionShip> = {}) =>
    () =>
      position(
        'activation',
        [
          rebel('j', xws, 400, 150, { dial, ...extra }),
          rebel('w', 'redsquadronveteran', 470, 230, {
            dial: '1F',
            tokens: { stress: 1 },
            round: { activated: true },
            ...wing,
          }),
        ],
        [farTie()],
      );
  const play = playing(leaves('activation'), () => picks('use-ability', 'use:w', 'j'));
  const wingStress = (s: Parameters<typeof logged>[0]) => s.ships.find((x) => x.id === 'w')!.tokens.stress ?? 0;
  return {
    source: `pilot:${xws}`,
    applies: kase('after a blue 2 straight, the stressed wingman beside him removes a stress', table('2F'), play, (s) =>
      expect(wingStress(s)).toBe(0),
    ),
    doesNotApply: [
      kase('a white 2 turn', table('2T'), play, (s, seen) => {
        expect(offered(seen, 'Jaycris')).toBe(false);
        expect(wingStress(s)).toBe(1);
      }),
      kase(
        'a blue 2 straight cut short by a ship in his path',
        table('2F', {}, { pose: { x: 400, y: 265, heading: 0 } }),
        play,
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'j').map((e) => e.data?.partial)).toEqual([true]);
          expect(offered(seen, 'Jaycris')).toBe(false);
        },
      ),
      kase(
        'the wingman’s blue maneuver while Jaycris has activated',
        // Two stress tokens: its blue maneuver removes one, one is left for him to remove.
        table(
          '3B',
          { round: { activated: true } },
          { dial: '2F', round: { activated: false }, tokens: { stress: 2 }, pose: { x: 450, y: 100, heading: 0 } },
        ),
        play,
        (_s, seen) => expect(offered(seen, 'Jaycris')).toBe(false),
      ),
    ],
  };
}

/**
 * Cai Threnalli (`c`, at (400, 150) facing up) flying a 2-straight: its template runs over x 390..410, y 170..250 and
 * he ends at (400, 270). `w` (a friendly X-wing that has activated) at (428, 190) reaches 2 mm under the template's
 * right edge; `beside` puts it 5 mm clear of the template instead. The geometry places both (resolveMove).
 */
function caiSpec(xws: string): CardSpec {
  const table =
    (
      opts: {
        cai?: Partial<PositionShip>;
        wing?: Partial<PositionShip>;
        x?: number;
        enemyWing?: boolean;
        blocker?: boolean;
      } = {},
    ) =>
    () => {
      const wing = (opts.enemyWing ? imperial : rebel)(
        'w',
        opts.enemyWing ? 'academypilot' : 'redsquadronveteran',
        opts.x ?? 428,
        190,
        {
          round: { activated: true },
          ...opts.wing,
        },
      );
      const rebels = [rebel('c', xws, 400, 150, { dial: '2F', ...opts.cai }), ...(opts.enemyWing ? [] : [wing])];
      const empire = [farTie(), ...(opts.enemyWing ? [wing] : [])];
      // An enemy ship where the 2-straight ends: Cai executes it partially.
      if (opts.blocker) empire.push(imperial('b', 'academypilot', 400, 285, { round: { activated: true } }));
      return position('activation', rebels, empire);
    };
  const play = playing(leaves('activation'), () =>
    answers(
      (d) => (d.kind === 'choose-action' && d.prompt.includes('Cai Threnalli') ? ['evade'] : undefined),
      picks('choose-action', 'focus', 'c'),
    ),
  );
  const evades = (s: Parameters<typeof logged>[0]) =>
    logged(s, 'action-performed', 'c').filter((e) => e.data?.action === 'evade').length;
  return {
    source: `pilot:${xws}`,
    applies: kase('his 2-straight crosses a friendly ship: he evades, then focuses', table(), play, (s, seen) => {
      expect(actionOffered(seen, 'Cai Threnalli')).toBe(true);
      expect(logged(s, 'action-performed', 'c').map((e) => e.data?.action)).toEqual(['evade', 'focus']);
    }),
    doesNotApply: [
      kase('the friendly ship is 5 mm beside the template: no evade', table({ x: 433 }), play, (s, seen) => {
        expect(actionOffered(seen, 'Cai Threnalli')).toBe(false);
        expect(evades(s)).toBe(0);
      }),
      kase('the ship crossed is an enemy: no evade', table({ enemyWing: true }), play, (s, seen) => {
        expect(actionOffered(seen, 'Cai Threnalli')).toBe(false);
        expect(evades(s)).toBe(0);
      }),
      kase(
        'an enemy ship where he would end: a partial maneuver, though it crossed the friendly ship',
        table({ blocker: true }),
        play,
        (s, seen) => {
          expect(s.ships.find((x) => x.id === 'c')!.round.partial).toBe(true);
          expect(actionOffered(seen, 'Cai Threnalli')).toBe(false);
          expect(evades(s)).toBe(0);
        },
      ),
      kase(
        'he is still stressed after his blue maneuver: he cannot perform the evade',
        table({ cai: { tokens: { stress: 2 } } }),
        play,
        (s, seen) => {
          expect(actionOffered(seen, 'Cai Threnalli')).toBe(false);
          expect(evades(s)).toBe(0);
        },
      ),
      kase(
        'Cai activated after crossing the friendly ship; another wingman’s maneuver does not set him off',
        () =>
          position(
            'activation',
            [
              rebel('c', xws, 400, 270, { round: { activated: true, movedThrough: ['w'] } }),
              rebel('w', 'redsquadronveteran', 428, 190, { round: { activated: true } }),
              rebel('x', 'bluesquadronescort', 200, 150, { dial: '1F' }),
            ],
            [farTie()],
          ),
        play,
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'x')).toHaveLength(1);
          expect(actionOffered(seen, 'Cai Threnalli')).toBe(false);
        },
      ),
    ],
  };
}

/** Kare Kun (`k`) or a Blue Squadron Rookie at (400, 150) flying a 2-straight, then boosting with `option`. */
const kareTable = (pilot: string) => () =>
  position('activation', [rebel('k', pilot, 400, 150, { dial: '2F' })], [farTie()]);
const karePlay = (option: string) => playing(leaves('activation'), () => picks('choose-action', option, 'k'));
const boostMenu = (seen: readonly Decision[]) =>
  seen
    .find((d) => d.kind === 'choose-action' && d.ship === 'k')
    ?.options.map((o) => o.id)
    .filter((id) => id.startsWith('boost:')) ?? [];

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:karekun',
    applies: kase(
      'she boosts with the 1 right turn template: placed where the geometry puts a 1 right turn, white, no stress',
      kareTable('karekun'),
      karePlay('boost:1Y'),
      (s, seen) => {
        expect(boostMenu(seen)).toEqual(['boost:1B', 'boost:1F', 'boost:1N', 'boost:1T', 'boost:1Y']);
        expect(logged(s, 'action-performed', 'k').map((e) => [e.data?.option, e.data?.difficulty])).toEqual([
          ['boost:1Y', 'white'],
        ]);
        const start = logged(s, 'maneuver-executed', 'k')[0]!.data!.to as Pose;
        const expected = finalPose(start, parseManeuver('1Y'), 'small');
        const pose = shipOf(s, 'k').pose!;
        expect(pose.x).toBeCloseTo(expected.x, 6);
        expect(pose.y).toBeCloseTo(expected.y, 6);
        expect(pose.heading).toBeCloseTo(expected.heading, 6);
        expect(shipOf(s, 'k').tokens.stress ?? 0).toBe(0);
      },
    ),
    doesNotApply: kase(
      'a Blue Squadron Rookie boosts with the rules’ three templates only',
      kareTable('bluesquadronrookie'),
      karePlay('boost:1F'),
      (_s, seen) => {
        expect(boostMenu(seen)).toEqual(['boost:1B', 'boost:1F', 'boost:1N']);
      },
    ),
  },
  {
    source: 'pilot:temminwexley',
    applies: kase('after a 2 straight he boosts', temminTable('2F'), temminPlay('t'), (s, seen) => {
      expect(actionOffered(seen, 'Temmin Wexley')).toBe(true);
      expect(performed(s, 't')).toEqual(['boost']);
    }),
    doesNotApply: [
      kase('after a 1 straight', temminTable('1F'), temminPlay('t'), (_s, seen) =>
        expect(actionOffered(seen, 'Temmin Wexley')).toBe(false),
      ),
      kase(
        'stressed after a white 3 bank, he cannot boost',
        temminTable('3B', { tokens: { stress: 1 } }),
        temminPlay('t'),
        (_s, seen) => expect(actionOffered(seen, 'Temmin Wexley')).toBe(false),
      ),
      kase(
        'a 2 straight cut short by a friendly ship in his path',
        temminTable('2F', {}, [rebel('y', 'bluesquadronrookie', 400, 262, { dial: '1F', round: { activated: true } })]),
        temminPlay('t'),
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 't').some((e) => /partial/.test(e.text))).toBe(true);
          expect(actionOffered(seen, 'Temmin Wexley')).toBe(false);
        },
      ),
      kase(
        'a wingman flies a 2 straight while Temmin has activated',
        temminTable('2F', { round: { activated: true } }, [rebel('w', 'bluesquadronrookie', 250, 150, { dial: '2F' })]),
        temminPlay('w'),
        (_s, seen) => expect(actionOffered(seen, 'Temmin Wexley')).toBe(false),
      ),
    ],
  },
  poeSpec('poedameron'),
  poeSpec('poedameron-evacuationofdqar'),
  {
    source: 'pilot:elloasty',
    standing: true,
    applies: kase(
      'with 2 stress tokens, his red 3 Tallon roll is white: flown, no stress gained',
      elloTable('3E', 2),
      elloPlay,
      (s) => {
        expect(executed(s).join(' ')).toContain('3E');
        expect(stressOf(s)).toBe(2);
      },
    ),
    doesNotApply: [
      kase('a red 4 Koiogran turn stays red: one stress more', elloTable('4K', 0), elloPlay, (s) => {
        expect(executed(s).join(' ')).toContain('4K');
        expect(stressOf(s)).toBe(1);
      }),
      kase(
        'with 3 stress tokens the Tallon roll stays red: a stressed ship flies a white 2 straight instead',
        elloTable('3E', 3),
        elloPlay,
        (s) => {
          expect(executed(s).join(' ')).not.toContain('3E');
          expect(stressOf(s)).toBe(3);
        },
      ),
    ],
  },
  jaycrisSpec('jaycristubbs'),
  jaycrisSpec('jaycristubbs-evacuationofdqar'),
  caiSpec('caithrenalli'),
  caiSpec('caithrenalli-evacuationofdqar'),
  caiSpec('caithrenalli-btanr2ywing'),
  caiSpec('caithrenalli-wartime'),
];
