/**
 * Card specs for the Scum and Villainy Z-95-AF4 Headhunter pilots of abilities/cards/attack/scum-z95af4headhunter.ts.
 * Rules: 001 Attack (Roll Attack Dice); 000 Range (friendly ships at range 0–2).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { position } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

/** N'dru (with an ion cannon) faces the X-wing; a TIE wingman stands `wingX` along. */
const table = (ndruX: number, wingX: number) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [
      imperial('n', 'ndrusuhlak', ndruX, 490, { upgrades: [{ xws: 'ioncannon' }] }),
      imperial('t', 'academypilot', wingX, 490),
    ],
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:ndrusuhlak',
    applies: kase('no friendly ship near him: 3 dice at range 2', table(400, 900), attackPlay('n', 'x'), (_s, seen) =>
      expect(diceCounts(seen, 'n', 'x').attack).toBe(3),
    ),
    doesNotApply: [
      kase('a TIE at range 1 of him: 2 dice', table(400, 500), attackPlay('n', 'x'), (_s, seen) =>
        expect(diceCounts(seen, 'n', 'x').attack).toBe(2),
      ),
      kase(
        'alone, with his ion cannon: its 3 dice',
        table(400, 900),
        attackPlay('n', 'x', undefined, 'ioncannon'),
        (_s, seen) => expect(diceCounts(seen, 'n', 'x').attack).toBe(3),
      ),
      kase('far from him, the TIE attacks: its 2 dice', table(-100, 400), attackPlay('t', 'x'), (_s, seen) =>
        expect(diceCounts(seen, 't', 'x').attack).toBe(2),
      ),
    ],
  },
];
