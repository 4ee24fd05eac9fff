/**
 * Card specs for the Rebel VCX-100 light freighter pilots of abilities/cards/attack/rebel-vcx100lightfreighter.ts.
 * Rules: 001 Attack (Roll Attack Dice); 000 "Attack Arcs", "Force".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { offered, position, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

// Kanan (k) faces up; his wingman (w) is ahead of him or beside him; the TIE (t) faces w at range 2.
const table = (wx: number, wy: number) => () =>
  position(
    'engagement',
    [rebel('k', 'kananjarrus', 400, 300, { force: 2 }), rebel('w', 'redsquadronveteran', wx, wy)],
    [imperial('t', 'academypilot', wx, wy + 150)],
  );
const play = attackPlay('t', 'w', () => useAbilityOf('Kanan Jarrus'));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:kananjarrus',
    applies: kase(
      'the wingman in his front arc defends: the TIE rolls one die fewer',
      table(400, 430),
      play,
      (s, seen) => {
        expect(diceCounts(seen, 't', 'w').attack).toBe(1);
        expect(usedIndexes(s, 'pilot:kananjarrus')).toEqual([0]);
      },
    ),
    doesNotApply: kase('the wingman beside him is in no arc of his', table(150, 300), play, (_s, seen) =>
      expect(offered(seen, 'Kanan Jarrus')).toBe(false),
    ),
  },
];
