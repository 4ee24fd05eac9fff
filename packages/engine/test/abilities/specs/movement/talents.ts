/**
 * Card specs for abilities/cards/movement/talents.ts. Rules: 001 Destroying Ships, Engagement Phase (ships engage
 * from the highest initiative); 000 Initiative, "Action Difficulty" (a red action gives a stress token).
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  actionOffered,
  answers,
  leaves,
  logged,
  offered,
  picks,
  position,
  rolls,
  shipOf,
  useAbilityOf,
} from '../../flow-harness.js';
import { farTie, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** A shieldless ship (`v`, of `pilot`) one hit from destruction, the Hopeful ship at `hopeX`, a TIE attacking `v`. */
const hopefulTable =
  (pilot: string, hopeX: number, victim: Partial<PositionShip> = {}, hopeful: Partial<PositionShip> = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('v', pilot, 400, 300, {
          shields: 0,
          damage: [
            { card: 'directhit', faceup: false },
            { card: 'directhit', faceup: false },
            { card: 'directhit', faceup: false },
          ],
          ...victim,
        }),
        rebel('h', 'redsquadronveteran', hopeX, 300, { upgrades: ['hopeful'], ...hopeful }),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
const hopefulPlay = playing(leaves('engagement'), () =>
  answers(
    (d) => (d.kind === 'declare-attack' && d.ship === 't' ? ['attack:v:primary:front'] : undefined),
    rolls('t', 'attack', ['hit', 'hit']),
    (d) => (d.kind === 'choose-action' && d.prompt.includes('Hopeful') ? ['focus'] : undefined),
  ),
);
const destroyed = (s: GameState) => expect(logged(s, 'ship-destroyed', 'v')).toHaveLength(1);

/** "Mauler" Mithel (initiative 5) with Swarm Tactics, an Academy Pilot (1) at `wingX`, an X-wing (3) facing them. */
const swarmTable = (wingX: number) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 400)],
    [
      imperial('m', 'maulermithel', 400, 650, { upgrades: ['swarmtactics'] }),
      imperial('a', 'academypilot', wingX, 650),
    ],
  );
const swarmPlay = playing(leaves('engagement'), () => useAbilityOf('Swarm Tactics'));
const engageOrder = (seen: Decision[]) => seen.filter((d) => d.kind === 'declare-attack').map((d) => d.ship);

const falseTable = (side: 0 | 1) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, 150, { dial: '1F', upgrades: [{ xws: 'proudtradition', side }] })],
    [farTie()],
  );
const focusPlay = playing(leaves('activation'), () => picks('choose-action', 'focus', 'x'));

/** An X-wing with Debris Gambit executes a 1 straight (to y 230) and evades; a debris cloud ahead at `y`. */
const gambitTable = (y: number) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, 150, { dial: '1F', upgrades: ['debrisgambit'] })],
    [farTie()],
    { obstacles: [{ name: 'debris-1', pose: { x: 400, y, heading: 0 } }] },
  );
const evadePlay = playing(leaves('activation'), () => picks('choose-action', 'evade', 'x'));

/**
 * A TIE Defender (`d`, at (400, 700) facing down) with Interloper Turn about to execute `dial`, obstacle `name` at
 * (`x`, 700) on its left; `extra` and `others` as given.
 */
const interloperTable =
  (dial: string, x = 490, name = 'asteroid-1', extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('r', 'redsquadronveteran', 100, 60, { dial: '1F' })],
      [imperial('d', 'onyxsquadronace', 400, 700, { dial, upgrades: ['interloperturn'], ...extra }), ...others],
      { obstacles: [{ name, pose: { x, y: 700, heading: 0 } }] },
    );
