/**
 * Card specs for the Rebel YT-2400 ship abilities of abilities/cards/attack/rebel-yt2400lightfreighter.ts.
 * Rules: 001 Attack (Roll Attack Dice, Roll Defense Dice); range 1 bonus.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, picks, position, rolls } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

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

/** "Leebo" (l, `pilot`, one calculate token) faces the TIE t at range 2. */
const leeboTable = (pilot: string) => () =>
  position(
    'engagement',
    [rebel('l', pilot, 400, 300, { tokens: { calculate: 1 } })],
    [imperial('t', 'academypilot', 400, 490)],
  );
/** `a` attacks `d` with one focus result each roll; `spend`: the ship spends its calculate token on them. */
const leeboPlay = (a: string, d: string, spend: boolean) =>
  attackPlay(a, d, () =>
    answers(
      rolls(a, 'attack', ['focus']),
      rolls(d, 'defense', ['focus']),
      ...(spend
        ? [picks('modify-attack-dice', 'mod:calculate', 'l'), picks('modify-defense-dice', 'mod:calculate')]
        : []),
    ),
  );
/** The log's uses of `pilot`'s records, by index (the End Phase may have removed the calculate token already). */
const uses = (pilot: string, n: number[]) => (s: Parameters<typeof usedIndexes>[0]) =>
  expect(usedIndexes(s, `pilot:${pilot}`)).toEqual(n);
for (const pilot of ['leebo', 'leebo-swz103-rebelalliance'])
  SPECS.push(
    {
      source: `pilot:${pilot}`,
      applies: kase(
        'attacking, the calculate token spent comes back',
        leeboTable(pilot),
        leeboPlay('l', 't', true),
        uses(pilot, [0]),
      ),
      doesNotApply: kase('attacking, no token spent', leeboTable(pilot), leeboPlay('l', 't', false), uses(pilot, [])),
    },
    {
      source: `pilot:${pilot}`,
      applies: kase(
        'defending, the calculate token spent comes back (once)',
        leeboTable(pilot),
        leeboPlay('t', 'l', true),
        uses(pilot, [1]),
      ),
      doesNotApply: kase('defending, no token spent', leeboTable(pilot), leeboPlay('t', 'l', false), uses(pilot, [])),
    },
  );
