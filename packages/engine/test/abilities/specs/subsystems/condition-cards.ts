/**
 * Card specs for the condition cards and the cards that assign them (cards/subsystems/conditions.ts; 2.0 Rules
 * Reference "Condition Cards"). The Setup assignments are played through `createGame` in
 * test/abilities/condition-words.test.ts; here every case plays the Engagement Phase to its end, so a Setup record
 * (the end of the setup phase only) is seen not to fire at another phase's end: no condition appears.
 */
import { expect } from 'vitest';
import { loadContent } from '@xwing/content';
import { createGame, type Decision, type GameState, type PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  type Answer,
  answers,
  attacks,
  hasLogged,
  leaves,
  picks,
  playUntil,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

const conditionsOn = (s: GameState) => s.ships.flatMap((x) => (x.conditions ?? []).map((c) => `${x.id}:${c.xws}`));

/** The YT-1300 `y` (The Child when `child`, Force given) facing a TIE `t` (its conditions given) at range 1–2. */
const childTable =
  (o: { child?: boolean; force?: number; tie?: Partial<PositionShip> } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('y', 'outerrimsmuggler', 400, 250, {
          ...(o.child === false ? {} : { upgrades: ['thechild'] }),
          ...(o.force === undefined ? {} : { force: o.force }),
        }),
      ],
      [imperial('t', 'academypilot', 400, 450, o.tie ?? {})],
    );

/** `attacker` attacks `defender` with these attack faces, the defense all blanks; the Engagement Phase played out. */
const engage =
  (attacker: string, defender: string, faces: string[], also: Answer = () => undefined) =>
  (s: GameState) =>
    playUntil(
      s,
      leaves('engagement'),
      answers(
        attacks(attacker, defender),
        rolls(attacker, 'attack', faces),
        rolls(defender, 'defense', ['blank', 'blank', 'blank']),
        also,
      ),
    );

const noConditions = (before: string[]) => (s: GameState) => expect(conditionsOn(s)).toEqual(before);

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:thechild:0',
    applies: kase(
      'hit while defending, the ship recovers a Force',
      childTable({ force: 1 }),
      engage('t', 'y', ['hit', 'hit']),
      (s) => {
        expect(shipOf(s, 'y').force).toBe(2);
        noConditions([])(s);
      },
    ),
    doesNotApply: [
      kase('the attack missed: no Force', childTable({ force: 1 }), engage('t', 'y', ['blank', 'blank']), (s) => {
        expect(shipOf(s, 'y').force).toBe(1);
        noConditions([])(s);
      }),
      kase(
        'the Child ship attacks and hits: no Force',
        childTable({ force: 1 }),
        engage('y', 't', ['hit', 'hit', 'blank']),
        (s) => {
          expect(shipOf(s, 'y').force).toBe(1);
          noConditions([])(s);
        },
      ),
      kase('its Force is full: nothing to recover', childTable({ force: 2 }), engage('t', 'y', ['hit', 'hit']), (s) => {
        expect(shipOf(s, 'y').force).toBe(2);
        noConditions([])(s);
      }),
    ],
  },
  {
    source: 'condition:mercilesspursuit',
    applies: kase(
      'the pursuing TIE attacks the Child ship: it locks it',
      childTable({ tie: { conditions: [{ xws: 'mercilesspursuit', owner: 'y' }] } }),
      engage('t', 'y', ['blank', 'blank'], useAbilityOf('Merciless Pursuit')),
      (s) => expect(shipOf(s, 't').locks.map((l) => l.target)).toEqual(['y']),
    ),
    doesNotApply: [
      kase(
        'the pursuing TIE defends against the Child ship: no lock',
        childTable({ tie: { conditions: [{ xws: 'mercilesspursuit', owner: 'y' }] } }),
        engage('y', 't', ['blank', 'blank', 'blank'], useAbilityOf('Merciless Pursuit')),
        (s) => expect(shipOf(s, 't').locks).toEqual([]),
      ),
      kase(
        'the defender carries no Child: no lock',
        childTable({ child: false, tie: { conditions: ['mercilesspursuit'] } }),
        engage('t', 'y', ['blank', 'blank'], useAbilityOf('Merciless Pursuit')),
        (s) => expect(shipOf(s, 't').locks).toEqual([]),
      ),
    ],
  },
];

/**
 * Tracking Fob: a Firespray (`f`, the Fob) far from the TIE `t` (beyond range 3): it may lock it in its Perform Action
 * step only when `t` holds the Fob's Marked for Elimination.
 */
const fobTable =
  (marked: 'fob' | 'other' | 'none', fob = true) =>
  () =>
    position(
      'activation',
      [
        rebel('f', 'bountyhunter', 200, 100, { dial: '1F', ...(fob ? { upgrades: ['trackingfob'] } : {}) }),
        rebel('w', 'outerrimsmuggler', 700, 100, { dial: '1F' }),
      ],
      [
        imperial('t', 'academypilot', 800, 850, {
          dial: '1F',
          ...(marked === 'none'
            ? {}
            : { conditions: [{ xws: 'markedforelimination', owner: marked === 'fob' ? 'w' : 't' }] }),
        }),
      ],
    );
const activate = (s: GameState) => playUntil(s, (st) => st.phase !== 'activation');
/** Whether the Fob ship was offered the lock on `t`; the Setup record never fired (the conditions are as given). */
const lockOffered = (s: GameState, seen: readonly Decision[], marked: boolean) => {
  expect(conditionsOn(s)).toEqual(marked ? ['t:markedforelimination'] : []);
  return seen.some((d) => d.kind === 'choose-action' && d.ship === 'f' && d.options.some((o) => o.id === 'lock:t'));
};

SPECS.push({
  source: 'upgrade:trackingfob:0',
  standing: true,
  applies: kase('the marked TIE beyond range 3: the Fob ship may lock it', fobTable('fob'), activate, (s, seen) =>
    expect(lockOffered(s, seen, true)).toBe(true),
  ),
  doesNotApply: [
    kase('the TIE is not marked: out of reach', fobTable('none'), activate, (s, seen) =>
      expect(lockOffered(s, seen, false)).toBe(false),
    ),
    kase("the TIE holds its own player's mark: out of reach", fobTable('other'), activate, (s, seen) =>
      expect(lockOffered(s, seen, true)).toBe(false),
    ),
  ],
});

