/**
 * Card specs for the Scum and Villainy M3-A pilots of abilities/cards/attack/scum-m3ainterceptor.ts.
 * Rules: 001 Attack (Modify Defense Dice, Aftermath: whether the attack hit); 000 Range.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, modifiesWith, offered, position, rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes, vsXwing } from '../../spec-helpers.js';

// G4R-G0R V/M (g) touches the X-wing's base (range 0); a Y-wing (y) stands far off.
const gorTable = () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300), rebel('y', 'goldsquadronveteran', 100, 100)],
    [imperial('g', 'g4rgorvm', 400, 340)],
  );

// Sunny Bounder (n) and a TIE wingman (t) face the X-wing at range 2.
const sunnyTable = vsXwing(['n', 'sunnybounder', 400, 490], ['t', 'academypilot', 300, 490]);
const sunnyPlay = (attacker: string, defender: string, roller: string, kind: 'attack' | 'defense', faces: string[]) =>
  attackPlay(attacker, defender, () => answers(rolls(roller, kind, faces), modifiesWith('Sunny Bounder')));
const sunnyNot = (name: string, play: ReturnType<typeof sunnyPlay>) =>
  kase(name, sunnyTable, play, (_s, seen) => expect(offered(seen, 'Sunny Bounder')).toBe(false));

/** The M3-A `m` at (400, 490) and a TIE wingman at (wx, 490) face the X-wing. */
const table = (pilot: string, wx = 250) => vsXwing(['m', pilot, 400, 490], ['t', 'academypilot', wx, 490]);
const evades = (s: Parameters<typeof shipOf>[0]) => shipOf(s, 'm').tokens.evade ?? 0;
const hitting = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () => rolls(attacker, 'attack', ['hit', 'hit', 'hit']));
const serissuPlay = (defender: string) =>
  attackPlay('x', defender, () => answers(rolls('x', 'attack', ['hit', 'hit', 'hit']), modifiesWith('Serissu')));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:laetinashera',
    applies: kase('his attack misses: he gains an evade', table('laetinashera'), attackPlay('m', 'x'), (s) =>
      expect(evades(s)).toBe(1),
    ),
    doesNotApply: [
      kase('his attack hits', table('laetinashera'), hitting('m', 'x'), (s) => expect(evades(s)).toBe(0)),
      kase('his wingman’s attack misses', table('laetinashera'), attackPlay('t', 'x'), (s) =>
        expect(evades(s)).toBe(0),
      ),
    ],
  },
  {
    source: 'pilot:serissu',
    applies: kase(
      'her wingman at range 1 defends: it rerolls a die',
      table('serissu', 330),
      serissuPlay('t'),
      (_s, d) => expect(offered(d, 'Serissu')).toBe(true),
    ),
    doesNotApply: kase('her wingman at range 3 defends', table('serissu', 100), serissuPlay('t'), (_s, d) =>
      expect(offered(d, 'Serissu')).toBe(false),
    ),
  },
  {
    source: 'pilot:g4rgorvm',
    applies: kase('after he defends, the X-wing touching him suffers a crit', gorTable, attackPlay('x', 'g'), (s) => {
      expect(shipOf(s, 'x').shields).toBe(1);
      expect(shipOf(s, 'y').shields).toBe(2);
    }),
    doesNotApply: kase('after he attacks: nothing', gorTable, attackPlay('g', 'x'), (s) =>
      expect(shipOf(s, 'x').shields).toBe(2),
    ),
  },
  {
    source: 'pilot:sunnybounder',
    applies: kase(
      'attacking with two hits: a third hit',
      sunnyTable,
      sunnyPlay('n', 'x', 'n', 'attack', ['hit', 'hit']),
      (s) => expect(usedIndexes(s, 'pilot:sunnybounder')).toEqual([2]),
    ),
    doesNotApply: [
      sunnyNot('a hit and a blank', sunnyPlay('n', 'x', 'n', 'attack', ['hit', 'blank'])),
      ...(['blank', 'focus', 'hit', 'crit'] as const).map((face) =>
        sunnyNot(`his wingman attacks with two ${face}s`, sunnyPlay('t', 'x', 't', 'attack', [face, face])),
      ),
    ],
  },
  {
    source: 'pilot:sunnybounder',
    applies: kase(
      'defending with three evades: a fourth',
      sunnyTable,
      sunnyPlay('x', 'n', 'n', 'defense', ['evade', 'evade', 'evade']),
      (s) => expect(usedIndexes(s, 'pilot:sunnybounder')).toEqual([6]),
    ),
    doesNotApply: [
      sunnyNot('an evade and two blanks', sunnyPlay('x', 'n', 'n', 'defense', ['evade', 'blank', 'blank'])),
      ...(['blank', 'focus', 'evade'] as const).map((face) =>
        sunnyNot(`his wingman defends with three ${face}s`, sunnyPlay('x', 't', 't', 'defense', [face, face, face])),
      ),
    ],
  },
];

/** Inaldra (i, holding `tokens`) and an X-wing wingman (w) face a TIE (t) at range 2. */
const inaldraTable =
  (tokens: Record<string, number> = {}) =>
  () =>
    position(
      'engagement',
      [rebel('i', 'inaldra', 400, 300, { tokens }), rebel('w', 'redsquadronveteran', 250, 300)],
      [imperial('t', 'academypilot', 400, 490)],
    );
const INALDRA = 'pilot:inaldra';
const inaldraPlay = (a: string, d: string, also = 'Inaldra') =>
  attackPlay(a, d, () =>
    answers(
      rolls(a, 'attack', ['blank', 'focus', 'blank']),
      rolls(d, 'defense', ['blank', 'blank', 'blank']),
      modifiesWith(also),
    ),
  );

SPECS.push(
  {
    source: INALDRA,
    applies: kase(
      'attacking, she rerolls her dice and suffers one damage',
      inaldraTable(),
      inaldraPlay('i', 't'),
      (s) => expect(usedIndexes(s, INALDRA)).toEqual([0, 2]),
    ),
    doesNotApply: [
      kase('her wingman attacks', inaldraTable(), inaldraPlay('w', 't'), (_s, seen) =>
        expect(offered(seen, 'Inaldra')).toBe(false),
      ),
      kase(
        'she spends her focus token instead: no damage',
        inaldraTable({ focus: 1 }),
        inaldraPlay('i', 't', 'Spend focus'),
        (s) => expect(logged(s, 'modification-used', 'i').length).toBeGreaterThan(0),
      ),
    ],
  },
  {
    source: INALDRA,
    applies: kase(
      'defending, she rerolls her dice and suffers one damage',
      inaldraTable(),
      inaldraPlay('t', 'i'),
      (s) => expect(usedIndexes(s, INALDRA)).toEqual([1, 2]),
    ),
    doesNotApply: kase('her wingman defends', inaldraTable(), inaldraPlay('t', 'w'), (_s, seen) =>
      expect(offered(seen, 'Inaldra')).toBe(false),
    ),
  },
);
