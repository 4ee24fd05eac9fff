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

export const SPECS: CardSpec[] = [
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
