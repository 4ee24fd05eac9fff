/**
 * Card specs for abilities/cards/subsystems/reserve-crew.ts (supplement "Reserve"; 001 Setup 5 "Place Forces"). The
 * Setup parts are played through `createGame` (positions start after Setup); the deploys from positions with the ship
 * holding It's the Resistance in reserve. The rules of the words: test/abilities/subsystems-s36-reserve-words.test.ts.
 */
import { expect } from 'vitest';
import { createGame, type Decision, type GameState, type PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  type Answer,
  answers,
  attacks,
  content,
  leaves,
  playUntil,
  position,
  rolls,
  shipOf,
} from '../../flow-harness.js';
import { imperial, kase, rebel } from '../../spec-helpers.js';

// ---- GA-97 at Setup (createGame) ----

/** A Resistance transport with GA-97 and a T-70 against an X-wing, played through Setup. */
const ga97Game = () =>
  createGame(
    {
      players: [
        {
          name: 'Resistance',
          squad: {
            faction: 'resistance',
            pilots: [
              { id: 'logisticsdivisionpilot', ship: 'resistancetransport', upgrades: { crew: ['ga97'] } },
              { id: 'bluesquadronrookie', ship: 't70xwing', upgrades: {} },
            ],
          },
        },
        {
          name: 'Rebels',
          squad: { faction: 'rebelalliance', pilots: [{ id: 'redsquadronveteran', ship: 't65xwing', upgrades: {} }] },
        },
      ],
      seed: 'ga97-setup',
      format: 'extended',
    },
    content,
  );
const transport = (s: GameState) => s.ships.find((x) => x.pilot === 'logisticsdivisionpilot')!;
const t70 = (s: GameState) => s.ships.find((x) => x.pilot === 'bluesquadronrookie')!;
const ga97Charges = (s: GameState) => transport(s).upgrades.find((u) => u.xws === 'ga97')!.charges;

/** Plays Setup; GA-97 spends `spend` charges on the T-70 (none: declined, the harness default). */
const setupWith = (spend?: 3 | 4 | 5) => (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase !== 'setup',
    (d) => {
      if (spend === undefined || d.kind !== 'use-ability' || !d.prompt.includes('GA-97')) return undefined;
      const want = d.options.find((o) => o.id === `use:${spend}`) ?? d.options.find((o) => o.id === `use:${t70(s).id}`);
      return want ? [want.id] : undefined;
    },
  );

const spentAtSetup = (spend: 3 | 4 | 5) =>
  kase(`GA-97 spends ${spend} charges: the T-70 starts in reserve, held`, ga97Game, setupWith(spend), (s) => {
    expect(ga97Charges(s)).toBe(5 - spend);
    expect(t70(s).pose).toBeNull();
    expect(t70(s).reserve?.held).toBe(true);
    expect(t70(s).conditions?.map((c) => c.xws)).toEqual(['itstheresistance']);
  });
const declinedAtSetup = kase('GA-97 declined: every ship is placed, no charge spent', ga97Game, setupWith(), (s) => {
  expect(ga97Charges(s)).toBe(5);
  expect(t70(s).pose).not.toBeNull();
  expect(t70(s).conditions ?? []).toEqual([]);
});

// ---- GA-97's deploys (positions) ----

/** The T-70 in reserve holding the transport's It's the Resistance (any edge, beyond range 3 of every enemy). */
const HELD: PositionShip = {
  id: 'res',
  pilot: 'bluesquadronrookie',
  pose: null,
  reserve: { edges: ['first', 'second', 'left', 'right'], round: 0, held: true, beyondEnemies: 3 },
  conditions: [{ xws: 'itstheresistance', owner: 'tr' }],
};
const TRANSPORT = (charges: number, extra: Partial<PositionShip> = {}) =>
  rebel('tr', 'logisticsdivisionpilot', 300, 300, {
    upgrades: [{ xws: 'ga97', charges }],
    ...extra,
  });

/** The start of the round (`phase`: the Planning Phase's start, or another phase's) with GA-97 at `charges`. */
const roundStart =
  (charges: number, phase: 'planning' | 'system' = 'planning') =>
  () =>
    position(
      phase,
      [TRANSPORT(charges, phase === 'system' ? { dial: '1F' } : {}), HELD],
      [imperial('x', 'redsquadronveteran', 600, 800, phase === 'system' ? { dial: '1F' } : {})],
      { round: 4 },
    );
/** Plays to the end of the phase the table starts in, the deploy (when asked) at its first spot. */
const playPhase = (phase: 'planning' | 'system') => (s: GameState) =>
  playUntil(s, leaves(phase), (d) =>
    d.kind === 'use-ability' && d.prompt.includes('GA-97') ? [d.options[0]!.id] : undefined,
  );

const deployed = (s: GameState) => {
  const res = shipOf(s, 'res');
  expect(res.pose).not.toBeNull();
  expect(res.reserve).toBeUndefined();
  expect(res.conditions ?? []).toEqual([]);
};
const stillHeld = (s: GameState) => {
  expect(shipOf(s, 'res').pose).toBeNull();
  expect(shipOf(s, 'res').reserve?.held).toBe(true);
};

/** The transport (`tr`, one hull left, no shield) or a wingman (`w`, the same) attacked by the X-wing for two hits. */
const destroyedTable = (target: 'tr' | 'w') => () =>
  position(
    'engagement',
    [
      TRANSPORT(2, target === 'tr' ? { shields: 0, damage: hull(4) } : {}),
      rebel('w', 'bluesquadronrookie', 560, 300, target === 'w' ? { shields: 0, damage: hull(3) } : {}),
      HELD,
    ],
    [imperial('x', 'redsquadronveteran', target === 'tr' ? 300 : 560, 500)],
  );
