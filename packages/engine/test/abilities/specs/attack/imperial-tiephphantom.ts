/**
 * Card specs for the Galactic Empire TIE/ph Phantom pilots of abilities/cards/attack/imperial-tiephphantom.ts.
 * Rules: 001 Attack (Aftermath: whether the attack hit).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, kase, vsXwing } from '../../spec-helpers.js';

const table = vsXwing(['w', 'whisper', 400, 490]);
const evades = (s: Parameters<typeof shipOf>[0]) => shipOf(s, 'w').tokens.evade ?? 0;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:whisper',
    applies: kase(
      'her attack hits: she gains an evade token',
      table,
      attackPlay('w', 'x', () => rolls('w', 'attack', ['hit', 'hit', 'hit'])),
      (s) => expect(evades(s)).toBe(1),
    ),
    doesNotApply: [
      kase('her attack misses: no evade', table, attackPlay('w', 'x'), (s) => expect(evades(s)).toBe(0)),
      kase(
        'the X-wing hits her: no evade',
        table,
        attackPlay('x', 'w', () => rolls('x', 'attack', ['hit', 'hit', 'hit'])),
        (s) => expect(evades(s)).toBe(0),
      ),
    ],
  },
];
