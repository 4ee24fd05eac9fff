/**
 * Card specs for the YV-666 pilots of abilities/cards/support/scum-yv666lightfreighter.ts. Rules: 000 "Tokens"
 * (spend), "Stress", "Charges and the Force"; 001 Engagement Phase (before a ship engages).
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { playUntil, position, useAbilityOf } from '../../flow-harness.js';
import { imperial, kase, rebel } from '../../spec-helpers.js';

/**
 * Doctor Aphra facing up at (400, 300) with `tokens` and 3 charges; Wedge Antilles (initiative 5, engaging before her)
 * at (250, 150), the TIE at range 3 in his front arc; a TIE facing down at (400, 450), range 1 ahead of her, with `tie` tokens.
 */
const aphraTable =
  (tokens: Record<string, number> = { focus: 1 }, tie: Record<string, number> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('a', 'doctoraphra', 400, 300, { tokens, charges: 3 }), rebel('w', 'wedgeantilles', 250, 150)],
      [imperial('t', 'academypilot', 400, 450, { tokens: tie })],
    );
/** Plays until `ship` is asked to declare its attack (its before-engage abilities resolved). */
const aphraPlay = (ship: string) => (s: GameState) =>
  playUntil(s, (g) => g.pending?.kind === 'declare-attack' && g.pending.ship === ship, useAbilityOf('Doctor Aphra'));
const stressOf = (s: GameState) => s.ships.find((x) => x.id === 't')!.tokens.stress ?? 0;

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:doctoraphra',
    applies: kase(
      'the TIE at range 1: a charge and her focus, it gains a stress',
      aphraTable(),
      aphraPlay('a'),
      (s) => {
        expect(stressOf(s)).toBe(1);
        expect(s.ships.find((x) => x.id === 'a')!.tokens.focus ?? 0).toBe(0);
        expect(s.ships.find((x) => x.id === 'a')!.charges).toBe(2);
      },
    ),
    doesNotApply: [
      kase('she holds no green token: not offered', aphraTable({}), aphraPlay('a'), (s) => expect(stressOf(s)).toBe(0)),
      kase('the TIE is stressed already: nobody to pick', aphraTable(undefined, { stress: 1 }), aphraPlay('a'), (s) =>
        expect(stressOf(s)).toBe(1),
      ),
      kase('Wedge engages, not she', aphraTable(), aphraPlay('w'), (s) => expect(stressOf(s)).toBe(0)),
    ],
  },
];
