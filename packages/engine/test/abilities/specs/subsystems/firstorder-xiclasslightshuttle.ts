/**
 * Agent Terex (abilities/cards/subsystems/firstorder-xiclasslightshuttle.ts): at Setup he hands his Illicit upgrades
 * to friendly TIE/fo or TIE/sf fighters, one each (`give-upgrade`). The Setup part is a game (`createGame`); a position
 * played through the End Phase shows no hand-over at another phase's end.
 *
 * Agent Tierny and Broken Trust (s36): his Setup assignment is a game; the condition's three records are played from
 * positions — the relation (a squad-mate's coordinate passes the holder by), the stress its attack gives the allied
 * ships in its arc, and its removal once a defender of its attack or of an attack on it is dealt a faceup card.
 */
import { expect } from 'vitest';
import { loadContent } from '@xwing/content';
import { createGame, type Decision, type GameState, type PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, attacks, hasLogged, leaves, picks, playUntil, position, rolls, shipOf } from '../../flow-harness.js';
import { kase } from '../../spec-helpers.js';

/** Agent Terex with these Illicit cards, and one TIE/fo fighter, against an X-wing. */
const terexGame = (illicit: string[]) => () =>
  createGame(
    {
      players: [
        {
          name: 'First Order',
          squad: {
            faction: 'firstorder',
            pilots: [
              { id: 'agentterex', ship: 'xiclasslightshuttle', upgrades: illicit.length ? { illicit } : {} },
              { id: 'zetasquadronpilot', ship: 'tiefofighter', upgrades: {} },
            ],
          },
        },
        {
          name: 'Rebels',
          squad: { faction: 'rebelalliance', pilots: [{ id: 'redsquadronveteran', ship: 't65xwing', upgrades: {} }] },
        },
      ],
      seed: 'terex',
    },
    loadContent(),
  );
const upgradesOf = (s: GameState, pilot: string) =>
  s.ships
    .find((x) => x.pilot === pilot)!
    .upgrades.filter((u) => !u.discarded)
    .map((u) => u.xws);
/** Hands over whatever is asked (the fighter, then the first card offered) until the phase `phase` is left. */
const handOverIn = (phase: GameState['phase']) => (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase !== phase,
    (d) => (d.kind === 'use-ability' && d.prompt.includes('Agent Terex') ? [d.options[0]!.id] : undefined),
  );
const handOver = handOverIn('setup');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:agentterex',
    applies: kase(
      'at Setup he hands one of his two Illicit cards to the TIE/fo, which takes no second',
      terexGame(['contrabandcybernetics', 'falsetranspondercodes']),
      handOver,
      (s) => {
        expect(upgradesOf(s, 'zetasquadronpilot')).toHaveLength(1);
        expect(upgradesOf(s, 'agentterex')).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase('no Illicit card: nothing asked', terexGame([]), handOver, (s, seen) => {
        expect(seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Agent Terex'))).toBe(false);
        expect(upgradesOf(s, 'zetasquadronpilot')).toEqual([]);
      }),
      kase(
        'the End Phase ends (a position): nothing handed over',
        () =>
          position(
            'end',
            [{ pilot: 'redsquadronveteran', id: 'x', pose: { x: 100, y: 100, heading: 0 } }],
            [
              {
                pilot: 'agentterex',
                id: 't',
                pose: { x: 400, y: 700, heading: 180 },
                upgrades: ['contrabandcybernetics'],
              },
              { pilot: 'zetasquadronpilot', id: 'z', pose: { x: 600, y: 700, heading: 180 } },
            ],
          ),
        handOverIn('end'),
        (s) => expect(upgradesOf(s, 'zetasquadronpilot')).toEqual([]),
      ),
    ],
  },
];

// ---- Agent Tierny and Broken Trust ----

const TRUST = { xws: 'brokentrust', owner: 't' };
const holds = (s: GameState, id: string) => shipOf(s, id).conditions?.some((c) => c.xws === 'brokentrust') ?? false;
const stress = (s: GameState, id: string) => shipOf(s, id).tokens.stress ?? 0;
/** Whether the log shows ship `id` dealt a faceup damage card (a card may flip facedown at once: Direct Hit!). */
const dealtFaceup = (s: GameState, id: string) =>
  s.log.some((e) => e.type === 'damage-card-dealt' && e.ship === id && e.text.includes('faceup'));
const trustHolders = (s: GameState) =>
  s.ships.filter((x) => x.conditions?.some((c) => c.xws === 'brokentrust')).map((x) => x.player);

