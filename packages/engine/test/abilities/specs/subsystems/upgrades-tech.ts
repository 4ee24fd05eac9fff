/**
 * Tech upgrades of abilities/cards/subsystems/upgrades-tech.ts: Hyperspace Tracking Data. Its records act at Setup, so
 * its applying case is a game (`createGame`, the extended format: the Upsilon shuttles that carry it are not
 * standard); a position starts after Setup and never sees them.
 */
import { expect } from 'vitest';
import { loadContent } from '@xwing/content';
import { createGame, type Decision, type GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { type Answer, answers, logged, picks, playUntil, position } from '../../flow-harness.js';

const content = loadContent();

/** Petty Officer Thanisson (initiative 1) with the card and two TIE/fo Fighters (initiative 3) against a T-70. */
function game(): GameState {
  return createGame(
    {
      players: [
        {
          name: 'First Order',
          squad: {
            faction: 'firstorder',
            pilots: [
              {
                id: 'pettyofficerthanisson',
                ship: 'upsilonclassshuttle',
                upgrades: { tech: ['hyperspacetrackingdata'] },
              },
              { id: 'omegasquadronace', ship: 'tiefofighter', upgrades: {} },
              { id: 'omegasquadronace', ship: 'tiefofighter', upgrades: {} },
            ],
          },
        },
        {
          name: 'Resistance',
          squad: { faction: 'resistance', pilots: [{ id: 'bluesquadronrookie', ship: 't70xwing', upgrades: {} }] },
        },
      ],
      seed: 'hyperspace-tracking',
      format: 'extended',
    },
    content,
  );
}

/** Takes 6 as the shuttle's initiative; gives evade tokens to every ship asked. */
const answer: Answer = answers(
  (d) => (d.kind === 'use-ability' && d.prompt.includes('take a number') ? ['use:6'] : undefined),
  picks('use-ability', 'use:evade'),
  picks('use-ability', 'evade'),
);
const placed = (seen: readonly Decision[]) => seen.filter((d) => d.kind === 'place-ship').map((d) => d.ship);

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:hyperspacetrackingdata:0',
    applies: {
      name: 'the shuttle takes 6: placed after the TIEs; then each friendly ship at range 0–2 is given an evade token',
      state: game,
      play: (s) => playUntil(s, (st) => st.phase === 'planning', answer),
      check: (s, seen) => {
        const order = placed(seen);
        const shuttle = s.ships.find((x) => x.pilot === 'pettyofficerthanisson')!;
        expect(order[order.length - 1]).toBe(shuttle.id);
        expect(shuttle.tokens.evade).toBe(1);
        const given = logged(s, 'token-gained').filter((e) => e.data?.token === 'evade');
        expect(given.length).toBeGreaterThanOrEqual(1);
        expect(s.ships.filter((x) => x.player === shuttle.player).every((x) => (x.tokens.evade ?? 0) <= 1)).toBe(true);
      },
    },
    doesNotApply: {
      name: 'a table entered after Setup: nothing of it acts',
      state: () =>
        position(
          'planning',
          [{ pilot: 'bluesquadronrookie', id: 'x', pose: { x: 450, y: 100, heading: 0 } }],
          [
            {
              pilot: 'pettyofficerthanisson',
              id: 'u',
              upgrades: ['hyperspacetrackingdata'],
              pose: { x: 450, y: 800, heading: 180 },
            },
          ],
        ),
      play: (s) => playUntil(s, (st) => st.phase !== 'planning', answer),
      check: (s) => expect(s.ships.find((x) => x.id === 'u')!.tokens.evade ?? 0).toBe(0),
    },
  },
];
