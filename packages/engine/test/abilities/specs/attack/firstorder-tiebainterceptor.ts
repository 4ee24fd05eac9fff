/**
 * Card specs for the First Order TIE/ba interceptor pilots of abilities/cards/attack/firstorder-tiebainterceptor.ts.
 * Rules: 001 Attack (Modify Defense Dice); 000 "Tokens", "Damage Cards" (a damaged ship).
 */
import { expect } from 'vitest';
import type { Decision } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

const DAMAGED = { damage: [{ card: 'directhit', faceup: false }] };
/**
 * "Ember" (e, a focus token) at (400, 490) faces the X-wing x (a focus token) at (400, 300); the X-wing w beside x at
 * (`wx`, `wy`), damaged unless `whole`.
 */
const table =
  (o: { whole?: boolean; wx?: number; wy?: number } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, { tokens: { focus: 1 } }),
        rebel('w', 'redsquadronveteran', o.wx ?? 470, o.wy ?? 300, o.whole ? {} : DAMAGED),
      ],
      [imperial('e', 'ember', 400, 490, { tokens: { focus: 1 } })],
    );
const play = (a: string, d: string) =>
  attackPlay(a, d, () => answers(rolls(a, 'attack', ['hit', 'hit', 'hit']), rolls(d, 'defense', ['focus', 'focus'])));
/** Whether the defender `d` was offered its focus token in the Modify Defense Dice step. */
const focusOffered = (d: string, yes: boolean) => (_s: unknown, seen: readonly Decision[]) =>
  expect(
    seen.some((x) => x.kind === 'modify-defense-dice' && x.ship === d && x.options.some((o) => o.id === 'mod:focus')),
  ).toBe(yes);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:ember',
    standing: true,
    applies: kase(
      'a damaged X-wing beside the defender: it cannot spend its focus token',
      table(),
      play('e', 'x'),
      focusOffered('x', false),
    ),
    doesNotApply: [
      kase('the X-wing beside it is not damaged', table({ whole: true }), play('e', 'x'), focusOffered('x', true)),
      kase(
        'the damaged X-wing is far from the defender',
        table({ wx: 800, wy: 100 }),
        play('e', 'x'),
        focusOffered('x', true),
      ),
      kase(
        'x attacks her, the damaged X-wing beside her: she spends her focus token as usual',
        table({ wx: 470, wy: 490 }),
        play('x', 'e'),
        focusOffered('e', true),
      ),
    ],
  },
];
