/**
 * Card specs for the K-wing pilots of abilities/cards/support/rebel-btls8kwing.ts. Rules: 000 "Focus" (spend a focus
 * token: every focus result becomes a hit, attacking, or an evade, defending), "Modifying Dice", "Measuring Range".
 */
import { expect } from 'vitest';
import type { Decision, GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, picks, position, rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/**
 * The X-wing `x` at (400, 300) (its own focus tokens `own`) attacks the TIE `t` at (400, 500), rolling focus, focus,
 * blank; Esege Tuketu `k` with a focus token beside it at (`kx`, `ky`) (range 1 at (520, 300); beyond range 2 at
 * (850, 60)). When offered, the X-wing spends a focus token on its dice.
 */
const esegeTable =
  ({ kx = 520, ky = 300, own = 0 } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, own ? { tokens: { focus: own } } : {}),
        rebel('k', 'esegetuketu', kx, ky, { tokens: { focus: 1 }, round: { engaged: true } }),
      ],
      // The TIE (initiative 1) engages after the X-wing: the play stops at its question, the tokens as the attack left them.
      [imperial('t', 'academypilot', 400, 500)],
    );
const esegePlay = attackPlay('x', 't', () =>
  answers(rolls('x', 'attack', ['focus', 'focus', 'blank']), picks('modify-attack-dice', 'mod:focus', 'x')),
);
const focusOffered = (seen: readonly Decision[]) =>
  seen.some((d) => d.kind === 'modify-attack-dice' && d.ship === 'x' && d.options.some((o) => o.id === 'mod:focus'));
const twoHits = (s: GameState) => s.log.some((e) => e.type === 'attack-neutralized' && /2 hit/.test(e.text));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:esegetuketu',
    applies: kase(
      'the X-wing without a focus token spends his: its focus results become hits',
      esegeTable(),
      esegePlay,
      (s, seen) => {
        expect(focusOffered(seen)).toBe(true);
        expect(twoHits(s)).toBe(true);
        expect(shipOf(s, 'k').tokens.focus ?? 0).toBe(0);
        expect(shipOf(s, 'x').tokens.focus ?? 0).toBe(0);
      },
    ),
    doesNotApply: [
      kase(
        'he is beyond range 2 of the X-wing: no focus to spend',
        esegeTable({ kx: 850, ky: 60 }),
        esegePlay,
        (s, seen) => {
          expect(focusOffered(seen)).toBe(false);
          expect(shipOf(s, 'k').tokens.focus).toBe(1);
        },
      ),
      kase(
        'the X-wing has a focus token of its own: it spends that one, his stays',
        esegeTable({ own: 1 }),
        esegePlay,
        (s, seen) => {
          expect(focusOffered(seen)).toBe(true);
          expect(shipOf(s, 'x').tokens.focus ?? 0).toBe(0);
          expect(shipOf(s, 'k').tokens.focus).toBe(1);
        },
      ),
    ],
  },
];
