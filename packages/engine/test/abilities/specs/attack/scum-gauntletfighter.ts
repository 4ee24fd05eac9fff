/**
 * Card specs for the Scum and Villainy Gauntlet fighter pilots of abilities/cards/attack/scum-gauntletfighter.ts.
 * Rules: 001 Attack (Modify Attack Dice), Engagement (before engaging); 000 Strain tokens.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/** The Gauntlet `g` at (400, y) facing the X-wing (with an ion cannon, strain as given), a TIE wingman beside. */
const table =
  (pilot: string, y: number, extra = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [
        imperial('g', pilot, 400, y, { upgrades: [{ xws: 'ioncannon' }], ...extra }),
        imperial('t', 'academypilot', 280, 470),
      ],
    );
const play = (attacker: string, card: string, weapon = 'primary') =>
  attackPlay(
    attacker,
    'x',
    () => answers(rolls(attacker, 'attack', ['blank', 'blank', 'blank']), modifiesWith(card)),
    weapon,
  );
const seen = (card: string, yes: boolean) => (_s: unknown, d: Parameters<typeof offered>[0]) =>
  expect(offered(d, card)).toBe(yes);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:bokatankryze-armedanddangerous',
    applies: kase(
      'the X-wing at range 1: she rerolls a die',
      table('bokatankryze-armedanddangerous', 440),
      play('g', 'Bo-Katan'),
      seen('Bo-Katan', true),
    ),
    doesNotApply: [
      kase(
        'the X-wing at range 2',
        table('bokatankryze-armedanddangerous', 540),
        play('g', 'Bo-Katan'),
        seen('Bo-Katan', false),
      ),
      kase(
        'her wingman attacks',
        table('bokatankryze-armedanddangerous', 440),
        play('t', 'Bo-Katan'),
        seen('Bo-Katan', false),
      ),
    ],
  },
  {
    source: 'pilot:rookkast',
    applies: kase(
      'he takes a strain token as he engages',
      table('rookkast', 540),
      attackPlay(
        'g',
        'x',
        () => (d) => (d.kind === 'use-ability' && d.prompt.includes('before you engage') ? ['use'] : undefined),
      ),
      (s) => expect(shipOf(s, 'g').tokens.strain).toBe(1),
    ),
    doesNotApply: kase(
      'his wingman engages: he is not asked then',
      table('rookkast', 540, { round: { engaged: true } }),
      attackPlay('t', 'x', () => useAbilityOf('Rook Kast')),
      (s) => expect(shipOf(s, 'g').tokens.strain ?? 0).toBe(0),
    ),
  },
  {
    source: 'pilot:rookkast',
    applies: kase(
      'strained, his primary attack changes a blank to a hit',
      table('rookkast', 540, { tokens: { strain: 1 }, round: { engaged: false } }),
      play('g', 'Rook Kast: you are strained'),
      seen('Rook Kast: you are strained', true),
    ),
    doesNotApply: [
      kase(
        'not strained',
        table('rookkast', 540),
        play('g', 'Rook Kast: you are strained'),
        seen('Rook Kast: you are strained', false),
      ),
      kase(
        'strained, with his ion cannon',
        table('rookkast', 540, { tokens: { strain: 1 } }),
        play('g', 'Rook Kast: you are strained', 'ioncannon'),
        seen('Rook Kast: you are strained', false),
      ),
      kase(
        'strained, his wingman attacks',
        table('rookkast', 540, { tokens: { strain: 1 } }),
        play('t', 'Rook Kast: you are strained'),
        seen('Rook Kast: you are strained', false),
      ),
    ],
  },
];
