/**
 * Card specs for the Scum and Villainy Customized YT-1300 pilots of
 * abilities/cards/attack/scum-customizedyt1300lightfreighter.ts, and of Lando's Escape Craft printing (the same record
 * builder). Rules: 001 Attack (Modify Attack Dice, Modify Defense Dice); 000 Stress tokens.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/** Lando (stressed or not) and a TIE wingman face the X-wing. */
const table = (pilot: string, stressed: boolean) => () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [
      imperial('l', pilot, 400, 530, stressed ? { tokens: { stress: 1 } } : {}),
      imperial('t', 'academypilot', 250, 490),
    ],
  );
const play = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () =>
    answers(
      rolls(attacker, 'attack', ['blank', 'blank', 'blank']),
      rolls(defender, 'defense', ['blank', 'blank', 'blank']),
      modifiesWith('Lando Calrissian'),
    ),
  );
const seen = (yes: boolean) => (_s: unknown, d: Parameters<typeof offered>[0]) =>
  expect(offered(d, 'Lando Calrissian')).toBe(yes);

export const landoSpecs = (pilot: string): CardSpec[] => [
  {
    source: `pilot:${pilot}`,
    applies: kase(
      'attacking, unstressed: a stress token rerolls his blanks',
      table(pilot, false),
      play('l', 'x'),
      seen(true),
    ),
    doesNotApply: [
      kase('already stressed', table(pilot, true), play('l', 'x'), seen(false)),
      kase('his wingman attacks', table(pilot, false), play('t', 'x'), seen(false)),
    ],
  },
  {
    source: `pilot:${pilot}`,
    applies: kase(
      'defending, unstressed: a stress token rerolls his blanks',
      table(pilot, false),
      play('x', 'l'),
      seen(true),
    ),
    doesNotApply: [
      kase('already stressed', table(pilot, true), play('x', 'l'), seen(false)),
      kase('his wingman defends', table(pilot, false), play('x', 't'), seen(false)),
    ],
  },
];

export const SPECS: CardSpec[] = landoSpecs('landocalrissian');
