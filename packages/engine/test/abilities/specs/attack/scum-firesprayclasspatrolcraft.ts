/**
 * Card specs for the Scum and Villainy Firespray pilots of abilities/cards/attack/scum-firesprayclasspatrolcraft.ts.
 * Rules: 001 Attack (Modify Attack Dice, Modify Defense Dice); 000 Stress tokens.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/** Koshka and a TIE wingman face the X-wing (stressed or not). */
const table =
  (stressed: boolean, wingStressed = false) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, stressed ? { tokens: { stress: 1 } } : {})],
      [
        imperial('k', 'koshkafrost', 400, 510),
        imperial('t', 'academypilot', 250, 490, wingStressed ? { tokens: { stress: 1 } } : {}),
      ],
    );
const play = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () =>
    answers(
      rolls(attacker, 'attack', ['blank', 'blank', 'blank']),
      rolls(defender, 'defense', ['blank', 'blank', 'blank']),
      modifiesWith('Koshka Frost'),
    ),
  );
const seen = (yes: boolean) => (_s: unknown, d: Parameters<typeof offered>[0]) =>
  expect(offered(d, 'Koshka Frost')).toBe(yes);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:koshkafrost',
    applies: kase('attacking the stressed X-wing: she rerolls a die', table(true), play('k', 'x'), seen(true)),
    doesNotApply: [
      kase('the X-wing is not stressed', table(false), play('k', 'x'), seen(false)),
      kase('her stressed wingman attacks it', table(true, true), play('t', 'x'), seen(false)),
    ],
  },
  {
    source: 'pilot:koshkafrost',
    applies: kase('the stressed X-wing attacks her: she rerolls a die', table(true), play('x', 'k'), seen(true)),
    doesNotApply: [
      kase('the X-wing is not stressed', table(false), play('x', 'k'), seen(false)),
      kase('it attacks her wingman', table(true), play('x', 't'), seen(false)),
    ],
  },
];
