/**
 * Card specs for the Galactic Republic ARC-170 pilots of abilities/cards/attack/republic-arc170starfighter.ts.
 * Rules: 001 Attack (Modify Attack Dice); 000 Arcs (left and right arcs), Range.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

// Wolffe (f, `charges`, proton torpedoes and a lock on the TIE ahead) with an ARC-170 wingman (g) beside him; a TIE
// ahead of them (a) at range 2 and one behind (b) at range 1–2.
const wolffeTable = (pilot: string, charges: number) => () =>
  position(
    'engagement',
    [
      rebel('f', pilot, 400, 300, { charges, locks: ['a'], upgrades: [{ xws: 'protontorpedoes' }] }),
      rebel('g', 'squadsevenveteran', 520, 300),
    ],
    [imperial('a', 'academypilot', 430, 450), imperial('b', 'academypilot', 460, 160)],
  );
const wolffePlay = (attacker: string, defender: string, weapon = 'primary') =>
  attackPlay(
    attacker,
    defender,
    () =>
      answers(rolls(attacker, 'attack', ['blank', 'blank', 'blank']), modifiesWith('Wolffe'), useAbilityOf('Wolffe')),
    weapon,
  );
const wolffeSpecs = (pilot: string): CardSpec[] => {
  const not = (name: string, charges: number, attacker: string, defender: string, weapon = 'primary') =>
    kase(name, wolffeTable(pilot, charges), wolffePlay(attacker, defender, weapon), (_s, seen) =>
      expect(offered(seen, 'Wolffe')).toBe(false),
    );
  return [
    {
      source: `pilot:${pilot}`,
      applies: kase('a front-arc attack: his charge for a reroll', wolffeTable(pilot, 1), wolffePlay('f', 'a'), (s) => {
        expect(usedIndexes(s, `pilot:${pilot}`)).toEqual([0]);
        expect(shipOf(s, 'f').charges).toBe(0);
      }),
      doesNotApply: [
        not('a rear-arc attack with his charge', 1, 'f', 'b'),
        not('a torpedo attack', 1, 'f', 'a', 'protontorpedoes'),
        not('his wingman’s front-arc attack', 1, 'g', 'a'),
      ],
    },
    {
      source: `pilot:${pilot}`,
      applies: kase(
        'a rear-arc attack, his charge spent: recovered for one more die (4 at range 1)',
        wolffeTable(pilot, 0),
        wolffePlay('f', 'b'),
        (s, seen) => {
          expect(diceCounts(seen, 'f', 'b').attack).toBe(4);
          expect(shipOf(s, 'f').charges).toBe(1);
        },
      ),
      doesNotApply: [
        kase(
          'a rear-arc attack, his charge still there: 3 dice',
          wolffeTable(pilot, 1),
          wolffePlay('f', 'b'),
          (_s, seen) => {
            expect(offered(seen, 'Wolffe')).toBe(false);
            expect(diceCounts(seen, 'f', 'b').attack).toBe(3);
          },
        ),
        not('a front-arc attack, his charge spent', 0, 'f', 'a'),
        not('his wingman’s rear-arc attack', 0, 'g', 'b'),
      ],
    },
  ];
};

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
  ...wolffeSpecs('wolffe'),
  ...wolffeSpecs('wolffe-siegeofcoruscant'),
];