/** Agent Tierny's First Order (with a TIE/fo) against two X-wings, from the squads on. */
const tiernyGame = () =>
  createGame(
    {
      players: [
        {
          name: 'First Order',
          squad: {
            faction: 'firstorder',
            pilots: [
              { id: 'agenttierny', ship: 'xiclasslightshuttle', upgrades: {} },
              { id: 'zetasquadronpilot', ship: 'tiefofighter', upgrades: {} },
            ],
          },
        },
        {
          name: 'Rebels',
          squad: {
            faction: 'rebelalliance',
            pilots: [
              { id: 'redsquadronveteran', ship: 't65xwing', upgrades: {} },
              { id: 'bluesquadronescort', ship: 't65xwing', upgrades: {} },
            ],
          },
        },
      ],
      seed: 'tierny',
    },
    loadContent(),
  );

/**
 * The attack table: the X-wing `x` (initiative 2) at (400, 300) facing up holds Broken Trust (Tierny's); its squad-mate
 * `a` (initiative 3, facing down, no enemy in its arc) stands at `a` (default inside x's front arc, at (480, 480)); Agent
 * Tierny `t` (no shields) at (330, 480) facing away, inside x's front arc, with no target of his own.
 */
const attackTable =
  (o: { a?: [number, number]; aTokens?: Record<string, number>; tierny?: Partial<PositionShip> } = {}) =>
  () =>
    position(
      'engagement',
      [
        { id: 'x', pilot: 'bluesquadronescort', pose: { x: 400, y: 300, heading: 0 }, conditions: [TRUST] },
        {
          id: 'a',
          pilot: 'redsquadronveteran',
          pose: { x: o.a?.[0] ?? 480, y: o.a?.[1] ?? 480, heading: 180 },
          ...(o.aTokens ? { tokens: o.aTokens } : {}),
        },
      ],
      [{ id: 't', pilot: 'agenttierny', pose: { x: 330, y: 480, heading: 0 }, shields: 0, ...o.tierny }],
    );

/** `attacker` attacks `defender` with these attack faces (the defense all blanks), played to that attack's end. */
const attackWith = (attacker: string, defender: string, faces: string[]) => (s: GameState) =>
  playUntil(
    s,
    hasLogged('attack-ended', attacker),
    answers(attacks(attacker, defender), rolls(attacker, 'attack', faces)),
  );

/**
 * The defending table: the holder `x` at (400, 300) facing up, `a` inside its front arc at (480, 480); Agent Tierny
 * `t` (initiative 3) facing down at (400, 450), the holder in his arc: he attacks first.
 */
const defendTable = (xShields?: number) => () =>
  position(
    'engagement',
    [
      {
        id: 'x',
        pilot: 'bluesquadronescort',
        pose: { x: 400, y: 300, heading: 0 },
        conditions: [TRUST],
        ...(xShields === undefined ? {} : { shields: xShields }),
      },
      { id: 'a', pilot: 'redsquadronveteran', pose: { x: 560, y: 480, heading: 180 } },
    ],
    [{ id: 't', pilot: 'agenttierny', pose: { x: 400, y: 450, heading: 180 } }],
  );

/**
 * The bystander table: the holder `x` far off at (120, 120); its squad-mate `a` (no shields) at (400, 300) facing up,
 * Agent Tierny facing it down at (400, 450): he attacks `a`.
 */
const bystanderTable = () =>
  position(
    'engagement',
    [
      { id: 'x', pilot: 'bluesquadronescort', pose: { x: 120, y: 120, heading: 0 }, conditions: [TRUST] },
      { id: 'a', pilot: 'redsquadronveteran', pose: { x: 400, y: 300, heading: 0 }, shields: 0 },
    ],
    [{ id: 't', pilot: 'agenttierny', pose: { x: 400, y: 450, heading: 180 } }],
  );

/**
 * The coordinate table (Activation): a First Order courier `c` (red Coordinate on its bar) about to act at (400, 150),
 * two TIE/fo fighters done acting at range 1 of it — `w` (holding Broken Trust when `trust`) and `v`; Agent Tierny far
 * up the table.
 */
const coordinateTable = (trust: boolean) => () =>
  position(
    'activation',
    [
      { id: 'c', pilot: 'firstordercourier', pose: { x: 400, y: 150, heading: 0 }, dial: '1F' },
      {
        id: 'w',
        pilot: 'zetasquadronpilot',
        pose: { x: 500, y: 220, heading: 0 },
        round: { activated: true },
        ...(trust ? { conditions: [TRUST] } : {}),
      },
      { id: 'v', pilot: 'zetasquadronpilot', pose: { x: 300, y: 220, heading: 0 }, round: { activated: true } },
    ],
    [{ id: 't', pilot: 'agenttierny', pose: { x: 120, y: 850, heading: 180 }, round: { activated: true } }],
  );
