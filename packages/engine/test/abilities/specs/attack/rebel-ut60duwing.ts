/**
 * Card specs for the Rebel UT-60D U-wing pilots of abilities/cards/attack/rebel-ut60duwing.ts.
 * Rules: 001 Attack (Modify Attack Dice); 000 Damage cards, Range.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/** Saw at (sx, 300) beside an X-wing (damaged or not) that attacks a TIE. */
const table =
  (damaged: boolean, sx = 250) =>
  () =>
    position(
      'engagement',
      [
        rebel('x', 'redsquadronveteran', 400, 300, damaged ? { damage: [{ card: 'directhit', faceup: false }] } : {}),
        rebel('s', 'sawgerrera', sx, 300),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
const play = attackPlay('x', 't', () =>
  answers(rolls('x', 'attack', ['blank', 'blank', 'blank']), modifiesWith('Saw Gerrera')),
);
const seen = (yes: boolean) => (_s: unknown, d: Parameters<typeof offered>[0]) =>
  expect(offered(d, 'Saw Gerrera')).toBe(yes);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:sawgerrera',
    applies: kase('the damaged X-wing beside him attacks: it rerolls a die', table(true), play, seen(true)),
    doesNotApply: [
      kase('the X-wing is undamaged', table(false), play, seen(false)),
      kase('the damaged X-wing is beyond range 3 of him', table(true, -100), play, seen(false)),
    ],
  },
];
