/**
 * Card specs for abilities/cards/subsystems/resistance-scavengedyt1300.ts, played through `createGame` (positions start
 * after Setup). Rules: 001 Setup 5 "Place Forces" (each ship wholly within range 1 of its player's edge, one at a time
 * in initiative order); the card's exception: anywhere beyond range 3 of the enemy ships.
 */
import { expect } from 'vitest';
import { createGame, type Decision, type GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { content, playUntil } from '../../flow-harness.js';
import { kase } from '../../spec-helpers.js';

/** Han Solo (initiative 6, placed after the X-wing of initiative 3) against an X-wing, played through Setup. */
const game = () =>
  createGame(
    {
      players: [
        {
          name: 'Resistance',
          squad: {
            faction: 'resistance',
            pilots: [{ id: 'hansolo-scavengedyt1300', ship: 'scavengedyt1300', upgrades: {} }],
          },
        },
        {
          name: 'Rebels',
          squad: {
            faction: 'rebelalliance',
            pilots: [{ id: 'redsquadronveteran', ship: 't65xwing', upgrades: {} }],
          },
        },
      ],
      seed: 'han-anywhere',
      format: 'extended',
    },
    content,
  );
/** Han's placement: `mid` takes the last option offered (beyond his zone), else the first (in it). */
const play = (mid: boolean) => (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase !== 'setup',
    (d) => {
      if (d.kind !== 'place-ship') return undefined;
      const ship = s.ships.find((x) => x.id === d.ship);
      if (ship?.pilot !== 'hansolo-scavengedyt1300') return undefined;
      return [mid ? d.options[d.options.length - 1]!.id : d.options[0]!.id];
    },
  );
const han = (s: GameState) => s.ships.find((x) => x.pilot === 'hansolo-scavengedyt1300')!;
const hanOptions = (s: GameState, seen: readonly Decision[]) =>
  seen.find((d) => d.kind === 'place-ship' && d.ship === han(s).id)?.options ?? [];

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:hansolo-scavengedyt1300',
    applies: kase('placed in mid-table, beyond range 3 of the X-wing', game, play(true), (s, seen) => {
      const y = han(s).pose!.y;
      // His player's zone runs to 100 mm from the edge (first player's at y = 0, the other's at y = 914.4).
      expect(y > 150 && y < 764.4).toBe(true);
      expect(hanOptions(s, seen).length).toBeGreaterThan(6 - 1);
    }),
    doesNotApply: kase('placed in his own zone: the card is not used', game, play(false), (s) => {
      const y = han(s).pose!.y;
      expect(y < 100 || y > 814.4).toBe(true);
    }),
  },
];
