/**
 * Card specs for the Rebel Gauntlet fighter pilots of abilities/cards/attack/rebel-gauntletfighter.ts.
 * Rules: 001 Attack (Modify Attack Dice, Modify Defense Dice); 000 Force, Stress tokens.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/** Ezra (stressed or not, 1 Force) and an X-wing face a TIE. */
const table = (stressed: boolean) => () =>
  position(
    'engagement',
    [
      rebel('e', 'ezrabridger-gauntletfighter', 400, 280, { force: 1, ...(stressed ? { tokens: { stress: 1 } } : {}) }),
      rebel('x', 'redsquadronveteran', 250, 300),
    ],
    [imperial('t', 'academypilot', 350, 490)],
  );
const play = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () =>
    answers(
      rolls(attacker, 'attack', ['focus', 'focus', 'focus']),
      rolls(defender, 'defense', ['focus', 'focus', 'focus']),
      modifiesWith('Ezra Bridger'),
    ),
  );
const seen = (yes: boolean) => (_s: unknown, d: Parameters<typeof offered>[0]) =>
  expect(offered(d, 'Ezra Bridger')).toBe(yes);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:ezrabridger-gauntletfighter',
    applies: kase(
      'stressed, attacking: a Force turns two focus results into hits',
      table(true),
      play('e', 't'),
      seen(true),
    ),
    doesNotApply: [
      kase('not stressed', table(false), play('e', 't'), seen(false)),
      kase('stressed, his wingman attacks', table(true), play('x', 't'), seen(false)),
    ],
  },
  {
    source: 'pilot:ezrabridger-gauntletfighter',
    applies: kase(
      'stressed, defending: a Force turns two focus results into evades',
      table(true),
      play('t', 'e'),
      seen(true),
    ),
    doesNotApply: [
      kase('not stressed', table(false), play('t', 'e'), seen(false)),
      kase('stressed, his wingman defends', table(true), play('t', 'x'), seen(false)),
    ],
  },
];