/**
 * Marked for Elimination: the Firespray `f` (Tracking Fob unless `fob` false, locking the TIE unless `locks` false)
 * attacks the TIE `t`, which holds the Fob's mark and a focus token and rolls a focus: may it spend the token?
 */
const markTable =
  (o: { fob?: boolean; locks?: boolean } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('f', 'bountyhunter', 400, 250, {
          tokens: { focus: 1 },
          ...(o.fob === false ? {} : { upgrades: ['trackingfob'] }),
          ...(o.locks === false ? {} : { locks: ['t'] }),
        }),
      ],
      [
        imperial('t', 'academypilot', 400, 450, {
          tokens: { focus: 1 },
          conditions: [{ xws: 'markedforelimination', owner: 'f' }],
        }),
      ],
    );
const markPlay = (attacker: string, defender: string) => (s: GameState) =>
  playUntil(
    s,
    hasLogged('attack-ended', attacker),
    answers(attacks(attacker, defender), rolls(defender, 'defense', ['focus', 'blank', 'blank'])),
  );
const focusOffered = (seen: readonly Decision[], defender: string) =>
  seen.some(
    (d) => d.kind === 'modify-defense-dice' && d.ship === defender && d.options.some((o) => o.id === 'mod:focus'),
  );

SPECS.push({
  source: 'condition:markedforelimination',
  standing: true,
  applies: kase(
    'the Fob ship locking it attacks: the marked TIE spends no focus',
    markTable(),
    markPlay('f', 't'),
    (_s, seen) => expect(focusOffered(seen, 't')).toBe(false),
  ),
  doesNotApply: [
    kase(
      'the attacker has no Tracking Fob: the focus is spent',
      markTable({ fob: false }),
      markPlay('f', 't'),
      (_s, seen) => expect(focusOffered(seen, 't')).toBe(true),
    ),
    kase(
      'the attacker has no lock on it: the focus is spent',
      markTable({ locks: false }),
      markPlay('f', 't'),
      (_s, seen) => expect(focusOffered(seen, 't')).toBe(true),
    ),
  ],
});

/**
 * Kylo Ren (pilot, `k`, one Force of two) and the X-wing `x` at range 1–2: the attack ends; when Kylo defended, he may
 * spend a Force to assign I'll Show You the Dark Side to the attacker, a Pilot card from his player's deck laid on it.
 */
const kyloTable = () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [imperial('k', 'kyloren', 400, 450, { force: 1 })],
  );
const darkSide = (s: GameState, id: string) =>
  (s.ships.find((x) => x.id === id)!.conditions ?? []).filter((c) => c.xws === 'illshowyouthedarkside');
const PILOT_CARDS = ['blindedpilot', 'panickedpilot', 'stunnedpilot', 'woundedpilot'];

SPECS.push({
  source: 'pilot:kyloren',
  applies: kase(
    'defending, Kylo spends a Force: the attacker holds the condition with a Pilot card on it',
    kyloTable,
    (s) =>
      playUntil(
        s,
        hasLogged('attack-ended', 'x'),
        answers(attacks('x', 'k'), rolls('k', 'defense', ['blank', 'blank', 'blank']), useAbilityOf('Kylo Ren')),
      ),
    (s, seen) => {
      const asked = seen.find((d) => d.kind === 'use-ability' && d.prompt.includes('Kylo Ren'))!;
      expect(asked.options.map((o) => o.id)).toEqual([...PILOT_CARDS.map((c) => `use:${c}`), 'decline']);
      expect(darkSide(s, 'x')).toEqual([{ xws: 'illshowyouthedarkside', owner: 'k', round: 1, card: 'blindedpilot' }]);
      // Spent to 0, then the End Phase recovers one (the play stops at the next decision, in round 2).
      expect(shipOf(s, 'k').force).toBe(1);
      // Taken out of Kylo's player's deck (two copies printed: one left).
      expect(s.players[1]!.damageDeck.filter((c) => c === 'blindedpilot')).toHaveLength(1);
    },
  ),
  doesNotApply: kase(
    'attacking, Kylo is asked nothing',
    kyloTable,
    (s) =>
      playUntil(
        s,
        hasLogged('attack-ended', 'k'),
        answers(attacks('k', 'x'), rolls('x', 'defense', ['blank', 'blank']), useAbilityOf('Kylo Ren')),
      ),
    (s) => {
      expect(darkSide(s, 'x')).toEqual([]);
      expect(s.log.some((e) => e.type === 'damage-deck-searched')).toBe(false);
    },
  ),
});

/** Kylo Ren's crew card on an Upsilon shuttle `u` in its activation; the X-wing `x` near (range 1–3) or far. */
const crewTable = (near: boolean) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', near ? 400 : 100, near ? 300 : 60, { dial: '1F' })],
    [imperial('u', 'majorstridan', 400, 600, { upgrades: ['kyloren'], dial: '1F', force: 1 })],
  );
const crewPlay = (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase !== 'activation',
    (d) => {
      if (d.kind !== 'choose-action' || d.ship !== 'u') return undefined;
      const o = d.options.find((x) => x.id.startsWith('card:upgrade:kyloren:0#0>x>'));
      return o ? [o.id] : undefined;
    },
  );

SPECS.push({
  source: 'upgrade:kyloren:0',
  applies: kase(
    'an action: the X-wing at range 1–3 is assigned the condition, a Pilot card on it',
    crewTable(true),
    crewPlay,
    (s) => {
      expect(darkSide(s, 'x').map((c) => [c.owner, c.card])).toEqual([['u', 'blindedpilot']]);
      expect(shipOf(s, 'u').force).toBe(0);
    },
  ),
  doesNotApply: kase('no enemy ship at range 1–3: no such action', crewTable(false), crewPlay, (s, seen) => {
    expect(darkSide(s, 'x')).toEqual([]);
    expect(seen.some((d) => d.options.some((o) => o.id.startsWith('card:upgrade:kyloren')))).toBe(false);
  }),
});

/** The X-wing `x` holds Kylo's condition (with Blinded Pilot on it unless `card` false); the TIE attacks it. */
const sideTable =
  (card = true) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, {
          conditions: [{ xws: 'illshowyouthedarkside', owner: 't', ...(card ? { card: 'blindedpilot' } : {}) }],
        }),
      ],
      [imperial('t', 'academypilot', 400, 450)],
    );
