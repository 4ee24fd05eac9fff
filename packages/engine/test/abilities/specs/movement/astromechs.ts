/**
 * Card specs for abilities/cards/movement/astromechs.ts. Rules: 000 "Maneuver Difficulty" (a blue maneuver removes a
 * stress token, 001 Activation 2.2 Check Difficulty).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, logged, offered, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import type { GameState, PositionShip } from '@xwing/engine';
import { farTie, kase, playing, rebel } from '../../spec-helpers.js';

/** A stressed X-wing with R4 Astromech about to execute `dial`. */
const r4Table = (dial: string) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, 150, { dial, upgrades: ['r4astromech'], tokens: { stress: 1 } })],
    [farTie()],
  );

/** A Delta-7 (`d`) with R4-P Astromech about to execute `dial`; `others` beside it. */
const r4pTable =
  (dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('d', 'jediknight', 400, 150, { dial, upgrades: ['r4pastromech'], ...extra }), ...others],
      [farTie()],
    );
const r4pPlay = playing(leaves('activation'), () => useAbilityOf('R4-P Astromech'));
const stressOf = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!.tokens.stress ?? 0;

/**
 * A ship (`y`: an HWK-290, whose rotate is white, or a Y-wing, whose reload is red) with Watchful Astromech and a spent
 * torpedo; a TIE that has activated, facing `heading` (180: towards it).
 */
const watchfulTable =
  (heading: number, extra: Partial<PositionShip> = {}, others: PositionShip[] = [], pilot = 'rebelscout') =>
  () =>
    position(
      'activation',
      [
        rebel('y', pilot, 400, 150, {
          dial: '2F',
          upgrades: ['watchfulastromech', { xws: 'protontorpedoes', charges: 1 }],
          ...extra,
        }),
        ...others,
      ],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: 600, heading }, dial: '1F', round: { activated: true } }],
    );
const watchfulPlay = (action: string, ship: string) =>
  playing(leaves('activation'), () =>
    answers(picks('choose-action', action, ship), picks('choose-action', 'calculate', ship)),
  );
const acted = (s: GameState, ship: string) => logged(s, 'action-performed', ship).map((e) => e.data?.action);

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:r4astromech:0',
    // A standing rule the maneuver rules read: no 'ability-used' event, its effect is the blue maneuver.
    standing: true,
    applies: kase(
      'a white 2 straight is blue: it removes the stress token',
      r4Table('2F'),
      playing(leaves('activation')),
      (s) => expect(s.ships.find((x) => x.id === 'x')!.tokens.stress ?? 0).toBe(0),
    ),
    doesNotApply: kase(
      'a white 3 straight stays white: the stress token stays',
      r4Table('3F'),
      playing(leaves('activation')),
      (s) => expect(s.ships.find((x) => x.id === 'x')!.tokens.stress).toBe(1),
    ),
  },
  {
    source: 'upgrade:r4pastromech:0',
    applies: kase(
      'a white 3 bank, a charge spent: executed blue, it removes the stress token',
      r4pTable('3B', { tokens: { stress: 1 } }),
      r4pPlay,
      (s) => {
        expect(stressOf(s, 'd')).toBe(0);
        expect(s.ships.find((x) => x.id === 'd')!.upgrades[0]!.charges).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'a red 4 Koiogran turn is no basic maneuver: it gives its stress token',
        r4pTable('4K'),
        r4pPlay,
        (s, seen) => {
          expect(offered(seen, 'R4-P Astromech')).toBe(false);
          expect(stressOf(s, 'd')).toBe(1);
        },
      ),
      kase(
        'a wingman’s 3 bank while the astromech’s ship has activated',
        r4pTable('3B', { round: { activated: true } }, [rebel('w', 'jediknight', 250, 150, { dial: '3B' })]),
        r4pPlay,
        (_s, seen) => expect(offered(seen, 'R4-P Astromech')).toBe(false),
      ),
    ],
  },
  {
    source: 'upgrade:watchfulastromech:0',
    applies: kase(
      'in the TIE’s front arc, the HWK rotates its arc and then calculates (red)',
      watchfulTable(180),
      watchfulPlay('rotate', 'y'),
      (s) => {
        expect(acted(s, 'y')).toEqual(['rotate-arc', 'calculate']);
        expect(shipOf(s, 'y').tokens.stress).toBe(1);
      },
    ),
    doesNotApply: [
      kase('it focuses instead', watchfulTable(180), watchfulPlay('focus', 'y'), (s) =>
        expect(acted(s, 'y')).toEqual(['focus']),
      ),
      kase('the TIE faces away: it is in no enemy firing arc', watchfulTable(0), watchfulPlay('rotate', 'y'), (s) =>
        expect(acted(s, 'y')).toEqual(['rotate-arc']),
      ),
      kase(
        'a Y-wing’s red reload leaves it stressed: no calculate',
        watchfulTable(180, {}, [], 'graysquadronbomber'),
        watchfulPlay('reload', 'y'),
        (s) => expect(acted(s, 'y')).toEqual(['reload']),
      ),
      kase(
        'a wingman reloads while the HWK has activated',
        watchfulTable(180, { round: { activated: true } }, [
          rebel('w', 'graysquadronbomber', 200, 150, {
            dial: '2F',
            upgrades: [{ xws: 'protontorpedoes', charges: 1 }],
          }),
        ]),
        watchfulPlay('reload', 'w'),
        (s) => expect(acted(s, 'y')).toEqual([]),
      ),
    ],
  },
];
