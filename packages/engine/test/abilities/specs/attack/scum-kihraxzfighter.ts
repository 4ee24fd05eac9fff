/**
 * Card specs for the Scum and Villainy Kihraxz fighter pilots of abilities/cards/attack/scum-kihraxzfighter.ts.
 * Rules: 001 Attack (Roll Attack Dice, Roll Defense Dice), range bonuses.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { attackPlay, diceCounts, kase, vsXwing } from '../../spec-helpers.js';

/** Talonbane at (tx, y) and a TIE at (wx, wy) face the X-wing at (400, 300): y 420 range 1, 490 range 2, 620 range 3. */
const table = (y: number, wx = 250, wy = 850) =>
  vsXwing(['c', 'talonbanecobra', 400, y], ['t', 'academypilot', wx, wy]);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:talonbanecobra',
    applies: kase('attacking at range 1: 5 dice', table(420), attackPlay('c', 'x'), (_s, seen) =>
      expect(diceCounts(seen, 'c', 'x').attack).toBe(5),
    ),
    doesNotApply: [
      kase('attacking at range 2: 3 dice', table(490), attackPlay('c', 'x'), (_s, seen) =>
        expect(diceCounts(seen, 'c', 'x').attack).toBe(3),
      ),
      kase('his wingman attacks at range 1: its 3 dice', table(850, 400, 420), attackPlay('t', 'x'), (_s, seen) =>
        expect(diceCounts(seen, 't', 'x').attack).toBe(3),
      ),
    ],
  },
  {
    source: 'pilot:talonbanecobra',
    applies: kase('defending at range 3: 4 dice', table(620), attackPlay('x', 'c'), (_s, seen) =>
      expect(diceCounts(seen, 'x', 'c').defense).toBe(4),
    ),
    doesNotApply: [
      kase('defending at range 2: 2 dice', table(490), attackPlay('x', 'c'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 'c').defense).toBe(2),
      ),
      kase('his wingman defends at range 3: its 4 dice', table(850, 400, 620), attackPlay('x', 't'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 't').defense).toBe(4),
      ),
    ],
  },
];
