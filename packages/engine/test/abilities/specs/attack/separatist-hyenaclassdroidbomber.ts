/**
 * Card specs for the Separatist Alliance Hyena-class pilots of abilities/cards/attack/separatist-hyenaclassdroidbomber.ts.
 * Rules: 001 Attack (Roll Attack Dice, Aftermath); range 1 bonus.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { logged, rolls } from '../../flow-harness.js';
import { attackPlay, diceCounts, kase, vsXwing } from '../../spec-helpers.js';

/** DBS-404 at (400, y) facing the X-wing (420: range 1; 490: range 2), a TIE wingman at (wx, wy). */
const table = (pilot: string, y: number, wx = 250, wy = 850) =>
  vsXwing(['d', pilot, 400, y], ['t', 'academypilot', wx, wy]);
const hits = (attacker: string) =>
  attackPlay(attacker, 'x', () => rolls(attacker, 'attack', ['hit', 'hit', 'hit', 'hit']));
const crits = (s: Parameters<typeof logged>[0]) => logged(s, 'ability-used', 'd');

const dbs = (pilot: string): CardSpec[] => [
  {
    source: `pilot:${pilot}`,
    applies: kase('at range 1 he rolls 4 dice', table(pilot, 420), attackPlay('d', 'x'), (_s, seen) =>
      expect(diceCounts(seen, 'd', 'x').attack).toBe(4),
    ),
    doesNotApply: [
      kase('at range 2: 2 dice', table(pilot, 490), attackPlay('d', 'x'), (_s, seen) =>
        expect(diceCounts(seen, 'd', 'x').attack).toBe(2),
      ),
      kase('his wingman at range 1: its 3', table(pilot, 850, 400, 420), attackPlay('t', 'x'), (_s, seen) =>
        expect(diceCounts(seen, 't', 'x').attack).toBe(3),
      ),
    ],
  },
  {
    source: `pilot:${pilot}`,
    applies: kase('his range 1 attack hits: he suffers a critical damage', table(pilot, 420), hits('d'), (s) =>
      expect(crits(s).some((e) => e.data?.index === 1)).toBe(true),
    ),
    doesNotApply: [
      kase('his range 2 attack hits', table(pilot, 490), hits('d'), (s) =>
        expect(crits(s).some((e) => e.data?.index === 1)).toBe(false),
      ),
      kase(
        'the X-wing hits him at range 1',
        table(pilot, 420),
        attackPlay('x', 'd', () => rolls('x', 'attack', ['hit', 'hit', 'hit', 'hit'])),
        (s) => expect(crits(s).some((e) => e.data?.index === 1)).toBe(false),
      ),
    ],
  },
];

export const SPECS: CardSpec[] = [...dbs('dbs404'), ...dbs('dbs404-siegeofcoruscant')];