const hull = (n: number) =>
  ['panickedpilot', 'blindedpilot', 'woundedpilot', 'stunnedpilot']
    .slice(0, n)
    .map((card) => ({ card, faceup: false }));
const shotDown =
  (target: 'tr' | 'w'): ((s: GameState) => Decision[]) =>
  (s) =>
    playUntil(
      s,
      leaves('engagement'),
      answers(
        attacks('x', target),
        rolls('x', 'attack', ['hit', 'hit', 'hit']),
        rolls(target, 'defense', ['blank', 'blank', 'blank']),
        ((d) => (d.kind === 'use-ability' && d.prompt.includes('GA-97') ? [d.options[0]!.id] : undefined)) as Answer,
      ),
    );

// ---- Boba Fett (crew) ----

/** A Scum YV-666 with Boba Fett (crew) against an X-wing, played through Setup. */
const bobaGame = () =>
  createGame(
    {
      players: [
        {
          name: 'Scum',
          squad: {
            faction: 'scumandvillainy',
            pilots: [{ id: 'moraloeval', ship: 'yv666lightfreighter', upgrades: { crew: ['bobafett'] } }],
          },
        },
        {
          name: 'Rebels',
          squad: { faction: 'rebelalliance', pilots: [{ id: 'redsquadronveteran', ship: 't65xwing', upgrades: {} }] },
        },
      ],
      seed: 'boba-crew',
      format: 'extended',
    },
    content,
  );
const yv = (s: GameState) => s.ships.find((x) => x.pilot === 'moraloeval')!;

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:ga97:0',
    applies: spentAtSetup(3),
    doesNotApply: declinedAtSetup,
  },
  { source: 'upgrade:ga97:0', applies: spentAtSetup(4), doesNotApply: declinedAtSetup },
  { source: 'upgrade:ga97:0', applies: spentAtSetup(5), doesNotApply: declinedAtSetup },
  {
    source: 'upgrade:ga97:0',
    applies: kase(
      'every charge active at the start of the round: the T-70 deploys',
      roundStart(5),
      playPhase('planning'),
      (s, seen) => {
        deployed(s);
        expect(s.log.some((e) => e.type === 'token-gained' && e.ship === 'res')).toBe(false);
        // It deployed beyond range 3 of the X-wing, within range 1 of an edge.
        expect(seen.some((d) => d.kind === 'use-ability' && d.options.every((o) => o.id.startsWith('use:res@')))).toBe(
          true,
        );
      },
    ),
    doesNotApply: [
      kase(
        'a charge still inactive at the start of the round: it stays in reserve',
        roundStart(4),
        playPhase('planning'),
        stillHeld,
      ),
      kase(
        'every charge active at the start of the System Phase: not the round’s start',
        roundStart(5, 'system'),
        playPhase('system'),
        stillHeld,
      ),
    ],
  },
  {
    source: 'upgrade:ga97:0',
    applies: kase(
      'the transport destroyed: the T-70 deploys and gains a disarm token',
      destroyedTable('tr'),
      shotDown('tr'),
      (s) => {
        expect(shipOf(s, 'tr').gone).not.toBeNull();
        deployed(s);
        // Gained as it deploys (the End Phase has removed it since: a circular token, 001 End Phase).
        expect(s.log.some((e) => e.type === 'token-gained' && e.ship === 'res' && e.data?.token === 'disarm')).toBe(
          true,
        );
      },
    ),
    doesNotApply: kase(
      'a wingman destroyed instead: the T-70 stays in reserve',
      destroyedTable('w'),
      shotDown('w'),
      (s) => {
        expect(shipOf(s, 'w').gone).not.toBeNull();
        stillHeld(s);
      },
    ),
  },
  {
    source: 'condition:itstheresistance',
    applies: kase('assigned at Setup: its ship is not placed with the forces', ga97Game, setupWith(3), (s) => {
      expect(t70(s).pose).toBeNull();
      expect(t70(s).reserve?.edges).toEqual(['first', 'second', 'left', 'right']);
      expect(t70(s).reserve?.beyondEnemies).toBe(3);
    }),
    doesNotApply: kase('not assigned: the T-70 is placed in its zone', ga97Game, setupWith(), (s) => {
      expect(t70(s).pose).not.toBeNull();
    }),
  },
  {
    source: 'upgrade:bobafett:0',
    applies: kase(
      'placed as Setup ends, touching an obstacle, more than range 3 from the X-wing',
      bobaGame,
      (s) => playUntil(s, (st) => st.phase !== 'setup'),
      (s, seen) => {
        expect(yv(s).pose).not.toBeNull();
        expect(yv(s).reserve).toBeUndefined();
        expect(yv(s).atObstacles?.length ?? 0).toBeGreaterThan(0);
        expect(
          seen.some((d) => d.kind === 'place-ship' && d.ship === yv(s).id && /range 0 of an obstacle/.test(d.prompt)),
        ).toBe(true);
      },
    ),
    doesNotApply: kase(
      'a game from a position (after Setup): the card does nothing more',
      () =>
        position(
          'engagement',
          [rebel('yv', 'moraloeval', 400, 200, { upgrades: ['bobafett'] })],
          [imperial('x', 'redsquadronveteran', 400, 700)],
        ),
      (s) => playUntil(s, leaves('engagement')),
      (s) => expect(shipOf(s, 'yv').pose).toEqual({ x: 400, y: 200, heading: 0 }),
    ),
  },
];
