/**
 * Card specs for the Galactic Empire TIE/in interceptor pilots of abilities/cards/attack/imperial-tieininterceptor.ts.
 * Rules: 001 Attack (Roll Attack Dice, Roll Defense Dice); 000 Damage cards, Focus tokens.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { position } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

/** The interceptor `i` and a TIE wingman face the X-wing (damaged or not); `tokens` for the interceptor. */
const table =
  (pilot: string, damaged: boolean, tokens = {}, wingTokens = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, damaged ? { damage: [{ card: 'directhit', faceup: false }] } : {})],
      [imperial('i', pilot, 400, 490, { tokens }), imperial('t', 'academypilot', 250, 490, { tokens: wingTokens })],
    );
const P = 'gideonhask-tieininterceptor';
const S = 'sapphire2-battleoverendor';

export const SPECS: CardSpec[] = [
  {
    source: `pilot:${P}`,
    applies: kase('the X-wing is damaged: 4 dice', table(P, true), attackPlay('i', 'x'), (_s, seen) =>
      expect(diceCounts(seen, 'i', 'x').attack).toBe(4),
    ),
    doesNotApply: [
      kase('undamaged: 3 dice', table(P, false), attackPlay('i', 'x'), (_s, seen) =>
        expect(diceCounts(seen, 'i', 'x').attack).toBe(3),
      ),
      kase('the damaged X-wing attacks him: its 3 dice', table(P, true), attackPlay('x', 'i'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 'i').attack).toBe(3),
      ),
    ],
  },
  {
    source: `pilot:${S}`,
    applies: kase('focused, he defends with 4 dice', table(S, false, { focus: 1 }), attackPlay('x', 'i'), (_s, seen) =>
      expect(diceCounts(seen, 'x', 'i').defense).toBe(4),
    ),
    doesNotApply: [
      kase('no focus: 3 dice', table(S, false), attackPlay('x', 'i'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 'i').defense).toBe(3),
      ),
      kase('focused, his wingman defends: its 3', table(S, false, { focus: 1 }), attackPlay('x', 't'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 't').defense).toBe(3),
      ),
    ],
  },
];
