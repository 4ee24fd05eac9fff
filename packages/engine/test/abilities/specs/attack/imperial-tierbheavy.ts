/**
 * Card specs for the Galactic Empire TIE/rb heavy pilots of abilities/cards/attack/imperial-tierbheavy.ts. Rules: 001
 * Attack (Modify Attack Dice); 000 "Attack Arcs" (left and right arcs).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

// The TIE (a) attacks the X-wing (x, facing up: its left arc is towards smaller x); Lyttan (y) stands in x's left
// arc near a, far along it, or ahead of x.
const table = (yx: number, yy: number) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [imperial('a', 'academypilot', 400, 450), imperial('y', 'lyttandree', yx, yy)],
  );
const play = attackPlay('a', 'x', () => answers(rolls('a', 'attack', ['blank', 'blank']), modifiesWith('Lyttan Dree')));
const not = (why: string, t: ReturnType<typeof table>) =>
  kase(why, t, play, (_s, seen) => expect(offered(seen, 'Lyttan Dree')).toBe(false));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:lyttandree',
    applies: kase('she is in the defender’s left arc: the attacker rerolls a die', table(270, 310), play, (s) =>
      expect(usedIndexes(s, 'pilot:lyttandree')).toEqual([0]),
    ),
    doesNotApply: [
      not('she is far from the attacker', table(40, 300)),
      not('she is in the defender’s front arc', table(250, 560)),
    ],
  },
];
