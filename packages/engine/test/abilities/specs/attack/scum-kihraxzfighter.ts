/**
 * Card specs for the Scum and Villainy Kihraxz fighter pilots of abilities/cards/attack/scum-kihraxzfighter.ts.
 * Rules: 001 Attack (Roll Attack Dice, Roll Defense Dice), range bonuses.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { abilityDie, answers, logged, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, playing, rebel, usedIndexes, vsXwing } from '../../spec-helpers.js';

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

// Captain Jostero (j) beside a Kihraxz wingman (w), both facing the X-wing (x); the wingman and the X-wing carry the
// Dengar gunner (after defending, a die that may damage the attacker). `a` attacks `b`, rolling hits; the defender's
// Dengar hits back; a bonus attack granted goes at the X-wing.
const josteroTable = () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300, { upgrades: [{ xws: 'dengar' }] })],
    [
      imperial('j', 'captainjostero', 300, 490),
      imperial('w', 'cartelmarauder', 420, 490, { upgrades: [{ xws: 'dengar' }] }),
    ],
  );
const josteroPlay = (a: string, b: string) =>
  playing(
    (s) => logged(s, 'attack-ended').length >= 2 || s.phase !== 'engagement',
    () =>
      answers(
        (d) =>
          d.kind === 'declare-attack' && (d.ship === a || d.prompt.includes('bonus'))
            ? [d.options.find((o) => o.id.startsWith(`attack:${d.prompt.includes('bonus') ? 'x' : b}:`))?.id ?? 'pass']
            : undefined,
        rolls(a, 'attack', ['hit', 'hit', 'hit']),
        useAbilityOf('Dengar'),
        abilityDie('Dengar', 'hit'),
      ),
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:captainjostero',
    applies: kase(
      'the X-wing attacks his wingman and Dengar hits it back: he attacks it',
      josteroTable,
      josteroPlay('x', 'w'),
      (s) => {
        expect(usedIndexes(s, 'pilot:captainjostero')).toEqual([0]);
        expect(logged(s, 'attack-declared', 'j')).toHaveLength(1);
      },
    ),
    doesNotApply: kase(
      'his wingman attacks: the X-wing suffers damage defending, the wingman Dengar’s damage',
      josteroTable,
      josteroPlay('w', 'x'),
      (s) => expect(usedIndexes(s, 'pilot:captainjostero')).toEqual([]),
    ),
  },
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