const sidePlay = (faces: string[]) => (s: GameState) =>
  playUntil(
    s,
    hasLogged('attack-ended', 't'),
    answers(attacks('t', 'x'), rolls('t', 'attack', faces), rolls('x', 'defense', ['blank', 'blank'])),
  );

SPECS.push({
  source: 'condition:illshowyouthedarkside',
  applies: kase(
    'a hit and a crit: the hit takes a shield, the crit is Blinded Pilot dealt faceup, the condition leaves',
    sideTable(),
    sidePlay(['hit', 'crit']),
    (s) => {
      expect(shipOf(s, 'x').damage).toEqual([{ card: 'blindedpilot', faceup: true }]);
      expect(shipOf(s, 'x').shields).toBe(1);
      expect(darkSide(s, 'x')).toEqual([]);
    },
  ),
  doesNotApply: [
    kase('two hits: two shields lost, the condition stays', sideTable(), sidePlay(['hit', 'hit']), (s) => {
      expect(shipOf(s, 'x').shields).toBe(0);
      expect(darkSide(s, 'x').map((c) => c.card)).toEqual(['blindedpilot']);
    }),
    kase('no card on it: the crit takes a shield', sideTable(false), sidePlay(['hit', 'crit']), (s) => {
      expect(shipOf(s, 'x').damage).toEqual([]);
      expect(shipOf(s, 'x').shields).toBe(0);
    }),
  ],
});

/**
 * Guarded: the X-wing `x` (facing up at (400, 300)) attacks the Guarded Vulture `v` — off its bullseye at (470, 450)
 * unless `bullseye` — with three MagnaGuard Protectors in its front arc, `evading` of them holding an evade token.
 * The Vulture rolls 2 dice, and one more per evading guard.
 */
const guardTable =
  (evading: number, o: { bullseye?: boolean; guarded?: boolean } = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [
        imperial('v', 'tradefederationdrone', o.bullseye ? 400 : 470, 450, {
          ...(o.guarded === false ? {} : { conditions: [{ xws: 'guarded', owner: 'g1' }] }),
        }),
        ...[
          [300, 520],
          [380, 600],
          [520, 560],
        ].map(([x, y], i) =>
          imperial(`g${i + 1}`, 'magnaguardprotector', x!, y!, i < evading ? { tokens: { evade: 1 } } : {}),
        ),
      ],
    );
const guardPlay = (attacker: string, defender: string) => (s: GameState) =>
  playUntil(s, hasLogged('attack-ended'), answers(attacks(attacker, defender)));
const defenseDice = (seen: readonly Decision[], defender: string) =>
  seen.find((d) => d.kind === 'enter-dice' && d.ship === defender && d.accepts === 'defense-faces')?.count;

SPECS.push(
  {
    source: 'condition:guarded',
    applies: kase(
      'three evading guards in the arc: the Vulture rolls 5 defense dice',
      guardTable(3),
      guardPlay('x', 'v'),
      (_s, seen) => expect(defenseDice(seen, 'v')).toBe(5),
    ),
    doesNotApply: [
      kase('no guard evading: 2 dice', guardTable(0), guardPlay('x', 'v'), (_s, seen) =>
        expect(defenseDice(seen, 'v')).toBe(2),
      ),
      kase('in the attacker’s bullseye: 2 dice', guardTable(3, { bullseye: true }), guardPlay('x', 'v'), (_s, seen) =>
        expect(defenseDice(seen, 'v')).toBe(2),
      ),
      kase(
        'the Guarded Vulture attacks: the X-wing rolls its own dice',
        guardTable(3),
        guardPlay('v', 'x'),
        (_s, seen) => expect(defenseDice(seen, 'x')).toBe(2),
      ),
    ],
  },
  // One or two guards evading: the first or the first two of the three records (their counts told apart).
  ...[1, 2].map((n): CardSpec => ({
    source: 'condition:guarded',
    applies: kase(`${n} guard(s) evading: ${2 + n} dice`, guardTable(n), guardPlay('x', 'v'), (_s, seen) =>
      expect(defenseDice(seen, 'v')).toBe(2 + n),
    ),
    doesNotApply: kase('no guard evading: 2 dice', guardTable(0), guardPlay('x', 'v'), (_s, seen) =>
      expect(defenseDice(seen, 'v')).toBe(2),
    ),
  })),
  {
    source: 'pilot:magnaguardprotector',
    applies: kase(
      'at Setup (a game, not a position) the guard assigns Guarded to the Vulture, never to another guard',
      () =>
        createGame(
          {
            players: [
              {
                name: 'Separatists',
                squad: {
                  faction: 'separatistalliance',
                  pilots: [
                    { id: 'magnaguardprotector', ship: 'rogueclassstarfighter', upgrades: {} },
                    { id: 'magnaguardprotector', ship: 'rogueclassstarfighter', upgrades: {} },
                    { id: 'tradefederationdrone', ship: 'vultureclassdroidfighter', upgrades: {} },
                  ],
                },
              },
              {
                name: 'Republic',
                squad: {
                  faction: 'galacticrepublic',
                  pilots: [{ id: 'bluesquadronprotector', ship: 'arc170starfighter', upgrades: {} }],
                },
              },
            ],
            seed: 'guarded',
          },
          loadContent(),
        ),
      (s) => playUntil(s, (st) => st.phase !== 'setup'),
      (s) => {
        const vulture = s.ships.find((x) => x.pilot === 'tradefederationdrone')!;
        // Guarded is its player's one card (limited): the second guard's assignment finds it there already.
        expect(vulture.conditions?.map((c) => c.xws)).toEqual(['guarded']);
        expect(s.ships.filter((x) => x.pilot === 'magnaguardprotector').every((x) => !x.conditions?.length)).toBe(true);
      },
    ),
    doesNotApply: kase(
      'the same with the Vulture Guarded already: nothing more assigned',
      guardTable(0),
      playing(leaves('engagement')),
      (s) => expect(conditionsOn(s)).toEqual(['v:guarded']),
    ),
  },
);

