/**
 * Card specs for the Galactic Empire TIE/sk striker pilots of abilities/cards/attack/imperial-tieskstriker.ts. Rules:
 * 001 Attack (Roll Attack Dice); 000 "Damage Cards".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, offered, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, kase, vsXwing } from '../../spec-helpers.js';

// "Pure Sabacc" (p, with `cards` facedown damage cards) and a TIE wingman face the X-wing at range 2.
const table = (cards = 1) =>
  vsXwing(
    [
      'p',
      'puresabacc',
      400,
      490,
      { damage: Array.from({ length: cards }, () => ({ card: 'directhit', faceup: false })) },
    ],
    ['w', 'academypilot', 250, 490],
  );
const use = () => useAbilityOf('Pure Sabacc');

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:puresabacc',
    applies: kase('one damage card: 4 attack dice', table(1), attackPlay('p', 'x', use), (_s, seen) =>
      expect(diceCounts(seen, 'p', 'x').attack).toBe(4),
    ),
    doesNotApply: [
      kase('two damage cards: 3 dice, not asked', table(2), attackPlay('p', 'x', use), (_s, seen) => {
        expect(offered(seen, 'Pure Sabacc')).toBe(false);
        expect(diceCounts(seen, 'p', 'x').attack).toBe(3);
      }),
      kase('defending: not asked', table(0), attackPlay('x', 'p', use), (_s, seen) =>
        expect(offered(seen, 'Pure Sabacc')).toBe(false),
      ),
    ],
  },
];

/** "Countdown" (c, holding `tokens`) and a TIE wingman face the X-wing at range 2; it attacks one with three hits. */
const countdownTable = (tokens: Record<string, number> = {}) =>
  vsXwing(['c', 'countdown', 400, 490, { tokens }], ['t', 'academypilot', 250, 490]);
const countdownPlay = (d: string) =>
  attackPlay('x', d, () => answers(rolls('x', 'attack', ['hit', 'hit', 'crit']), useAbilityOf('"Countdown"')));

SPECS.push({
  source: 'pilot:countdown',
  applies: kase(
    'three results: he takes 1 damage and a stress, the rest is cancelled',
    countdownTable(),
    countdownPlay('c'),
    (s) => {
      expect(shipOf(s, 'c').tokens.stress).toBe(1);
      expect(shipOf(s, 'c').damage).toHaveLength(1);
    },
  ),
  doesNotApply: [
    kase('already stressed', countdownTable({ stress: 1 }), countdownPlay('c'), (_s, seen) =>
      expect(offered(seen, '"Countdown"')).toBe(false),
    ),
    kase('his wingman defends', countdownTable(), countdownPlay('t'), (_s, seen) =>
      expect(offered(seen, '"Countdown"')).toBe(false),
    ),
  ],
});
