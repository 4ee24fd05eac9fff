/**
 * Card specs for the Separatist Alliance Firespray pilots of abilities/cards/attack/separatist-firesprayclasspatrolcraft.ts.
 * Rules: 001 Attack (Modify Defense Dice); 000 Range.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, rolls } from '../../flow-harness.js';
import { attackPlay, kase, vsXwing } from '../../spec-helpers.js';

/** Boba at (bx, by) and a TIE wingman at (wx, wy), facing the X-wing at (400, 300). */
const table = (bx: number, by: number, wx: number, wy: number) =>
  vsXwing(['b', 'bobafett-firesprayclasspatrolcraft', bx, by], ['t', 'academypilot', wx, wy]);
const play = (defender: string) =>
  attackPlay('x', defender, () => answers(rolls('x', 'attack', ['hit', 'hit', 'hit']), modifiesWith('Boba Fett')));
const seen = (yes: boolean) => (_s: unknown, d: Parameters<typeof offered>[0]) =>
  expect(offered(d, 'Boba Fett')).toBe(yes);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:bobafett-firesprayclasspatrolcraft',
    applies: kase('alone, he turns a blank into a focus', table(500, 520, 100, 850), play('b'), seen(true)),
    doesNotApply: [
      kase('his wingman at range 1 of him', table(500, 520, 420, 470), play('b'), seen(false)),
      kase('far from him, his wingman defends', table(850, 850, 400, 490), play('t'), seen(false)),
    ],
  },
];