/** Kanan Jarrus (Force 2, recurring; one left), with The Child when `child`, through the End Phase. */
const kananTable = (child: boolean) => () =>
  position(
    'end',
    [rebel('k', 'kananjarrus', 400, 200, { force: 1, ...(child ? { upgrades: ['thechild'] } : {}) })],
    [imperial('t', 'academypilot', 400, 800)],
  );
SPECS.push({
  source: 'upgrade:thechild:0',
  standing: true,
  applies: kase(
    'with The Child, Kanan’s Force does not recur: still 1 after the End Phase',
    kananTable(true),
    playing(leaves('end')),
    (s) => expect(shipOf(s, 'k').force).toBe(1),
  ),
  doesNotApply: kase('without it, his recurring Force comes back: 2', kananTable(false), playing(leaves('end')), (s) =>
    expect(shipOf(s, 'k').force).toBe(2),
  ),
});

/**
 * Fearful Prey: the X-wing `x` (holding it, and a focus token) and the Fearsome Predator `p` face each other; a TIE
 * `w` beside the Predator. `attacker` attacks `defender`, whose defense dice show a focus; `spends`: the X-wing
 * spends its focus token on them.
 */
const preyTable = () =>
  position(
    'engagement',
    [
      rebel('x', 'redsquadronveteran', 400, 300, {
        tokens: { focus: 1 },
        conditions: [{ xws: 'fearfulprey', owner: 'p' }],
      }),
    ],
    [imperial('p', 'fearsomepredator', 400, 450), imperial('w', 'academypilot', 480, 450)],
  );
const preyPlay =
  (attacker: string, defender: string, spends = false) =>
  (s: GameState) =>
    playUntil(
      s,
      hasLogged('attack-ended'),
      answers(
        attacks(attacker, defender),
        rolls(defender, 'defense', ['focus', 'blank', 'blank']),
        ...(spends ? [picks('modify-defense-dice', 'mod:focus', 'x')] : []),
      ),
    );
const strain = (s: GameState) => shipOf(s, 'x').tokens.strain ?? 0;

SPECS.push(
  {
    source: 'condition:fearfulprey',
    applies: kase(
      'the Predator attacks, the X-wing spends no green token: a strain',
      preyTable,
      preyPlay('p', 'x'),
      (s) => expect(strain(s)).toBe(1),
    ),
    doesNotApply: [
      kase('the X-wing spends its focus: no strain', preyTable, preyPlay('p', 'x', true), (s) =>
        expect(strain(s)).toBe(0),
      ),
      kase('another TIE attacks: no strain', preyTable, preyPlay('w', 'x'), (s) => expect(strain(s)).toBe(0)),
      kase('the X-wing attacks the Predator: no strain', preyTable, preyPlay('x', 'p'), (s) =>
        expect(strain(s)).toBe(0),
      ),
    ],
  },
  {
    source: 'pilot:fearsomepredator',
    applies: kase(
      'at Setup (a game) the Predator assigns Fearful Prey to an enemy ship',
      () =>
        createGame(
          {
            players: [
              {
                name: 'Separatists',
                squad: {
                  faction: 'separatistalliance',
                  pilots: [{ id: 'fearsomepredator', ship: 'droidtrifighter', upgrades: {} }],
                },
              },
              {
                name: 'Republic',
                squad: {
                  faction: 'galacticrepublic',
                  pilots: [{ id: 'bluesquadronprotector', ship: 'arc170starfighter', upgrades: {} }],
                },
              },
            ],
            seed: 'prey',
          },
          loadContent(),
        ),
      (s) => playUntil(s, (st) => st.phase !== 'setup'),
      (s) => {
        const prey = s.ships.filter((x) => x.conditions?.some((c) => c.xws === 'fearfulprey'));
        expect(prey.map((x) => x.player)).toEqual([1]);
      },
    ),
    doesNotApply: kase('a position: its phase end assigns nothing', preyTable, playing(leaves('engagement')), (s) =>
      expect(conditionsOn(s)).toEqual(['x:fearfulprey']),
    ),
  },
);

/**
 * Ben Teene (MG-100, initiative 3) at (400, 450) facing down, his turret indicator `turret`; the X-wing `x` at (400,
 * 300) facing `xHeading` (180: away from him, so only he attacks; 0: towards him, and it engages first).
 */
const benTable =
  (turret: 'front' | 'left', xHeading = 180) =>
  () =>
    position(
      'engagement',
      [{ id: 'x', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: xHeading } }],
      [imperial('b', 'benteene', 400, 450, { turret })],
    );
const benPlay = (attacker: string, defender: string) => (s: GameState) =>
  playUntil(
    s,
    hasLogged('attack-ended'),
    answers(
      attacks(attacker, defender),
      rolls(attacker, 'attack', ['hit', 'hit', 'hit']),
      rolls(defender, 'defense', ['blank', 'blank', 'blank']),
    ),
  );
const rattled = (s: GameState, id: string) => shipOf(s, id).conditions?.some((c) => c.xws === 'rattled') ?? false;

/**
 * Rattled on the X-wing `x` (its owner Ben Teene `b`, far away) at (400, 300) facing up, a proton bomb of Ben's at
 * `bomb`; `x` activates (dial 1-straight) unless `activated`, every other ship has.
 */
const rattledTable =
  (bomb: { x: number; y: number }, activated = true) =>
  () =>
    position(
      'activation',
      [
        {
          id: 'x',
          pilot: 'redsquadronveteran',
          pose: { x: 400, y: 300, heading: 0 },
          conditions: [{ xws: 'rattled', owner: 'b' }],
          ...(activated ? { round: { activated: true } } : { dial: '1F' }),
        },
      ],
      [imperial('b', 'benteene', 800, 850, { upgrades: ['protonbombs'], round: { activated: true } })],
      { devices: [{ card: 'protonbombs', owner: 'b', pose: { ...bomb, heading: 0 }, id: 'pb' }] },
    );
const RATTLED_ACTION = 'card:condition:rattled#1';
const actionOffers = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'choose-action' && d.ship === 'x' && d.options.some((o) => o.id === RATTLED_ACTION));

