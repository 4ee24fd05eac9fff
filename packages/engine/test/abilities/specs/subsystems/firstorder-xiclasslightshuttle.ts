/**
 * Agent Terex (abilities/cards/subsystems/firstorder-xiclasslightshuttle.ts): at Setup he hands his Illicit upgrades
 * to friendly TIE/fo or TIE/sf fighters, one each (`give-upgrade`). The Setup part is a game (`createGame`); a position
 * played through the End Phase shows no hand-over at another phase's end.
 */
import { expect } from 'vitest';
import { loadContent } from '@xwing/content';
import { createGame, type GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { playUntil, position } from '../../flow-harness.js';
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
