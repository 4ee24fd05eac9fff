/**
 * Card specs for the Rebel YT-2400 ship abilities of abilities/cards/attack/rebel-yt2400lightfreighter.ts.
 * Rules: 001 Attack (Roll Attack Dice, Roll Defense Dice); range 1 bonus.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { position } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

/** The YT-2400 `y` (ion cannon fitted) and an X-wing wingman at range 1 of the TIE at (400, ty). */
const table = (ty: number) => () =>
  position(
    'engagement',
    [
      rebel('y', 'leebo-swz103-rebelalliance', 400, 300, { upgrades: [{ xws: 'ioncannon' }] }),
      rebel('x', 'redsquadronveteran', 300, 340),
    ],
    [imperial('t', 'academypilot', 400, ty)],
  );
const count =
  (attacker: string, defender: string, kind: 'attack' | 'defense', n: number) =>
  (_s: unknown, seen: Parameters<typeof diceCounts>[0]) =>
    expect(diceCounts(seen, attacker, defender)[kind]).toBe(n);

export const SPECS: CardSpec[] = [
  {
    source: 'ship-ability:sensorblackout',
    applies: kase(
      'its primary attack at range 1: 3 dice, the bonus taken back',
      table(420),
      attackPlay('y', 't'),
      count('y', 't', 'attack', 3),
    ),
    doesNotApply: [
      kase('at range 2: 3 dice', table(520), attackPlay('y', 't'), count('y', 't', 'attack', 3)),
      kase(
        'its ion cannon at range 1: 4 dice',
        table(420),
        attackPlay('y', 't', undefined, 'ioncannon'),
        count('y', 't', 'attack', 4),
      ),
      kase('its wingman at range 1: 4 dice', table(420), attackPlay('x', 't'), count('x', 't', 'attack', 4)),
    ],
  },
  {
    source: 'ship-ability:sensorblackout',
    applies: kase('defending at range 1: 1 die', table(420), attackPlay('t', 'y'), count('t', 'y', 'defense', 1)),
    doesNotApply: [
      kase('defending at range 2: 2 dice', table(520), attackPlay('t', 'y'), count('t', 'y', 'defense', 2)),
      kase('its wingman defends at range 1: 2 dice', table(420), attackPlay('t', 'x'), count('t', 'x', 'defense', 2)),
    ],
  },
];

/** A Scum YT-2400 (b, Sensor Blindspot, a Dorsal Turret fitted) facing the TIE at (400, `ty`): 420 is range 1. */
const blindTable = (ty: number) => () =>
  position(
    'engagement',
    [rebel('b', 'leebo-swz103-sl-scumandvillainy', 400, 300, { upgrades: [{ xws: 'dorsalturret' }] })],
    [imperial('t', 'academypilot', 400, ty)],
  );
SPECS.push({
  source: 'ship-ability:sensorblindspot',
  applies: kase(
    'primary at range 1: no bonus die, and one die fewer (3 − 1)',
    blindTable(420),
    attackPlay('b', 't'),
    count('b', 't', 'attack', 2),
  ),
  doesNotApply: [
    kase('primary at range 2: its 3 dice', blindTable(490), attackPlay('b', 't'), count('b', 't', 'attack', 3)),
    kase(
      'the dorsal turret at range 1: its 2 dice and the bonus',
      blindTable(420),
      attackPlay('b', 't', undefined, 'dorsalturret'),
      count('b', 't', 'attack', 3),
    ),
    kase('the TIE attacks it at range 1', blindTable(420), attackPlay('t', 'b'), count('t', 'b', 'attack', 3)),
  ],
});