SPECS.push(
  {
    source: 'pilot:benteene',
    applies: kase(
      'he attacks the X-wing inside his turret arc: it is Rattled',
      benTable('front'),
      benPlay('b', 'x'),
      (s) => expect(rattled(s, 'x')).toBe(true),
    ),
    doesNotApply: [
      kase(
        'his turret points left and right: the X-wing ahead is hit by his front arc, not Rattled',
        benTable('left'),
        benPlay('b', 'x'),
        (s) => {
          expect(s.log.some((e) => e.type === 'attack-ended')).toBe(true);
          expect(rattled(s, 'x')).toBe(false);
        },
      ),
      kase(
        'the X-wing attacks him (inside his turret arc): not Rattled',
        benTable('front', 0),
        benPlay('x', 'b'),
        (s) => expect(rattled(s, 'x')).toBe(false),
      ),
    ],
  },
  {
    source: 'condition:rattled',
    applies: kase(
      'the bomb at range 1 of the X-wing detonates: one more critical damage, and Rattled is removed',
      rattledTable({ x: 400, y: 380 }),
      playing(leaves('activation')),
      (s) => {
        expect(s.log.some((e) => e.type === 'device-detonated')).toBe(true);
        // The bomb's critical damage and Rattled's, both on its two shields.
        expect(shipOf(s, 'x').shields).toBe(0);
        expect(rattled(s, 'x')).toBe(false);
      },
    ),
    doesNotApply: [
      kase(
        'the bomb is far away: its action to remove Rattled is offered (not taken), and Rattled stays after the detonation',
        rattledTable({ x: 800, y: 700 }, false),
        playing(leaves('activation'), () => picks('choose-action', 'pass', 'x')),
        (s, seen) => {
          expect(actionOffers(seen)).toBe(true);
          expect(s.log.some((e) => e.type === 'device-detonated')).toBe(true);
          expect(shipOf(s, 'x').shields).toBe(2);
          expect(rattled(s, 'x')).toBe(true);
        },
      ),
      kase(
        'a bomb at range 1 of the X-wing as it acts: its action to remove Rattled is not offered',
        rattledTable({ x: 400, y: 460 }, false),
        (s) => playUntil(s, (st) => st.pending?.kind === 'choose-action' && st.pending.ship === 'x'),
        (s) => {
          expect(s.pending!.options.map((o) => o.id)).not.toContain(RATTLED_ACTION);
          expect(rattled(s, 'x')).toBe(true);
        },
      ),
    ],
  },
);

/**
 * The TIE `t` at (400, 450) attacks the X-wing `x` at (400, 300) (it holds Decoyed unless `decoyed` is false; a Naboo
 * Royal N-1 when `n1`), both it and the Naboo Handmaiden `h` (with an evade token, at `hx`, 320) facing away.
 */
const decoyTable =
  (o: { decoyed?: boolean; n1?: boolean; hx?: number } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', o.n1 ? 'bravoflightofficer' : 'redsquadronveteran', 400, 300, {
          pose: { x: 400, y: 300, heading: 180 },
          ...(o.decoyed === false ? {} : { conditions: [{ xws: 'decoyed', owner: 'h' }] }),
        }),
        rebel('h', 'naboohandmaiden', o.hx ?? 480, 320, {
          pose: { x: o.hx ?? 480, y: 320, heading: 180 },
          tokens: { evade: 1 },
        }),
      ],
      [imperial('t', 'academypilot', 400, 450)],
    );
const DECOY_CHANGE = 'pilot:naboohandmaiden#1@h';
const DECOY_ADD = 'pilot:naboohandmaiden#2@h';
const decoyPlay = (use?: string) => (s: GameState) =>
  playUntil(
    s,
    hasLogged('attack-ended'),
    answers(
      attacks('t', 'x'),
      rolls('t', 'attack', ['hit', 'hit', 'hit']),
      rolls('x', 'defense', ['blank', 'blank', 'blank']),
      ...(use ? [picks('modify-defense-dice', `mod:${use}`)] : []),
    ),
  );
const decoyOffers = (seen: readonly Decision[]) =>
  seen
    .filter((d) => d.kind === 'modify-defense-dice')
    .flatMap((d) => d.options.map((o) => o.id).filter((id) => id.includes('naboohandmaiden')));

SPECS.push({
  source: 'pilot:naboohandmaiden',
  applies: kase(
    'the Decoyed X-wing defends, the Handmaiden inside the TIE’s arc: her evade token turns a blank into an evade',
    decoyTable(),
    decoyPlay(DECOY_CHANGE),
    (s, seen) => {
      expect(decoyOffers(seen)).toEqual([`mod:${DECOY_CHANGE}`]);
      // Her evade token paid (the End Phase has cleared the tokens since: read in the log).
      expect(s.log.some((e) => e.type === 'cost-paid' && e.ship === 'h')).toBe(true);
      // Two hits at range 2, one cancelled by the evade: one damage, on a shield.
      expect(shipOf(s, 'x').shields).toBe(1);
    },
  ),
  doesNotApply: [
    kase('the X-wing holds no Decoyed: nothing offered', decoyTable({ decoyed: false }), decoyPlay(), (_s, seen) =>
      expect(decoyOffers(seen)).toEqual([]),
    ),
    kase('the Handmaiden is outside the TIE’s arc: nothing offered', decoyTable({ hx: 700 }), decoyPlay(), (_s, seen) =>
      expect(decoyOffers(seen)).toEqual([]),
    ),
    kase(
      'an N-1 defends without Decoyed: nothing offered',
      decoyTable({ n1: true, decoyed: false }),
      decoyPlay(),
      (_s, seen) => expect(decoyOffers(seen)).toEqual([]),
    ),
    kase(
      'a Decoyed N-1 defends, the Handmaiden out of the arc: nothing offered',
      decoyTable({ n1: true, hx: 700 }),
      decoyPlay(),
      (_s, seen) => expect(decoyOffers(seen)).toEqual([]),
    ),
    kase(
      'the Decoyed defender is an N-1: the added evade is offered instead of the change (not taken)',
      decoyTable({ n1: true }),
      decoyPlay(),
      (_s, seen) => expect(decoyOffers(seen)).toEqual([`mod:${DECOY_ADD}`]),
    ),
    kase(
      'a position: its phase end assigns no Decoyed',
      decoyTable({ decoyed: false }),
      playing(leaves('engagement')),
      (s) => expect(s.ships.some((x) => x.conditions?.some((c) => c.xws === 'decoyed'))).toBe(false),
    ),
  ],
});

