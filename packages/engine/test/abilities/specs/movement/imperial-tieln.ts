/**
 * Card specs for the Galactic Empire TIE/ln fighter pilots of abilities/cards/movement/imperial-tieln.ts (all
 * printings). Rules: 000 Timing and Abilities; 001 Activation, Engagement and End Phases (actions granted), Stress.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered, answers, leaves, logged, offered, picks, position, shipOf } from '../../flow-harness.js';
import { farXwing, imperial, kase, playing, rebel, vsXwing } from '../../spec-helpers.js';

const nightBeast = (pilot: string): CardSpec => {
  const table = (dial: string) => () =>
    position('activation', [farXwing()], [imperial('n', pilot, 400, 800, { dial })]);
  const play = playing(
    leaves('activation'),
    () => (d) => (d.kind === 'choose-action' && d.prompt.includes('Night Beast') ? ['focus'] : undefined),
  );
  return {
    source: `pilot:${pilot}`,
    applies: kase('a blue 2 straight is followed by his focus action', table('2F'), play, (s, seen) => {
      expect(actionOffered(seen, 'Night Beast')).toBe(true);
      expect(logged(s, 'action-performed', 'n').map((e) => e.data?.action)).toEqual(['focus']);
    }),
    doesNotApply: [
      kase('a white 3 turn', table('3T'), play, (s, seen) => {
        expect(actionOffered(seen, 'Night Beast')).toBe(false);
        expect(logged(s, 'action-performed', 'n')).toHaveLength(0);
      }),
      kase(
        'a blue 2 straight with 2 stress tokens: still stressed after it, he cannot focus',
        () =>
          position('activation', [farXwing()], [imperial('n', pilot, 400, 800, { dial: '2F', tokens: { stress: 2 } })]),
        play,
        (s, seen) => {
          expect(actionOffered(seen, 'Night Beast')).toBe(false);
          expect(shipOf(s, 'n').tokens.stress).toBe(1);
        },
      ),
      kase(
        'a blue 2 straight cut short by an X-wing in his path',
        () =>
          position(
            'activation',
            [farXwing(), rebel('b', 'redsquadronveteran', 400, 700, { dial: '1F' })],
            [imperial('n', pilot, 400, 800, { dial: '2F' })],
          ),
        play,
        (s, seen) => {
          expect(logged(s, 'maneuver-executed', 'n').map((e) => e.data?.partial)).toEqual([true]);
          expect(actionOffered(seen, 'Night Beast')).toBe(false);
        },
      ),
    ],
  };
};

const valen = (pilot: string): CardSpec => {
  const table = (valenX: number) => vsXwing(['f', 'academypilot', 400, 490], ['v', pilot, valenX, 490]);
  const play = playing(leaves('engagement'), () =>
    answers(
      (d) => (d.kind === 'declare-attack' && d.ship === 'x' ? ['attack:f:primary:front'] : undefined),
      (d) => (d.kind === 'choose-action' && d.prompt.includes('Valen Rudor') ? ['focus'] : undefined),
    ),
  );
  return {
    source: `pilot:${pilot}`,
    applies: kase('his wingman at range 1 defended: he focuses', table(470), play, (s, seen) => {
      expect(actionOffered(seen, 'Valen Rudor')).toBe(true);
      expect(logged(s, 'action-performed', 'v').map((e) => e.data?.action)).toEqual(['focus']);
    }),
    doesNotApply: [
      kase('the defender at range 2 of him', table(610), play, (s, seen) => {
        expect(actionOffered(seen, 'Valen Rudor')).toBe(false);
        expect(logged(s, 'action-performed', 'v')).toHaveLength(0);
      }),
      kase(
        'his wingman at range 1 defended while he is stressed: no action of his bar can be performed',
        vsXwing(['f', 'academypilot', 400, 490], ['v', pilot, 470, 490, { tokens: { stress: 1 } }]),
        play,
        (s, seen) => {
          expect(actionOffered(seen, 'Valen Rudor')).toBe(false);
          expect(logged(s, 'action-performed', 'v')).toHaveLength(0);
        },
      ),
    ],
  };
};

const hebslyTable = vsXwing(['h', 'lieutenanthebsly-battleoverendor', 400, 490]);
const hebslyPlay = (attacker: 'x' | 'h') =>
  playing(leaves('engagement'), () =>
    answers(
      (d) =>
        d.kind === 'declare-attack' && d.ship === attacker
          ? [`attack:${attacker === 'x' ? 'h' : 'x'}:primary:front`]
          : undefined,
      (d) => (d.kind === 'choose-action' && d.prompt.includes('Hebsly') ? ['boost:1F'] : undefined),
    ),
  );

const magnaTable = (dial: string, stress: number) => () =>
  position(
    'activation',
    [farXwing()],
    [imperial('m', 'magnatolvan', 400, 800, { dial, ...(stress ? { tokens: { stress } } : {}) })],
  );
const magnaPlay = playing(
  leaves('activation'),
  () => (d) =>
    d.kind === 'choose-action' && d.ship === 'm' && d.options.some((o) => o.id === 'focus') ? ['focus'] : undefined,
);

/**
 * Magna Tolvan as Major Mianda's wingman in the End Phase: Mianda's red boost gives her a stress token outside her own
 * activation, and her white action follows.
 */