const interloperPlay = playing(leaves('activation'), () => useAbilityOf('Interloper Turn'));
const tractorGained = (s: GameState) =>
  logged(s, 'token-gained', 'd').filter((e) => e.data?.token === 'tractor').length;

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:debrisgambit:0',
    standing: true,
    applies: kase(
      'a debris cloud at range 1: the evade action is white, no stress',
      gambitTable(330),
      evadePlay,
      (s) => {
        expect(logged(s, 'action-performed', 'x').map((e) => e.data?.difficulty)).toEqual(['white']);
        expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
      },
    ),
    doesNotApply: kase('the debris cloud at range 3: the evade action is red', gambitTable(560), evadePlay, (s) => {
      expect(logged(s, 'action-performed', 'x').map((e) => e.data?.difficulty)).toEqual(['red']);
      expect(shipOf(s, 'x').tokens.stress).toBe(1);
    }),
  },
  {
    source: 'upgrade:interloperturn:0',
    applies: kase('a 1 turn beside an asteroid: a tractor token', interloperTable('1T'), interloperPlay, (s, seen) => {
      expect(offered(seen, 'Interloper Turn')).toBe(true);
      expect(tractorGained(s)).toBe(1);
    }),
    doesNotApply: [
      kase('a 3 turn beside the asteroid', interloperTable('3T'), interloperPlay, (s, seen) => {
        expect(offered(seen, 'Interloper Turn')).toBe(false);
        expect(tractorGained(s)).toBe(0);
      }),
      kase('a 1 turn with the asteroid at range 3', interloperTable('1T', 700), interloperPlay, (_s, seen) =>
        expect(offered(seen, 'Interloper Turn')).toBe(false),
      ),
      kase('a 1 turn beside a gas cloud', interloperTable('1T', 490, 'gas-cloud-1'), interloperPlay, (_s, seen) =>
        expect(offered(seen, 'Interloper Turn')).toBe(false),
      ),
      kase(
        'a wingman’s 1 turn while the Defender beside the asteroid has activated',
        interloperTable('1T', 490, 'asteroid-1', { round: { activated: true } }, [
          imperial('w', 'onyxsquadronace', 150, 500, { dial: '1T' }),
        ]),
        interloperPlay,
        (_s, seen) => expect(offered(seen, 'Interloper Turn')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:hopeful:0',
    applies: kase(
      'Luke (limited) destroyed at range 1: the ship focuses',
      hopefulTable('lukeskywalker', 480),
      hopefulPlay,
      (s, seen) => {
        destroyed(s);
        expect(actionOffered(seen, 'Hopeful')).toBe(true);
        expect(logged(s, 'action-performed', 'h').map((e) => e.data?.action)).toEqual(['focus']);
      },
    ),
    doesNotApply: [
      kase('Luke destroyed beyond range 3', hopefulTable('lukeskywalker', 760), hopefulPlay, (s, seen) => {
        destroyed(s);
        expect(actionOffered(seen, 'Hopeful')).toBe(false);
      }),
      kase(
        'a Red Squadron Veteran (not limited, no Hopeful) destroyed at range 1',
        hopefulTable('redsquadronveteran', 480),
        hopefulPlay,
        (s, seen) => {
          destroyed(s);
          expect(actionOffered(seen, 'Hopeful')).toBe(false);
        },
      ),
      kase(
        'Luke destroyed at range 1 while the ship is stressed: no action to perform',
        hopefulTable('lukeskywalker', 480, {}, { tokens: { stress: 1 } }),
        hopefulPlay,
        (s, seen) => {
          destroyed(s);
          expect(actionOffered(seen, 'Hopeful')).toBe(false);
        },
      ),
    ],
  },
  {
    source: 'upgrade:swarmtactics:0',
    applies: kase(
      'the Academy Pilot at range 1 engages right after Mithel, before the X-wing',
      swarmTable(500),
      swarmPlay,
      (s, seen) => {
        expect(engageOrder(seen)).toEqual(['m', 'a', 'x']);
        expect(logged(s, 'lasting-started', 'a')).toHaveLength(1);
      },
    ),
    doesNotApply: kase('the Academy Pilot at range 2: it engages last', swarmTable(600), swarmPlay, (_s, seen) =>
      expect(engageOrder(seen)).toEqual(['m', 'x', 'a']),
    ),
  },
  {
    source: 'upgrade:proudtradition:1',
    standing: true,
    applies: kase(
      'False Tradition: the focus action is red and gives a stress token',
      falseTable(1),
      focusPlay,
      (s) => {
        expect(logged(s, 'action-performed', 'x').map((e) => e.data?.difficulty)).toEqual(['red']);
        expect(shipOf(s, 'x').tokens.stress).toBe(1);
      },
    ),
    doesNotApply: kase('Proud Tradition (side 0): the focus action stays white', falseTable(0), focusPlay, (s) => {
      expect(logged(s, 'action-performed', 'x').map((e) => e.data?.difficulty)).toEqual(['white']);
      expect(shipOf(s, 'x').tokens.stress ?? 0).toBe(0);
    }),
  },
];