/**
 * The TIE `t` at (400, 450) with its dial set (1-straight) holds Listening Device (owned by the YT-1300 `y`, which
 * equips Informant unless `informant` is false), the YT-1300 at (400, `yy`) facing it; the game starts in `phase`.
 */
const listenTable =
  (yy: number, informant = true, phase: 'system' | 'activation' = 'system') =>
  () =>
    position(
      phase,
      [rebel('y', 'outerrimsmuggler', 400, yy, { dial: '1F', ...(informant ? { upgrades: ['informant'] } : {}) })],
      [imperial('t', 'academypilot', 400, 450, { dial: '1F', conditions: [{ xws: 'listeningdevice', owner: 'y' }] })],
    );
const flippedEarly = (s: GameState) =>
  s.log.some((e) => e.type === 'dial-revealed' && e.ship === 't' && (e.data as { early?: boolean }).early === true);
const toActivation = (s: GameState) => playUntil(s, (st) => st.phase === 'activation');

SPECS.push(
  {
    source: 'condition:listeningdevice',
    applies: kase(
      'the Informant at range 2: the TIE’s dial is flipped as the System Phase starts',
      listenTable(250),
      toActivation,
      (s) => expect(flippedEarly(s)).toBe(true),
    ),
    doesNotApply: [
      kase('the Informant at range 3: its dial stays hidden', listenTable(120), toActivation, (s) =>
        expect(flippedEarly(s)).toBe(false),
      ),
      kase('the YT-1300 at range 2 has no Informant: hidden', listenTable(250, false), toActivation, (s) =>
        expect(flippedEarly(s)).toBe(false),
      ),
      kase(
        'the game starts in the Activation Phase: no early flip',
        listenTable(250, true, 'activation'),
        playing(leaves('activation')),
        (s) => expect(flippedEarly(s)).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:informant:0',
    applies: kase(
      'at Setup (a game) the Informant assigns Listening Device to the enemy ship',
      () =>
        createGame(
          {
            players: [
              {
                name: 'Rebels',
                squad: {
                  faction: 'rebelalliance',
                  pilots: [
                    { id: 'outerrimsmuggler', ship: 'modifiedyt1300lightfreighter', upgrades: { crew: ['informant'] } },
                  ],
                },
              },
              {
                name: 'Empire',
                squad: {
                  faction: 'galacticempire',
                  pilots: [{ id: 'academypilot', ship: 'tielnfighter', upgrades: {} }],
                },
              },
            ],
            seed: 'informant',
            format: 'extended',
          },
          loadContent(),
        ),
      (s) => playUntil(s, (st) => st.phase !== 'setup'),
      (s) => {
        const held = s.ships.filter((x) => x.conditions?.some((c) => c.xws === 'listeningdevice'));
        expect(held.map((x) => x.player)).toEqual([1]);
      },
    ),
    doesNotApply: kase('a position: its phase end assigns nothing', listenTable(250), toActivation, (s) =>
      expect(s.ships.filter((x) => x.conditions?.length).map((x) => x.id)).toEqual(['t']),
    ),
  },
);

/**
 * Director Krennic at Setup, through `createGame`: his Lambda shuttle (extended format) and, unless `alone`, an Academy Pilot TIE; the
 * Setup question (before forces) assigns Optimized Prototype to the other friendly ship.
 */
const krennicGame = (alone: boolean) => () =>
  createGame(
    {
      players: [
        {
          name: 'Empire',
          squad: {
            faction: 'galacticempire',
            pilots: [
              { id: 'omicrongrouppilot', ship: 'lambdaclasst4ashuttle', upgrades: { crew: ['directorkrennic'] } },
              ...(alone ? [] : [{ id: 'academypilot', ship: 'tielnfighter', upgrades: {} }]),
            ],
          },
        },
        {
          name: 'Rebels',
          squad: { faction: 'rebelalliance', pilots: [{ id: 'redsquadronveteran', ship: 't65xwing', upgrades: {} }] },
        },
      ],
      seed: 'krennic',
      // The Lambda shuttle is legal in the extended format only.
      format: 'extended',
    },
    loadContent(),
  );
const prototypes = (s: GameState) =>
  s.ships.filter((x) => (x.conditions ?? []).some((c) => c.xws === 'optimizedprototype')).map((x) => x.pilot);

SPECS.push({
  source: 'upgrade:directorkrennic:0',
  applies: kase(
    'at Setup, before forces are placed, the TIE is assigned Optimized Prototype',
    krennicGame(false),
    (s) => playUntil(s, (st) => st.phase !== 'setup' || st.ships.some((x) => x.pose !== null)),
    (s) => expect(prototypes(s)).toEqual(['academypilot']),
  ),
  doesNotApply: kase(
    'Krennic’s Lambda is the only friendly ship: no condition (never on his own ship)',
    krennicGame(true),
    (s) => playUntil(s, (st) => st.phase !== 'setup'),
    (s) => expect(prototypes(s)).toEqual([]),
  ),
});

/**
 * Optimized Prototype: the Firespray `a` (holding the condition from `k`) attacks the X-wing `x` (2 shields, facing
 * away) at range 2 in its front arc (`rear`: behind it, in its rear arc), rolling hit, hit, focus; Krennic's Lambda
 * `k` (Director Krennic unless `krennic` false) locks the X-wing unless `locks` false. `missiles`: `a` fires Concussion
 * Missiles, locking the X-wing itself.
 */
const prototypeTable =
  (o: { rear?: boolean; krennic?: boolean; locks?: boolean; missiles?: boolean } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, o.rear ? 650 : 250, {
          pose: { x: 400, y: o.rear ? 650 : 250, heading: o.rear ? 0 : 180 },
        }),
      ],
      [
        imperial('a', 'bountyhunter', 400, 450, {
          conditions: [{ xws: 'optimizedprototype', owner: 'k' }],
          ...(o.missiles ? { upgrades: ['concussionmissiles'], locks: ['x'] } : {}),
        }),
        // A second holder far off, attacking nobody: only the attacker's own use of the condition counts.
        imperial('b', 'academypilot', 750, 850, {
          pose: { x: 750, y: 850, heading: 0 },
          conditions: [{ xws: 'optimizedprototype', owner: 'k' }],
        }),
        imperial('k', 'lieutenantsai', 100, 850, {
          pose: { x: 100, y: 850, heading: 0 },
          ...(o.krennic === false ? {} : { upgrades: ['directorkrennic'] }),
          ...(o.locks === false ? {} : { locks: ['x'] }),
        }),
      ],
    );
