/**
 * Card specs for the Resistance Transport pilots of abilities/cards/attack/resistance-resistancetransport.ts.
 * Rules: 001 Activation 2.1 (the dial revealed), Attack (Roll Attack Dice, Roll Defense Dice); 000 "Maneuver
 * Difficulty".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { position } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

/**
 * Covanell (c, Ion Cannon aboard) reveals his red 4-straight or his white 3-straight (`dial`), the TIE its 2-straight:
 * they end at range 3 of each other either way.
 */
const table = (dial: string) => () =>
  position(
    'activation',
    [rebel('c', 'covanell', 400, 150, { dial, upgrades: [{ xws: 'ioncannon' }] })],
    [imperial('t', 'academypilot', 400, 730, { dial: '2F' })],
  );
const count =
  (attacker: string, defender: string, kind: 'attack' | 'defense', n: number) =>
  (_s: unknown, seen: Parameters<typeof diceCounts>[0]) =>
    expect(diceCounts(seen, attacker, defender)[kind]).toBe(n);
/** Both rolls of the attack: the other party's dice keep their count (the other role's record does not reach them). */
const counts =
  (attacker: string, defender: string, attack: number, defense: number) =>
  (_s: unknown, seen: Parameters<typeof diceCounts>[0]) =>
    expect(diceCounts(seen, attacker, defender)).toEqual({ attack, defense });

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:covanell',
    applies: kase(
      'after his red 4-straight: three attack dice (the TIE its four defense dice at range 3)',
      table('4F'),
      attackPlay('c', 't'),
      counts('c', 't', 3, 4),
    ),
    doesNotApply: [
      kase('after his white 3-straight: two', table('3F'), attackPlay('c', 't'), count('c', 't', 'attack', 2)),
      kase(
        'his Ion Cannon after the red 4-straight: its three',
        table('4F'),
        attackPlay('c', 't', undefined, 'ioncannon'),
        count('c', 't', 'attack', 3),
      ),
    ],
  },
  {
    source: 'pilot:covanell',
    applies: kase(
      'defending after his red 4-straight: three defense dice (the TIE its two attack dice)',
      table('4F'),
      attackPlay('t', 'c'),
      counts('t', 'c', 2, 3),
    ),
    doesNotApply: [
      kase('after his white 3-straight: two', table('3F'), attackPlay('t', 'c'), count('t', 'c', 'defense', 2)),
    ],
  },
];
