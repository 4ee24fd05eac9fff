/**
 * Card specs for the Resistance MG-100 StarFortress pilots of abilities/cards/attack/resistance-mg100starfortress.ts.
 * Rules: 001 Attack (Modify Defense Dice); 000 "Turret Arc Indicators".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

// Cat (c, proton bombs) and an X-wing (x) face the TIE (t) at range 2; her bomb lies between the X-wing and the TIE,
// at range 1 of both, or far off.
const catTable = (near: boolean) => () =>
  position(
    'engagement',
    [rebel('c', 'cat', 400, 250, { upgrades: [{ xws: 'protonbombs' }] }), rebel('x', 'redsquadronveteran', 520, 300)],
    [imperial('t', 'academypilot', 400, 450)],
    {
      devices: [
        {
          card: 'protonbombs',
          owner: 'c',
          pose: near ? { x: 460, y: 375, heading: 180 } : { x: 100, y: 100, heading: 0 },
        },
      ],
    },
  );
const catCount = (name: string, near: boolean, attacker: string, n: number) =>
  kase(name, catTable(near), attackPlay(attacker, 't'), (_s, seen) =>
    expect(diceCounts(seen, attacker, 't').attack).toBe(n),
  );

// Vennie (v), her turret pointing ahead (the TIE inside it) or to her sides, and an X-wing (x) beside her; the TIE (t)
// attacks one of them at range 2.
const table = (turret: 'front' | 'left') => () =>
  position(
    'engagement',
    [rebel('v', 'vennie-evacuationofdqar', 330, 250, { turret }), rebel('x', 'redsquadronveteran', 450, 300)],
    [imperial('t', 'academypilot', 400, 450)],
  );
const play = (defender: string) =>
  attackPlay('t', defender, () => answers(rolls(defender, 'defense', ['focus', 'focus']), modifiesWith('Vennie')));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:vennie-evacuationofdqar',
    applies: kase(
      'the TIE attacks her from inside her turret arc: a focus becomes an evade',
      table('front'),
      play('v'),
      (s) => expect(usedIndexes(s, 'pilot:vennie-evacuationofdqar')).toEqual([0]),
    ),
    doesNotApply: [
      kase('her turret points to her sides', table('left'), play('v'), (_s, seen) =>
        expect(offered(seen, 'Vennie')).toBe(false),
      ),
      kase('the X-wing beside her defends', table('front'), play('x'), (_s, seen) =>
        expect(offered(seen, 'Vennie')).toBe(false),
      ),
    ],
  },
  {
    source: 'pilot:cat',
    applies: catCount('her bomb lies by the TIE: 4 dice', true, 'c', 4),
    doesNotApply: [
      catCount('her bomb is far off: 3 dice', false, 'c', 3),
      catCount('the X-wing by her bomb attacks the TIE by it: its 3 dice', true, 'x', 3),
    ],
  },
];

/** Vennie of the first printing (v), her turret ahead or to her sides, beside the X-wing x; the TIE t attacks. */
const vennieTable = (turret: 'front' | 'left') => () =>
  position(
    'engagement',
    [rebel('v', 'vennie', 330, 250, { turret }), rebel('x', 'redsquadronveteran', 450, 300)],
    [imperial('t', 'academypilot', 400, 450)],
  );
const venniePlay = (defender: string) =>
  attackPlay('t', defender, () => answers(rolls(defender, 'defense', ['blank', 'blank']), modifiesWith('Vennie')));
SPECS.push({
  source: 'pilot:vennie',
  applies: kase(
    'the TIE attacks her from inside her turret arc: a focus result added',
    vennieTable('front'),
    venniePlay('v'),
    (s) => expect(usedIndexes(s, 'pilot:vennie')).toEqual([0]),
  ),
  doesNotApply: [
    kase('her turret points to her sides', vennieTable('left'), venniePlay('v'), (_s, seen) =>
      expect(offered(seen, 'Vennie')).toBe(false),
    ),
    kase('the X-wing beside her defends', vennieTable('front'), venniePlay('x'), (_s, seen) =>
      expect(offered(seen, 'Vennie')).toBe(false),
    ),
  ],
});
