/**
 * Card specs for the Scum and Villainy Kihraxz fighter pilots of abilities/cards/attack/scum-kihraxzfighter.ts.
 * Rules: 001 Attack (Roll Attack Dice, Roll Defense Dice), range bonuses.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { position, shipOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, vsXwing } from '../../spec-helpers.js';

// Graz (g) behind a ship facing away from him (the X-wing, or the Firespray whose rear arc shoots him), both facing up
// the table, at range 2; or face to face with the X-wing (`vsXwing`).
const behind = (front: 'redsquadronveteran' | 'bountyhunter') => () =>
  position(
    'engagement',
    [rebel('f', front, 400, 300)],
    [{ id: 'g', pilot: 'graz', pose: { x: 400, y: 140, heading: 0 } }],
  );
const facing = vsXwing(['g', 'graz', 400, 490]);
const grazCounts = (
  name: string,
  t: () => ReturnType<typeof position>,
  attacker: string,
  defender: string,
  counts: [number, number],
) =>
  kase(name, t, attackPlay(attacker, defender), (_s, seen) =>
    expect(diceCounts(seen, attacker, defender)).toEqual({ attack: counts[0], defense: counts[1] }),
  );

/** Talonbane at (tx, y) and a TIE at (wx, wy) face the X-wing at (400, 300): y 420 range 1, 490 range 2, 620 range 3. */
const table = (y: number, wx = 250, wy = 850) =>
  vsXwing(['c', 'talonbanecobra', 400, y], ['t', 'academypilot', wx, wy]);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:talonbanecobra',
    applies: kase('attacking at range 1: 5 dice', table(420), attackPlay('c', 'x'), (_s, seen) =>
      expect(diceCounts(seen, 'c', 'x').attack).toBe(5),
    ),
    doesNotApply: [
      kase('attacking at range 2: 3 dice', table(490), attackPlay('c', 'x'), (_s, seen) =>
        expect(diceCounts(seen, 'c', 'x').attack).toBe(3),
      ),
      kase('his wingman attacks at range 1: its 3 dice', table(850, 400, 420), attackPlay('t', 'x'), (_s, seen) =>
        expect(diceCounts(seen, 't', 'x').attack).toBe(3),
      ),
    ],
  },
  {
    source: 'pilot:talonbanecobra',
    applies: kase('defending at range 3: 4 dice', table(620), attackPlay('x', 'c'), (_s, seen) =>
      expect(diceCounts(seen, 'x', 'c').defense).toBe(4),
    ),
    doesNotApply: [
      kase('defending at range 2: 2 dice', table(490), attackPlay('x', 'c'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 'c').defense).toBe(2),
      ),
      kase('his wingman defends at range 3: its 4 dice', table(850, 400, 620), attackPlay('x', 't'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 't').defense).toBe(4),
      ),
    ],
  },
  {
    source: 'pilot:graz',
    applies: grazCounts(
      'defending behind the Firespray that shoots him from its rear arc',
      behind('bountyhunter'),
      'f',
      'g',
      [3, 3],
    ),
    // The other record's applying case (counts checked exactly) shows this one adds nothing to the other party's dice.
    doesNotApply: [grazCounts('defending face to face with the X-wing', facing, 'x', 'g', [3, 2])],
  },
  {
    source: 'pilot:graz',
    applies: grazCounts('attacking the X-wing from behind', behind('redsquadronveteran'), 'g', 'f', [4, 2]),
    doesNotApply: [grazCounts('attacking face to face', facing, 'g', 'x', [3, 2])],
  },
];

/** Viktor Hel (v) faces the TIE t at (400, `ty`): 490 is range 2 (he rolls two defense dice), 600 range 3 (three). */
const viktorTable = (ty: number) => () =>
  position('engagement', [rebel('v', 'viktorhel', 400, 300)], [imperial('t', 'academypilot', 400, ty)]);
const stress = (ship: string, n: number) => (s: Parameters<typeof shipOf>[0]) =>
  expect(shipOf(s, ship).tokens.stress ?? 0).toBe(n);
SPECS.push({
  source: 'pilot:viktorhel',
  applies: kase(
    'the TIE attacks him at range 3: three defense dice, the TIE is stressed',
    viktorTable(600),
    attackPlay('t', 'v'),
    stress('t', 1),
  ),
  doesNotApply: [
    kase('at range 2: exactly two defense dice', viktorTable(490), attackPlay('t', 'v'), stress('t', 0)),
    kase('he attacks the TIE at range 3', viktorTable(600), attackPlay('v', 't'), stress('v', 0)),
  ],
});
