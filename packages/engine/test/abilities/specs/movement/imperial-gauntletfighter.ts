/**
 * Card specs for abilities/cards/movement/imperial-gauntletfighter.ts. Rules: 001 Activation 2 (reveal, then execute;
 * a stationary maneuver still counts as executed), 000 "Maneuvers"; the sideslip is placed by the geometry
 * (docs/geometry.md "Sideslips").
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import { parseManeuver, resolveMove } from '@xwing/geometry';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { farXwing, imperial, kase, playing } from '../../spec-helpers.js';

/** Captain Hark (`h`, at (400, 700) facing down) with Swivel Wing on `side`, revealing `dial`; others beside him. */
const harkTable =
  (side: 0 | 1, dial: string, extra: Partial<PositionShip> = {}, others: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [farXwing()],
      [imperial('h', 'captainhark', 400, 700, { dial, upgrades: [{ xws: 'swivelwing', side }], ...extra }), ...others],
    );
/** Hark sideslips to his right (the 1-bank right) when asked; Slider uses his card when asked. */
const harkPlay = playing(leaves('activation'), () => useAbilityOf('Slider', picks('use-ability', 'use:1N', 'h')));
const sideOf = (s: GameState) => shipOf(s, 'h').upgrades.find((u) => u.xws === 'swivelwing')!.side;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:captainhark',
    applies: kase(
      'wings down, his stationary maneuver becomes a 1-bank right sideslip (placed by the geometry); then the wings flip',
      harkTable(0, '0O'),
      harkPlay,
      (s) => {
        const golden = resolveMove({
          base: 'large',
          pose: { x: 400, y: 700, heading: 180 },
          maneuver: parseManeuver('1N'),
          sideslip: true,
        }).final;
        expect(shipOf(s, 'h').pose).toEqual(golden);
        expect(logged(s, 'maneuver-executed', 'h').map((e) => e.data?.maneuver)).toEqual(['1N']);
        expect(sideOf(s)).toBe(1);
      },
    ),
    doesNotApply: [
      kase('wings up: the stationary maneuver is executed as revealed', harkTable(1, '0O'), harkPlay, (s) => {
        expect(logged(s, 'maneuver-executed', 'h').map((e) => e.data?.maneuver)).toEqual(['0O']);
        expect(sideOf(s)).toBe(1);
      }),
      kase('a 1 straight is no stationary maneuver, and no sideslip', harkTable(0, '1F'), harkPlay, (s) => {
        expect(logged(s, 'maneuver-executed', 'h').map((e) => e.data?.sideslip)).toEqual([undefined]);
        expect(sideOf(s)).toBe(0);
      }),
      kase(
        'another Gauntlet’s stationary maneuver, Hark having activated',
        harkTable(0, '0O', { round: { activated: true } }, [
          imperial('g', 'imperialsupercommando', 200, 700, { dial: '0O', upgrades: [{ xws: 'swivelwing', side: 0 }] }),
        ]),
        harkPlay,
        (s) => {
          expect(logged(s, 'maneuver-executed', 'g').map((e) => e.data?.maneuver)).toEqual(['0O']);
          expect(sideOf(s)).toBe(0);
        },
      ),
      kase(
        'Slider’s sideslip, Hark having activated: Hark’s wings stay down',
        harkTable(0, '0O', { round: { activated: true } }, [
          imperial('s', 'slider', 200, 700, { dial: '2N', charges: 2 }),
        ]),
        harkPlay,
        (s) => {
          expect(logged(s, 'maneuver-executed', 's').map((e) => e.data?.sideslip)).toEqual([true]);
          expect(sideOf(s)).toBe(0);
        },
      ),
    ],
  },
];
