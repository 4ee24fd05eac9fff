/**
 * Card specs for the Galactic Empire TIE/ag aggressor pilots of abilities/cards/attack/imperial-tieagaggressor.ts.
 * Rules: 001 Attack (Roll Defense Dice, then Modify Defense Dice); 000 "Cancel".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, offered, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/** Lieutenant Kestal (k, a focus token) faces the X-wing x at range 2. */
const table = () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [imperial('k', 'lieutenantkestal', 400, 490, { tokens: { focus: 1 } })],
  );
const play = (a: string, d: string, faces: string[]) =>
  attackPlay(a, d, () =>
    answers(rolls(a, 'attack', ['hit', 'hit']), rolls(d, 'defense', faces), useAbilityOf('Kestal')),
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:lieutenantkestal',
    applies: kase(
      'the X-wing rolls a focus and a blank: his focus token cancels both',
      table,
      play('k', 'x', ['focus', 'blank']),
      (s) =>
        expect(logged(s, 'dice-cancelled', 'k')[0]?.data).toMatchObject({ dice: 'defense', faces: ['blank', 'focus'] }),
    ),
    doesNotApply: [
      kase('the X-wing rolls two evades', table, play('k', 'x', ['evade', 'evade']), (_s, seen) =>
        expect(offered(seen, 'Kestal')).toBe(false),
      ),
      kase('the X-wing attacks him, he rolls blanks', table, play('x', 'k', ['blank', 'blank', 'blank']), (_s, seen) =>
        expect(offered(seen, 'Kestal')).toBe(false),
      ),
    ],
  },
];
