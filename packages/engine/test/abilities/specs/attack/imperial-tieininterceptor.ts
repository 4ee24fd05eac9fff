/**
 * Card specs for the Galactic Empire TIE/in interceptor pilots of abilities/cards/attack/imperial-tieininterceptor.ts.
 * Rules: 001 Attack (Roll Attack Dice, Roll Defense Dice); 000 Damage cards, Focus tokens.
 */
import { expect } from 'vitest';
import type { GameState, PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, logged, offered, picks, position, rolls, shipOf, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, imperial, kase, rebel, usedIndexes, vsXwing } from '../../spec-helpers.js';

// After the Neutralize Results step: a ship (`id`, pilot given, `extra` for it) faces the X-wing at range 2; one
// attacks the other with the faces given; `card` is asked to change the results left.
const afterTable = (id: string, pilot: string, extra: Partial<PositionShip> = {}) =>
  vsXwing([id, pilot, 400, 490, extra]);
const afterPlay = (attacker: string, defender: string, faces: string[], card: string) =>
  attackPlay(attacker, defender, () => answers(rolls(attacker, 'attack', faces), useAbilityOf(card)));
const resultsLeft = (s: GameState) => logged(s, 'results-changed').at(-1)?.data;

/** The interceptor `i` and a TIE wingman face the X-wing (damaged or not); `tokens` for the interceptor. */
const table =
  (pilot: string, damaged: boolean, tokens = {}, wingTokens = {}) =>
  () =>
    position(
      'engagement',
      [rebel('x', 'redsquadronveteran', 400, 300, damaged ? { damage: [{ card: 'directhit', faceup: false }] } : {})],
      [imperial('i', pilot, 400, 490, { tokens }), imperial('t', 'academypilot', 250, 490, { tokens: wingTokens })],
    );
const P = 'gideonhask-tieininterceptor';
const S = 'sapphire2-battleoverendor';

// Iden Versio of the Battle of Yavin (i, two charges) beside a TIE/ln (t, range 1 of her) and a Lambda shuttle (l,
// range 1, no TIE); another TIE/ln (f) at range 2 of her. The X-wing (x) attacks one of them with the faces given.
const idenTable = () =>
  position(
    'engagement',
    [rebel('x', 'redsquadronveteran', 400, 300)],
    [
      imperial('i', 'idenversio-battleofyavin', 330, 490, { charges: 2 }),
      imperial('t', 'academypilot', 400, 490),
      imperial('l', 'omicrongrouppilot', 250, 600),
      imperial('f', 'academypilot', 520, 560),
    ],
  );
const idenPlay = (defender: string, faces: string[], face: 'hit' | 'crit') =>
  attackPlay('x', defender, () => answers(rolls('x', 'attack', faces), useAbilityOf(`prevent one ${face}`)));
const idenUsed = (name: string, faces: string[], face: 'hit' | 'crit', index: number) =>
  kase(name, idenTable, idenPlay('t', faces, face), (s) => {
    expect(usedIndexes(s, 'pilot:idenversio-battleofyavin')).toEqual([index]);
    expect(shipOf(s, 'i').charges).toBe(0);
  });