const prototypePlay =
  (weapon = 'primary') =>
  (s: GameState) =>
    playUntil(
      s,
      hasLogged('attack-ended', 'a'),
      answers(
        attacks('a', 'x', weapon),
        rolls('a', 'attack', ['hit', 'hit', 'focus']),
        rolls('x', 'defense', ['evade', 'evade', 'evade']),
        (d) =>
          d.kind === 'modify-attack-dice' && d.ship === 'a'
            ? (() => {
                const o = d.options.find((x) => x.label.includes('Optimized Prototype'));
                return o ? [o.id] : undefined;
              })()
            : undefined,
        (d) =>
          d.kind === 'use-ability' && d.prompt.includes('Optimized Prototype')
            ? [d.options.find((x) => x.id.includes('shield'))!.id]
            : undefined,
      ),
    );
const prototypeOffered = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'modify-attack-dice' && d.options.some((x) => x.label.includes('Optimized Prototype')));
const notOffered = (name: string, table: () => GameState, play = prototypePlay()) =>
  kase(name, table, play, (s, seen) => {
    expect(prototypeOffered(seen)).toBe(false);
    expect(shipOf(s, 'x').shields).toBe(2);
  });

SPECS.push({
  source: 'condition:optimizedprototype',
  applies: kase(
    'a front-arc primary attack on the X-wing Krennic’s Lambda locks: the focus result spent, the X-wing loses a shield',
    prototypeTable(),
    prototypePlay(),
    (s, seen) => {
      expect(prototypeOffered(seen)).toBe(true);
      expect(shipOf(s, 'x').shields).toBe(1);
    },
  ),
  doesNotApply: [
    notOffered('the Lambda holds no lock on the X-wing', prototypeTable({ locks: false })),
    notOffered('the ship locking the X-wing has no Director Krennic', prototypeTable({ krennic: false })),
    notOffered('the attack is made from the rear arc', prototypeTable({ rear: true })),
    notOffered(
      'the attack is made with Concussion Missiles, not the primary weapon',
      prototypeTable({ missiles: true }),
      prototypePlay('concussionmissiles'),
    ),
    notOffered(
      'the Firespray holding it defends against the X-wing Krennic’s Lambda locks: it is not the attacker',
      () => {
        const s = prototypeTable()();
        shipOf(s, 'x').pose = { x: 400, y: 250, heading: 0 };
        return s;
      },
      (s: GameState) =>
        playUntil(
          s,
          hasLogged('attack-ended', 'x'),
          answers(
            attacks('x', 'a'),
            rolls('x', 'attack', ['hit', 'hit', 'focus']),
            rolls('a', 'defense', ['evade', 'evade', 'evade']),
          ),
        ),
    ),
    kase(
      'the Firespray spends its focus token, not the condition: the X-wing keeps its shields',
      () => {
        const s = prototypeTable()();
        shipOf(s, 'a').tokens = { focus: 1 };
        return s;
      },
      (s: GameState) =>
        playUntil(
          s,
          hasLogged('attack-ended', 'a'),
          answers(
            attacks('a', 'x', 'primary'),
            rolls('a', 'attack', ['hit', 'focus', 'blank']),
            rolls('x', 'defense', ['evade', 'evade', 'evade']),
            (d) =>
              d.kind === 'modify-attack-dice' && d.ship === 'a' && d.options.some((o) => o.id === 'mod:focus')
                ? ['mod:focus']
                : undefined,
          ),
        ),
      (s) => expect(shipOf(s, 'x').shields).toBe(2),
    ),
  ],
});

/**
 * Tal Merrik at Setup, through `createGame`: a Separatist Firespray with him (extended format) against an X-wing
 * (`withMerrik` false: the Firespray without him); the Setup question before forces assigns False Friend to the X-wing.
 */
const merrikGame = (withMerrik: boolean) => () =>
  createGame(
    {
      players: [
        {
          name: 'Separatists',
          squad: {
            faction: 'separatistalliance',
            pilots: [
              {
                id: 'separatistracketeer',
                ship: 'firesprayclasspatrolcraft',
                upgrades: withMerrik ? { crew: ['talmerrik'] } : {},
              },
            ],
          },
        },
        {
          name: 'Rebels',
          squad: { faction: 'rebelalliance', pilots: [{ id: 'redsquadronveteran', ship: 't65xwing', upgrades: {} }] },
        },
      ],
      seed: 'talmerrik',
      format: 'extended',
    },
    loadContent(),
  );
const falseFriends = (s: GameState) =>
  s.ships.filter((x) => (x.conditions ?? []).some((c) => c.xws === 'falsefriend')).map((x) => x.pilot);

/**
 * Tal Merrik's action: his Firespray `m` at (400, 150) reveals a 1 straight and performs his action when offered; the
 * TIE `t` ahead of him at (400, `ty`) (range 2 at 400; `behind`: at (400, 60) facing away, in his rear arc), holding
 * False Friend already when `held`, and a second TIE `u` far off at (750, 850).
 */
const merrikTable =
  (o: { ty?: number; behind?: boolean; held?: boolean } = {}) =>
  () =>
    position(
      'activation',
      [rebel('m', 'separatistracketeer', 400, o.behind ? 300 : 150, { dial: '1F', upgrades: ['talmerrik'] })],
      [
        imperial('t', 'academypilot', 400, o.behind ? 100 : (o.ty ?? 400), {
          round: { activated: true },
          ...(o.held ? { conditions: [{ xws: 'falsefriend', owner: 'm' }] } : {}),
        }),
        imperial('u', 'academypilot', 750, 850, { round: { activated: true } }),
      ],
    );
const MERRIK_ACTION = 'card:upgrade:talmerrik:0#1';
const merrikPlay = playing(leaves('activation'), () => picks('choose-action', MERRIK_ACTION, 'm'));
const merrikOffered = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'choose-action' && d.options.some((o) => o.id.startsWith(MERRIK_ACTION)));

/**
 * False Friend on the TIE `t` at (400, 450), its dial set (1 straight), owned by the Firespray `m` at (400, `my`)
 * facing it (Tal Merrik aboard unless `merrik` false); the game starts in `phase`.
 */
