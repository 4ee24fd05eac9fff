/**
 * Card specs for the sensor upgrades of abilities/cards/movement/sensors.ts. Rules: 001 Activation Phase (Reveal
 * Dial, Execute Maneuver, Perform Action), 000 "Stress" (a stressed ship performs no action).
 */
import { expect } from 'vitest';
import type { Decision, GameState, PositionShip } from '@xwing/engine';
import { repositionOptions } from '@xwing/geometry';
import type { CardSpec } from '../../card-spec.js';
import { actionOffered, answers, leaves, logged, picks, position, shipOf, useAbilityOf } from '../../flow-harness.js';
import { farTie, imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * An X-wing (`x`) with `upgrades` at (400, 150) flies a 1 straight (to y 230), then barrel rolls right (middle) when it
 * may: Asteroid 1 at (480, 230) lies where that roll puts it (each right roll would overlap it). Shared with the Q7
 * Astromech's spec (astromechs.ts).
 */
export const rockTable =
  (upgrades: PositionShip['upgrades'], extra: Partial<PositionShip> = {}) =>
  () =>
    position(
      'activation',
      [rebel('x', 'redsquadronveteran', 400, 150, { dial: '1F', upgrades, ...extra })],
      [farTie()],
      { obstacles: [{ name: 'asteroid-1', pose: { x: 480, y: 230, heading: 0 } }] },
    );
/** It rolls right onto the asteroid when offered, and uses a replacement when asked. */
export const rockPlay = playing(leaves('activation'), () =>
  answers(picks('choose-action', 'barrel-roll:right:middle', 'x'), (d) =>
    d.kind === 'use-instead' ? ['use'] : undefined,
  ),
);
/** Where the geometry puts the X-wing's right, middle 1-straight roll from (400, 230). */
export const rolledOnto = (s: GameState) => {
  const golden = repositionOptions({
    kind: 'barrel-roll',
    base: 'small',
    pose: { x: 400, y: 230, heading: 0 },
    template: '1F',
  }).find((o) => o.direction === 'right' && o.alignment === 'middle')!;
  const pose = shipOf(s, 'x').pose!;
  expect(pose.x).toBeCloseTo(golden.final.x, 6);
  expect(pose.y).toBeCloseTo(golden.final.y, 6);
};
const hits = (s: GameState) => logged(s, 'obstacle-hit', 'x').length;

const sensorsTable = (extra: Parameters<typeof rebel>[4]) => () =>
  position(
    'activation',
    [rebel('x', 'redsquadronveteran', 400, 150, { dial: '1F', upgrades: ['advancedsensors'], ...extra })],
    [farTie()],
  );
const xActions = (seen: readonly Decision[]) => seen.filter((d) => d.kind === 'choose-action' && d.ship === 'x');

export const SPECS: CardSpec[] = [
  {
    source: 'upgrade:collisiondetector:0',
    applies: kase(
      'it barrel rolls onto the asteroid and spends a charge: the asteroid does nothing',
      rockTable([{ xws: 'collisiondetector', charges: 2 }]),
      rockPlay,
      (s, seen) => {
        rolledOnto(s);
        expect(seen.filter((d) => d.kind === 'use-instead')).toHaveLength(1);
        expect(hits(s)).toBe(0);
        expect(logged(s, 'lasting-started', 'x').map((e) => e.data?.window)).toEqual(['ship:ignore-obstacles']);
        expect(shipOf(s, 'x').upgrades[0]!.charges).toBe(1);
      },
    ),
    doesNotApply: kase(
      'no charge left: it still rolls onto the asteroid, which hits it',
      rockTable([{ xws: 'collisiondetector', charges: 0 }]),
      rockPlay,
      (s, seen) => {
        rolledOnto(s);
        expect(seen.some((d) => d.kind === 'use-instead')).toBe(false);
        expect(hits(s)).toBe(1);
      },
    ),
  },
  {
    source: 'upgrade:advancedsensors:0',
    applies: kase(
      'it focuses after revealing, before moving, and is offered no action after the maneuver',
      sensorsTable({}),
      playing(leaves('activation'), () => picks('choose-action', 'focus', 'x')),
      (s, seen) => {
        expect(actionOffered(seen, 'Advanced Sensors')).toBe(true);
        expect(xActions(seen)).toHaveLength(1);
        const acted = s.log.findIndex((e) => e.type === 'action-performed' && e.ship === 'x');
        const moved = s.log.findIndex((e) => e.type === 'maneuver-executed' && e.ship === 'x');
        expect(acted).toBeGreaterThanOrEqual(0);
        expect(acted).toBeLessThan(moved);
        expect(logged(s, 'action-performed', 'x')).toHaveLength(1);
      },
    ),
    doesNotApply: [
      kase(
        'stressed (a white 3 straight keeps it so), it can perform no action: nothing is offered after the reveal',
        sensorsTable({ tokens: { stress: 1 }, dial: '3F' }),
        playing(leaves('activation'), () => picks('choose-action', 'focus', 'x')),
        (s, seen) => {
          expect(actionOffered(seen, 'Advanced Sensors')).toBe(false);
          expect(logged(s, 'action-performed', 'x')).toHaveLength(0);
        },
      ),
      kase(
        'the X-wing has activated already: the TIE reveals its dial, and the X-wing is offered nothing',
        sensorsTable({ round: { activated: true } }),
        playing(leaves('activation'), () => picks('choose-action', 'focus', 'x')),
        (_s, seen) => expect(xActions(seen)).toHaveLength(0),
      ),
    ],
  },
];

const BEACON = 'homingbeacon-armedanddangerous';
const beaconCharges = (s: GameState) => shipOf(s, 'b').upgrades[0]!.charges;
const bLocks = (s: GameState) => shipOf(s, 'b').locks.map((l) => l.target);
/**
 * Homing Beacon's lock band: Boba Fett `b` (the card, `charges`) flies a 1 straight and locks in his action step; the
 * only enemy, a TIE, sits far up the table, beyond range 3 (000 "Lock": range 0–3).
 */
const beaconFar = (charges: number) => () =>
  position(
    'activation',
    [rebel('b', 'bobafett-armedanddangerous', 400, 150, { dial: '1F', upgrades: [{ xws: BEACON, charges }] })],
    [imperial('far', 'academypilot', 100, 850, { round: { activated: true } })],
  );
const farOffered = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'choose-action' && d.ship === 'b' && d.options.some((o) => o.id === 'lock:far'));
/**
 * Homing Beacon after a maneuver (000 "Advanced Maneuvers"): Boba `b` (two charges) at (400, 150) reveals `dial`; the
 * TIE `e` (done activating) stands at `enemy`; `extra` friendly ships beside him.
 */