const idenNot = (name: string, defender: string, faces: string[], face: 'hit' | 'crit') =>
  kase(name, idenTable, idenPlay(defender, faces, face), (s) =>
    expect(usedIndexes(s, 'pilot:idenversio-battleofyavin')).toEqual([]),
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:idenversio-battleofyavin',
    applies: idenUsed('a crit and hits at her wingman: she cancels the crit', ['crit', 'hit', 'hit'], 'crit', 0),
    doesNotApply: [
      idenNot('only hits left', 't', ['hit', 'hit', 'blank'], 'crit'),
      idenNot('the TIE at range 2 of her defends', 'f', ['crit', 'hit', 'hit'], 'crit'),
      idenNot('the Lambda shuttle (no TIE) defends', 'l', ['crit', 'hit', 'hit'], 'crit'),
    ],
  },
  {
    source: 'pilot:idenversio-battleofyavin',
    applies: idenUsed('hits at her wingman: she cancels one', ['hit', 'hit', 'blank'], 'hit', 1),
    doesNotApply: [
      idenNot('a crit is left too (that record cancels the crit)', 't', ['crit', 'hit', 'blank'], 'hit'),
      idenNot('nothing but blanks', 't', ['blank', 'blank', 'blank'], 'hit'),
      idenNot('the TIE at range 2 of her defends', 'f', ['hit', 'hit', 'blank'], 'hit'),
      idenNot('the Lambda shuttle (no TIE) defends', 'l', ['hit', 'hit', 'blank'], 'hit'),
    ],
  },
  {
    source: `pilot:${P}`,
    applies: kase('the X-wing is damaged: 4 dice', table(P, true), attackPlay('i', 'x'), (_s, seen) =>
      expect(diceCounts(seen, 'i', 'x').attack).toBe(4),
    ),
    doesNotApply: [
      kase('undamaged: 3 dice', table(P, false), attackPlay('i', 'x'), (_s, seen) =>
        expect(diceCounts(seen, 'i', 'x').attack).toBe(3),
      ),
      kase('the damaged X-wing attacks him: its 3 dice', table(P, true), attackPlay('x', 'i'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 'i').attack).toBe(3),
      ),
    ],
  },
  {
    source: `pilot:${S}`,
    applies: kase('focused, he defends with 4 dice', table(S, false, { focus: 1 }), attackPlay('x', 'i'), (_s, seen) =>
      expect(diceCounts(seen, 'x', 'i').defense).toBe(4),
    ),
    doesNotApply: [
      kase('no focus: 3 dice', table(S, false), attackPlay('x', 'i'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 'i').defense).toBe(3),
      ),
      kase('focused, his wingman defends: its 3', table(S, false, { focus: 1 }), attackPlay('x', 't'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 't').defense).toBe(3),
      ),
    ],
  },
  {
    source: 'pilot:secondsister',
    applies: kase(
      'her attack hits: two Force turn both hits into crits',
      afterTable('s', 'secondsister', { force: 2 }),
      afterPlay('s', 'x', ['hit', 'hit'], 'Second Sister'),
      (s) => expect(resultsLeft(s)).toEqual({ hits: 0, crits: 2 }),
    ),
    doesNotApply: [
      kase(
        'only a crit left: no hit to change',
        afterTable('s', 'secondsister', { force: 2 }),
        afterPlay('s', 'x', ['crit'], 'Second Sister'),
        (_s, seen) => expect(offered(seen, 'Second Sister')).toBe(false),
      ),
      kase(
        'defending against the X-wing’s hits',
        afterTable('s', 'secondsister', { force: 2 }),
        afterPlay('x', 's', ['hit', 'hit'], 'Second Sister'),
        (_s, seen) => expect(offered(seen, 'Second Sister')).toBe(false),
      ),
    ],
  },
];

/** Sigma 5 (g) faces the X-wing at range 2. */
const sigmaTable = vsXwing(['g', 'sigma5-battleofyavin', 400, 490]);
const sigmaPlay = (a: string, d: string, faces: string[]) =>
  attackPlay(a, d, () => answers(rolls(a, 'attack', faces), useAbilityOf('Sigma 5'), picks('choose-action', 'evade')));

SPECS.push({
  source: 'pilot:sigma5-battleofyavin',
  applies: kase(
    'his attack hits: a charge for an Evade action',
    sigmaTable,
    sigmaPlay('g', 'x', ['hit', 'hit', 'hit']),
    (s: GameState) => {
      expect(shipOf(s, 'g').tokens.evade).toBe(1);
      expect(shipOf(s, 'g').charges).toBe(1);
    },
  ),
  doesNotApply: [
    kase('his attack misses', sigmaTable, sigmaPlay('g', 'x', ['blank', 'blank', 'blank']), (_s, seen) =>
      expect(offered(seen, 'Sigma 5')).toBe(false),
    ),
    kase('the X-wing hits him', sigmaTable, sigmaPlay('x', 'g', ['hit', 'hit', 'hit']), (_s, seen) =>
      expect(offered(seen, 'Sigma 5')).toBe(false),
    ),
  ],
});