const falseFriendTable =
  (my: number, merrik = true, phase: 'system' | 'activation' = 'system') =>
  () =>
    position(
      phase,
      [rebel('m', 'separatistracketeer', 400, my, { dial: '1F', ...(merrik ? { upgrades: ['talmerrik'] } : {}) })],
      [imperial('t', 'academypilot', 400, 450, { dial: '1F', conditions: [{ xws: 'falsefriend', owner: 'm' }] })],
    );
/** False Friend's action: the TIE `t` holding it (or not, `held` false) reveals a 1 straight and performs it. */
const falseFriendActionTable =
  (held = true) =>
  () =>
    position(
      'activation',
      [rebel('m', 'separatistracketeer', 100, 60, { round: { activated: true }, upgrades: ['talmerrik'] })],
      [
        imperial('t', 'academypilot', 400, 600, {
          dial: '1F',
          ...(held ? { conditions: [{ xws: 'falsefriend', owner: 'm' }] } : {}),
        }),
      ],
    );
const FALSE_FRIEND_ACTION = 'card:condition:falsefriend#1';

SPECS.push(
  {
    source: 'upgrade:talmerrik:0',
    applies: kase(
      'at Setup, before forces are placed, the enemy X-wing is assigned False Friend',
      merrikGame(true),
      (s) => playUntil(s, (st) => st.phase !== 'setup' || st.ships.some((x) => x.pose !== null)),
      (s) => expect(falseFriends(s)).toEqual(['redsquadronveteran']),
    ),
    doesNotApply: kase(
      'the Firespray without him: no condition at Setup',
      merrikGame(false),
      (s) => playUntil(s, (st) => st.phase !== 'setup'),
      (s) => expect(falseFriends(s)).toEqual([]),
    ),
  },
  {
    source: 'upgrade:talmerrik:0',
    applies: kase(
      'his action assigns False Friend to the TIE ahead at range 2',
      merrikTable(),
      merrikPlay,
      (s, seen) => {
        expect(merrikOffered(seen)).toBe(true);
        expect(conditionsOn(s)).toEqual(['t:falsefriend']);
        expect(shipOf(s, 't').conditions?.[0]?.owner).toBe('m');
      },
    ),
    doesNotApply: [
      kase(
        'the TIE already holds False Friend: no action offered',
        merrikTable({ held: true }),
        merrikPlay,
        (s, seen) => {
          expect(merrikOffered(seen)).toBe(false);
          expect(conditionsOn(s)).toEqual(['t:falsefriend']);
        },
      ),
      kase('the TIE is behind him: no action offered', merrikTable({ behind: true }), merrikPlay, (s, seen) => {
        expect(merrikOffered(seen)).toBe(false);
        expect(conditionsOn(s)).toEqual([]);
      }),
    ],
  },
  {
    source: 'condition:falsefriend',
    applies: kase(
      'Tal Merrik at range 2: the TIE’s dial is flipped as the System Phase starts',
      falseFriendTable(250),
      toActivation,
      (s) => expect(flippedEarly(s)).toBe(true),
    ),
    doesNotApply: [
      kase('Tal Merrik at range 3: its dial stays hidden', falseFriendTable(120), toActivation, (s) =>
        expect(flippedEarly(s)).toBe(false),
      ),
      kase(
        'the Firespray at range 2 has no Tal Merrik and no remote is near: hidden',
        falseFriendTable(250, false),
        toActivation,
        (s) => expect(flippedEarly(s)).toBe(false),
      ),
      kase(
        'the game starts in the Activation Phase: no early flip',
        falseFriendTable(250, true, 'activation'),
        playing(leaves('activation')),
        (s) => expect(flippedEarly(s)).toBe(false),
      ),
    ],
  },
  {
    source: 'condition:falsefriend',
    applies: kase(
      'no Tal Merrik near, but the Firespray’s probe droid at range 1–2: the dial is flipped',
      () =>
        position(
          'system',
          [rebel('m', 'separatistracketeer', 400, 120, { dial: '1F', upgrades: ['drk1probedroids'] })],
          [imperial('t', 'academypilot', 400, 450, { dial: '1F', conditions: [{ xws: 'falsefriend', owner: 'm' }] })],
          { remotes: [{ card: 'drk1probedroids', owner: 'm', pose: { x: 400, y: 330, heading: 0 }, id: 'probe' }] },
        ),
      toActivation,
      (s) => expect(flippedEarly(s)).toBe(true),
    ),
    doesNotApply: kase(
      'the probe droid is its own side’s (the TIE’s friend): hidden',
      () =>
        position(
          'system',
          [rebel('m', 'separatistracketeer', 400, 120, { dial: '1F' })],
          [
            imperial('t', 'academypilot', 400, 450, { dial: '1F', conditions: [{ xws: 'falsefriend', owner: 'm' }] }),
            imperial('p', 'bountyhunter', 750, 850, { dial: '1F', upgrades: ['drk1probedroids'] }),
          ],
          { remotes: [{ card: 'drk1probedroids', owner: 'p', pose: { x: 400, y: 330, heading: 0 }, id: 'probe' }] },
        ),
      toActivation,
      (s) => expect(flippedEarly(s)).toBe(false),
    ),
  },
  {
    source: 'condition:falsefriend',
    applies: kase(
      'its action: the TIE gains a deplete and a stress token and loses the condition',
      falseFriendActionTable(),
      playing(leaves('activation'), () => picks('choose-action', FALSE_FRIEND_ACTION, 't')),
      (s) => {
        expect(shipOf(s, 't').tokens.deplete).toBe(1);
        expect(shipOf(s, 't').tokens.stress).toBe(1);
        expect(conditionsOn(s)).toEqual([]);
      },
    ),
    doesNotApply: kase(
      'a TIE without the condition: no such action',
      falseFriendActionTable(false),
      playing(leaves('activation'), () => picks('choose-action', FALSE_FRIEND_ACTION, 't')),
      (s, seen) => {
        expect(seen.some((d) => d.options.some((o) => o.id.startsWith(FALSE_FRIEND_ACTION)))).toBe(false);
        expect(shipOf(s, 't').tokens.stress ?? 0).toBe(0);
      },
    ),
  },
);