const magnaWingTable = () => () =>
  position(
    'end',
    [rebel('x', 'redsquadronveteran', 400, 150)],
    [imperial('m', 'majormianda-battleoverendor', 400, 800), imperial('g', 'magnatolvan', 600, 800)],
  );
const magnaWingPlay = playing(leaves('end'), () =>
  answers(picks('use-ability', 'use:g', 'm'), (d) =>
    d.kind === 'choose-action' && d.prompt.includes('Major Mianda')
      ? ['boost:1F']
      : d.kind === 'choose-action' && d.ship === 'g' && d.options.some((o) => o.id === 'focus')
        ? ['focus']
        : undefined,
  ),
);

const miandaTable = (wingX: number, stress: number) => () =>
  position(
    'end',
    [rebel('x', 'redsquadronveteran', 400, 150)],
    [
      imperial('m', 'majormianda-battleoverendor', 400, 800, stress ? { tokens: { stress } } : {}),
      imperial('w', 'academypilot', wingX, 800),
    ],
  );
const miandaPlay = playing(leaves('end'), () =>
  answers(picks('use-ability', 'use:w', 'm'), (d) =>
    d.kind === 'choose-action' && d.prompt.includes('Major Mianda') ? ['boost:1F'] : undefined,
  ),
);

export const SPECS: CardSpec[] = [
  nightBeast('nightbeast'),
  nightBeast('nightbeast-swz105'),
  valen('valenrudor'),
  valen('valenrudor-swz105'),
  {
    source: 'pilot:lieutenanthebsly-battleoverendor',
    applies: kase('attacked, he boosts red', hebslyTable, hebslyPlay('x'), (s, seen) => {
      expect(actionOffered(seen, 'Hebsly')).toBe(true);
      expect(logged(s, 'action-performed', 'h').map((e) => [e.data?.action, e.data?.difficulty])).toEqual([
        ['boost', 'red'],
      ]);
    }),
    doesNotApply: [
      kase('after he attacks', hebslyTable, hebslyPlay('h'), (s, seen) => {
        expect(actionOffered(seen, 'Hebsly')).toBe(false);
        expect(logged(s, 'action-performed', 'h')).toHaveLength(0);
      }),
      kase(
        'attacked after he has boosted this round: no second boost',
        vsXwing(['h', 'lieutenanthebsly-battleoverendor', 400, 490, { round: { actions: ['boost'] } }]),
        hebslyPlay('x'),
        (s, seen) => {
          expect(actionOffered(seen, 'Hebsly')).toBe(false);
          expect(logged(s, 'action-performed', 'h')).toHaveLength(0);
        },
      ),
    ],
  },
  {
    source: 'pilot:magnatolvan',
    // The white actions while stressed are a standing permission the action rules read.
    standing: true,
    applies: kase(
      'with 2 stress tokens after a white maneuver, she still focuses',
      magnaTable('3T', 2),
      magnaPlay,
      (s) => expect(logged(s, 'action-performed', 'm').map((e) => e.data?.action)).toEqual(['focus']),
    ),
    doesNotApply: kase('with 3 stress tokens she performs no action', magnaTable('3T', 3), magnaPlay, (s) =>
      expect(logged(s, 'action-performed', 'm')).toHaveLength(0),
    ),
  },
  {
    source: 'pilot:magnatolvan',
    applies: kase(
      'a red maneuver gives her stress, and a white action follows',
      magnaTable('3K', 0),
      magnaPlay,
      (s, seen) => {
        expect(actionOffered(seen, 'Magna Tolvan')).toBe(true);
        expect(logged(s, 'action-performed', 'm').map((e) => e.data?.action)).toEqual(['focus']);
      },
    ),
    doesNotApply: [
      kase('a white maneuver gives no stress and no extra action', magnaTable('3T', 0), magnaPlay, (_s, seen) =>
        expect(actionOffered(seen, 'Magna Tolvan')).toBe(false),
      ),
      kase(
        'her wingman’s red maneuver gives it stress: she is not offered an action in its step',
        () =>
          position(
            'activation',
            [farXwing()],
            [
              imperial('m', 'magnatolvan', 400, 800, { dial: '3T' }),
              imperial('w', 'academypilot', 250, 800, { dial: '3K' }),
            ],
          ),
        magnaPlay,
        (s, seen) => {
          expect(shipOf(s, 'w').tokens.stress).toBe(1);
          expect(actionOffered(seen, 'Magna Tolvan')).toBe(false);
        },
      ),
      kase(
        'a red maneuver after she has focused, evaded and barrel rolled this round: no white action is left',
        () =>
          position(
            'activation',
            [farXwing()],
            [
              imperial('m', 'magnatolvan', 400, 800, {
                dial: '3K',
                round: { actions: ['focus', 'evade', 'barrel-roll'] },
              }),
            ],
          ),
        magnaPlay,
        (s, seen) => {
          expect(shipOf(s, 'm').tokens.stress).toBe(1);
          expect(actionOffered(seen, 'Magna Tolvan')).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'pilot:magnatolvan',
    applies: kase(
      "Major Mianda's red boost in the End Phase gives her stress: her white action follows, outside her activation",
      magnaWingTable(),
      magnaWingPlay,
      (s, seen) => {
        expect(actionOffered(seen, 'Magna Tolvan')).toBe(true);
        expect(logged(s, 'action-performed', 'g').map((e) => e.data?.action)).toEqual(['boost', 'focus']);
      },
    ),
    doesNotApply: kase(
      'Major Mianda boosts alone: Magna gains no stress in the End Phase and is offered no action',
      magnaWingTable(),
      playing(leaves('end'), () =>
        answers(picks('use-ability', 'use', 'm'), (d) =>
          d.kind === 'choose-action' && d.prompt.includes('Major Mianda') ? ['boost:1F'] : undefined,
        ),
      ),
      (s, seen) => {
        expect(actionOffered(seen, 'Magna Tolvan')).toBe(false);
        expect(shipOf(s, 'g').tokens.stress ?? 0).toBe(0);
        expect(logged(s, 'action-performed', 'g')).toHaveLength(0);
      },
    ),
  },
  {
    source: 'pilot:majormianda-battleoverendor',
    applies: kase('she and her wingman at range 2 both boost red', miandaTable(600, 0), miandaPlay, (s, seen) => {
      expect(offered(seen, 'Major Mianda')).toBe(true);
      expect(logged(s, 'action-performed').map((e) => [e.ship, e.data?.action, e.data?.difficulty])).toEqual([
        ['m', 'boost', 'red'],
        ['w', 'boost', 'red'],
      ]);
    }),
    doesNotApply: kase(
      'she is stressed and her only wingman is at range 3',
      miandaTable(700, 1),
      miandaPlay,
      (s, seen) => {
        expect(offered(seen, 'Major Mianda')).toBe(false);
        expect(logged(s, 'action-performed')).toHaveLength(0);
      },
    ),
  },
];
