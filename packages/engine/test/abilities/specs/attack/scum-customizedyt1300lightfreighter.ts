/**
 * Card specs for the Scum and Villainy Customized YT-1300 pilots of
 * abilities/cards/attack/scum-customizedyt1300lightfreighter.ts, and of Lando's Escape Craft printing (the same record
 * builder). Rules: 001 Attack (Modify Attack Dice, Modify Defense Dice); 000 Stress tokens.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel } from '../../spec-helpers.js';

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

/**
 * Han (ion cannon fitted) faces the X-wing across an asteroid (or open space); `wing`: the TIE wingman stands in Han's
 * place and Han aside.
 */
const hanTable =
  (pilot: string, asteroid: boolean, wing = false) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300)],
      [
        imperial('h', pilot, wing ? 150 : 400, 520, { upgrades: [{ xws: 'ioncannon' }] }),
        imperial('t', 'academypilot', wing ? 400 : 200, 490),
      ],
      asteroid ? { obstacles: [{ name: 'asteroid-3', pose: { x: 400, y: 400, heading: 0 } }] } : {},
    );
const hanUse = () => useAbilityOf('Han Solo');
const han = (pilot: string): CardSpec[] => [
  {
    source: `pilot:${pilot}`,
    applies: kase(
      'attacking across the asteroid: 3 dice',
      hanTable(pilot, true),
      attackPlay('h', 'x', hanUse),
      (_s, seen) => expect(diceCounts(seen, 'h', 'x').attack).toBe(3),
    ),
    doesNotApply: [
      kase('in the open: 2 dice', hanTable(pilot, false), attackPlay('h', 'x', hanUse), (_s, seen) =>
        expect(diceCounts(seen, 'h', 'x').attack).toBe(2),
      ),
      kase(
        'his ion cannon across the asteroid: its 3 dice',
        hanTable(pilot, true),
        attackPlay('h', 'x', hanUse, 'ioncannon'),
        (_s, seen) => expect(diceCounts(seen, 'h', 'x').attack).toBe(3),
      ),
      kase(
        'his wingman attacks across the asteroid: its 2',
        hanTable(pilot, true, true),
        attackPlay('t', 'x', hanUse),
        (_s, seen) => expect(diceCounts(seen, 't', 'x').attack).toBe(2),
      ),
    ],
  },
  {
    source: `pilot:${pilot}`,
    applies: kase(
      'attacked across the asteroid: 3 defense dice',
      hanTable(pilot, true),
      attackPlay('x', 'h', hanUse),
      (_s, seen) => expect(diceCounts(seen, 'x', 'h').defense).toBe(3),
    ),
    doesNotApply: [
      kase('in the open: 1 die', hanTable(pilot, false), attackPlay('x', 'h', hanUse), (_s, seen) =>
        expect(diceCounts(seen, 'x', 'h').defense).toBe(1),
      ),
      kase(
        'his wingman attacked across the asteroid: its 4',
        hanTable(pilot, true, true),
        attackPlay('x', 't', hanUse),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').defense).toBe(4),
      ),
    ],
  },
];

export const SPECS: CardSpec[] = [
  ...landoSpecs('landocalrissian'),
  ...han('hansolo'),
  ...han('hansolo-armedanddangerous'),
];
