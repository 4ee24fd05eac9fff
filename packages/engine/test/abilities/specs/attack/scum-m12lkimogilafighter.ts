/**
 * Card specs for the Scum and Villainy M12-L Kimogila pilots of abilities/cards/attack/scum-m12lkimogilafighter.ts.
 * Rules: 000 "Bullseye Arc", "Tokens" (green tokens); the other player's decision to pay ("unless").
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, picks, position, shipOf } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Torani Kulda (k) faces the TIE t straight ahead at range 2 (in his bullseye; a focus token when `focus`) and the TIE
 * u off to the side of his bullseye; `away`: t sits beside his bullseye too.
 */
const table =
  (o: { focus?: boolean; away?: boolean } = {}) =>
  () =>
    position(
      'engagement',
      [rebel('k', 'toranikulda', 400, 300)],
      [
        imperial('t', 'academypilot', o.away ? 560 : 400, 490, o.focus ? { tokens: { focus: 1 } } : {}),
        imperial('u', 'academypilot', 300, 490),
      ],
    );
/** `a` attacks `d` (every die blank), the TIE's player pays with its focus token when asked (`pay`). */
const play = (a: string, d: string, pay = false) =>
  playing(
    (s) => logged(s, 'attack-ended', a).length >= 1,
    () => answers(picks('declare-attack', `attack:${d}:`, a), ...(pay ? [picks('unless', 'pay')] : [])),
  );
/** The damage cards the two TIEs (no shields) hold after the attack. */
const damaged = (t: number, u: number) => (s: GameState) => {
  expect(shipOf(s, 't').damage).toHaveLength(t);
  expect(shipOf(s, 'u').damage).toHaveLength(u);
};

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:toranikulda',
    applies: kase(
      'after his attack on u, the TIE in his bullseye suffers a hit',
      table(),
      play('k', 'u'),
      damaged(1, 0),
    ),
    doesNotApply: [
      kase('no enemy in his bullseye', table({ away: true }), play('k', 'u'), damaged(0, 0)),
      kase('t attacks him', table(), play('t', 'k'), damaged(0, 0)),
    ],
  },
  {
    source: 'pilot:toranikulda',
    applies: kase(
      'the TIE in his bullseye removes its focus token instead',
      table({ focus: true }),
      play('k', 'u', true),
      (s) => {
        expect(shipOf(s, 't').tokens.focus ?? 0).toBe(0);
        expect(shipOf(s, 't').damage).toHaveLength(0);
      },
    ),
    doesNotApply: kase('t attacks him', table({ focus: true }), play('t', 'k'), damaged(0, 0)),
  },
];