const beaconTable =
  (dial: string, enemy: [number, number], extra: PositionShip[] = []) =>
  () =>
    position(
      'activation',
      [rebel('b', 'bobafett-armedanddangerous', 400, 150, { dial, upgrades: [{ xws: BEACON, charges: 2 }] }), ...extra],
      [imperial('e', 'academypilot', enemy[0], enemy[1], { round: { activated: true } })],
    );
const beaconPlay = playing(leaves('activation'), () => useAbilityOf('Homing Beacon'));

SPECS.push(
  {
    source: `upgrade:${BEACON}:0`,
    applies: kase(
      'a charge spent, his lock action locks the TIE beyond range 3',
      beaconFar(2),
      playing(leaves('activation'), () => picks('choose-action', 'lock:far', 'b')),
      (s, seen) => {
        expect(farOffered(seen)).toBe(true);
        expect(bLocks(s)).toEqual(['far']);
        expect(beaconCharges(s)).toBe(1);
      },
    ),
    doesNotApply: kase(
      'no charge left: the far TIE is not offered to his lock',
      beaconFar(0),
      playing(leaves('activation'), () => picks('choose-action', 'lock:far', 'b')),
      (s, seen) => {
        expect(farOffered(seen)).toBe(false);
        expect(bLocks(s)).toEqual([]);
      },
    ),
  },
  {
    source: `upgrade:${BEACON}:0`,
    applies: kase(
      'after a fully executed Koiogran turn, a charge locks the TIE now in his front arc at range 1',
      beaconTable('4K', [460, 290]),
      beaconPlay,
      (s) => {
        expect(bLocks(s)).toEqual(['e']);
        expect(beaconCharges(s)).toBe(1);
      },
    ),
    doesNotApply: [
      kase(
        'he flies a straight with the TIE ahead at range 2, and his wingman (initiative 2, first) a Koiogran turn: nothing',
        beaconTable('2F', [400, 400], [rebel('w', 'bountyhunter', 200, 150, { dial: '4K' })]),
        beaconPlay,
        (s, seen) => {
          expect(seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Homing Beacon'))).toBe(false);
          expect(bLocks(s)).toEqual([]);
        },
      ),
      kase(
        'his Koiogran turn bumps into his wingman (partial, no turn round): nothing, though the TIE stands ahead',
        beaconTable('4K', [400, 520], [rebel('w', 'bountyhunter', 400, 370, { round: { activated: true } })]),
        beaconPlay,
        (s, seen) => {
          expect(shipOf(s, 'b').round.partial).toBe(true);
          expect(seen.some((d) => d.kind === 'use-ability' && d.prompt.includes('Homing Beacon'))).toBe(false);
          expect(bLocks(s)).toEqual([]);
        },
      ),
    ],
  },
);
