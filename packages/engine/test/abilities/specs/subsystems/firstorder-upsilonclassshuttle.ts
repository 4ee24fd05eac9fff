/**
 * Card specs for abilities/cards/subsystems/firstorder-upsilonclassshuttle.ts, played through `createGame` (positions
 * start after Setup). Rules: 001 Setup 5 "Place Forces" (each ship wholly within range 1 of its player's edge, one at a
 * time in initiative order, lowest first); the card's exception: friendly ships placed after him may go at range 0–2
 * of him.
 */
import { expect } from 'vitest';
import { createGame, type GameState } from '@xwing/engine';
import { inSetupZone, rangeBetween, shipSolid, type BaseSize } from '@xwing/geometry';
import type { CardSpec } from '../../card-spec.js';
import { content, playUntil } from '../../flow-harness.js';
import { kase } from '../../spec-helpers.js';

/**
 * Lieutenant Dormitz (initiative 2) and a TIE/fo fighter `wing` (Omega Squadron Ace, initiative 3, placed after him;
 * or the Epsilon Squadron Cadet, initiative 1, placed before him) against an X-wing, played through Setup.
 */
const game = (wing: 'omegasquadronace' | 'epsilonsquadroncadet') => () =>
  createGame(
    {
      players: [
        {
          name: 'First Order',
          squad: {
            faction: 'firstorder',
            pilots: [
              { id: 'lieutenantdormitz', ship: 'upsilonclassshuttle', upgrades: {} },
              { id: wing, ship: 'tiefofighter', upgrades: {} },
            ],
          },
        },
        {
          name: 'Rebels',
          squad: { faction: 'rebelalliance', pilots: [{ id: 'redsquadronveteran', ship: 't65xwing', upgrades: {} }] },
        },
      ],
      seed: 'dormitz',
      format: 'extended',
    },
    content,
  );
/** The TIE's placement takes the last option offered (beyond its zone when there is one), else the first. */
const play = (last: boolean) => (s: GameState) =>
  playUntil(
    s,
    (st) => st.phase !== 'setup',
    (d) => {
      if (d.kind !== 'place-ship') return undefined;
      const ship = s.ships.find((x) => x.id === d.ship);
      if (ship?.ship !== 'tiefofighter') return undefined;
      return [last ? d.options[d.options.length - 1]!.id : d.options[0]!.id];
    },
  );
const byPilot = (s: GameState, pilot: string) => s.ships.find((x) => x.pilot === pilot)!;
const hull = (s: GameState, pilot: string) => {
  const x = byPilot(s, pilot);
  return shipSolid(x.base as BaseSize, x.pose!);
};
const inZone = (s: GameState, pilot: string) =>
  inSetupZone(hull(s, pilot), s.players[byPilot(s, pilot).player]!.edge ?? 'first');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:lieutenantdormitz',
    applies: kase(
      'the TIE placed after him goes down beyond its zone, at range 0–2 of him',
      game('omegasquadronace'),
      play(true),
      (s) => {
        expect(inZone(s, 'omegasquadronace')).toBe(false);
        const r = rangeBetween(hull(s, 'omegasquadronace'), hull(s, 'lieutenantdormitz'));
        expect(r !== null && r <= 2).toBe(true);
      },
    ),
    doesNotApply: [
      kase('the TIE placed after him takes a spot in its zone: not used', game('omegasquadronace'), play(false), (s) =>
        expect(inZone(s, 'omegasquadronace')).toBe(true),
      ),
      kase(
        'the TIE of initiative 1 is placed before him: only its zone is offered',
        game('epsilonsquadroncadet'),
        play(true),
        (s) => expect(inZone(s, 'epsilonsquadroncadet')).toBe(true),
      ),
    ],
  },
];
