/**
 * Card specs for the Galactic Republic ARC-170 pilots of abilities/cards/attack/republic-arc170starfighter.ts.
 * Rules: 001 Attack (Modify Attack Dice); 000 Arcs (left and right arcs), Range.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/** The X-wing (with an ion cannon) attacks the TIE; "Sinker" stands at (sx, sy), facing up the table. */
const table =
  (sx: number, sy = 300) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: [{ xws: 'ioncannon' }] }), rebel('s', 'sinker', sx, sy)],
      [imperial('t', 'academypilot', 400, 490)],
    );
const play = (attacker: string, weapon = 'primary') =>
  attackPlay(
    attacker,
    't',
    () => answers(rolls(attacker, 'attack', ['blank', 'blank', 'blank']), modifiesWith('"Sinker"')),
    weapon,
  );
const seen = (yes: boolean) => (_s: unknown, d: Parameters<typeof offered>[0]) =>
  expect(offered(d, '"Sinker"')).toBe(yes);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:sinker',
    applies: kase('the X-wing beside him at range 2 attacks: it rerolls a die', table(230), play('x'), seen(true)),
    doesNotApply: [
      kase('the X-wing at range 3 beside him', table(80), play('x'), seen(false)),
      kase('the X-wing ahead of him, in his front arc', table(400, 150), play('x'), seen(false)),
      kase('the X-wing beside him attacks with its ion cannon', table(230), play('x', 'ioncannon'), seen(false)),
      kase('he attacks himself', table(330, 300), play('s'), seen(false)),
    ],
  },
];