/** The courier's action choices (its first action decision), then it passes: the Activation Phase played out. */
const coordinateChoices = (s: GameState) => playUntil(s, leaves('activation'), picks('choose-action', 'pass', 'c'));
const coordinateTargets = (seen: readonly Decision[]) =>
  (seen.find((d) => d.kind === 'choose-action' && d.ship === 'c')?.options ?? [])
    .map((o) => o.id)
    .filter((id) => id.startsWith('coordinate:'));

SPECS.push(
  {
    source: 'pilot:agenttierny',
    applies: kase('at Setup (a game) he assigns Broken Trust to an enemy ship', tiernyGame, handOverIn('setup'), (s) =>
      expect(trustHolders(s)).toEqual([1]),
    ),
    doesNotApply: kase(
      'a position: its phase end assigns nothing',
      attackTable({ tierny: { conditions: [] } }),
      (s) => playUntil(s, leaves('engagement')),
      // The holder's condition was set by the table; no second copy appears at the phase's end.
      (s) => expect(trustHolders(s)).toEqual([0]),
    ),
  },
  {
    // The relation (standing): a friendly ship's coordinate passes an allied ship by (000 "List of Actions",
    // Coordinate: a friendly ship; abilities/relation.ts).
    source: 'condition:brokentrust',
    standing: true,
    applies: kase(
      "the holder is allied to its squad-mate: the courier's coordinate offers only the other TIE",
      coordinateTable(true),
      coordinateChoices,
      (_s, seen) => expect(coordinateTargets(seen)).toEqual(['coordinate:v']),
    ),
    doesNotApply: kase(
      'no Broken Trust: both TIEs are friendly and offered',
      coordinateTable(false),
      coordinateChoices,
      (_s, seen) => expect(coordinateTargets(seen).sort()).toEqual(['coordinate:v', 'coordinate:w']),
    ),
  },
  {
    // Its attack: each unstressed allied ship inside its attack arc gains a stress token.
    source: 'condition:brokentrust',
    applies: kase(
      'the holder attacks Tierny: its squad-mate in its arc gains a stress token, Tierny none',
      attackTable(),
      attackWith('x', 't', ['blank', 'blank', 'blank']),
      (s) => {
        expect(stress(s, 'a')).toBe(1);
        expect(stress(s, 't')).toBe(0);
        expect(holds(s, 'x')).toBe(true);
      },
    ),
    doesNotApply: [
      kase(
        'the squad-mate is stressed already: no second stress',
        attackTable({ aTokens: { stress: 1 } }),
        attackWith('x', 't', ['blank', 'blank', 'blank']),
        (s) => expect(stress(s, 'a')).toBe(1),
      ),
      kase(
        'the squad-mate stands behind the holder, out of its arc: no stress',
        attackTable({ a: [400, 120] }),
        attackWith('x', 't', ['blank', 'blank', 'blank']),
        (s) => expect(stress(s, 'a')).toBe(0),
      ),
      kase(
        'the holder defends (its squad-mate in its front arc): no stress, the condition stays (no card dealt)',
        defendTable(),
        attackWith('t', 'x', ['blank', 'blank', 'blank']),
        (s) => {
          expect(stress(s, 'a')).toBe(0);
          expect(holds(s, 'x')).toBe(true);
        },
      ),
    ],
  },
  {
    // After it attacks or defends: a faceup card dealt to the defender (or its destruction) removes the condition.
    source: 'condition:brokentrust',
    applies: kase(
      'the holder attacks and deals Tierny a faceup card: the condition is removed',
      attackTable({ a: [400, 120] }),
      attackWith('x', 't', ['crit', 'blank', 'blank']),
      (s) => {
        expect(dealtFaceup(s, 't')).toBe(true);
        expect(holds(s, 'x')).toBe(false);
      },
    ),
    doesNotApply: [
      kase(
        'the holder deals only facedown cards: it keeps the condition',
        attackTable({ a: [400, 120] }),
        attackWith('x', 't', ['hit', 'hit', 'blank']),
        (s) => {
          expect(shipOf(s, 't').damage).toHaveLength(2);
          expect(dealtFaceup(s, 't')).toBe(false);
          expect(holds(s, 'x')).toBe(true);
        },
      ),
      kase(
        'Tierny deals its squad-mate a faceup card, the holder looking on: it keeps the condition',
        bystanderTable,
        attackWith('t', 'a', ['crit', 'blank', 'blank']),
        (s) => {
          expect(dealtFaceup(s, 'a')).toBe(true);
          expect(holds(s, 'x')).toBe(true);
        },
      ),
    ],
  },
);
