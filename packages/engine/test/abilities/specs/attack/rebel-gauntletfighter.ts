/**
 * Card specs for the Rebel Gauntlet fighter pilots of abilities/cards/attack/rebel-gauntletfighter.ts.
 * Rules: 001 Attack (Modify Attack Dice, Modify Defense Dice); 000 Force, Stress tokens.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/** Ezra (stressed or not, 1 Force) and an X-wing face a TIE. */
const table =
  (stressed: boolean, pilot = 'ezrabridger-gauntletfighter') =>
  () =>
    position(
      'engagement',
      [
        rebel('e', pilot, 400, 280, { force: 1, ...(stressed ? { tokens: { stress: 1 } } : {}) }),
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

export const ezraSpecs = (pilot: string): CardSpec[] => [
  {
    source: `pilot:${pilot}`,
    applies: kase(
      'stressed, attacking: a Force turns two focus results into hits',
      table(true, pilot),
      play('e', 't'),
      seen(true),
    ),
    doesNotApply: [
      kase('not stressed', table(false, pilot), play('e', 't'), seen(false)),
      kase('stressed, his wingman attacks', table(true, pilot), play('x', 't'), seen(false)),
    ],
  },
  {
    source: `pilot:${pilot}`,
    applies: kase(
      'stressed, defending: a Force turns two focus results into evades',
      table(true, pilot),
      play('t', 'e'),
      seen(true),
    ),
    doesNotApply: [
      kase('not stressed', table(false, pilot), play('t', 'e'), seen(false)),
      kase('stressed, his wingman defends', table(true, pilot), play('t', 'x'), seen(false)),
    ],
  },
];

export const SPECS: CardSpec[] = ezraSpecs('ezrabridger-gauntletfighter');
