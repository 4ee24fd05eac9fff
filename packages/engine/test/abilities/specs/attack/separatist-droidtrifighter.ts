/**
 * Card specs for the Separatist Alliance droid tri-fighter pilots of abilities/cards/attack/separatist-droidtrifighter.ts.
 * Rules: 000 "Modifying Dice" (a reroll), "Deplete", "Strain" (supplement "Deplete"); 001 Attack (Modify Dice).
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import {
  type Answer,
  answers,
  logged,
  modifiesWith,
  offered,
  picks,
  position,
  rolls,
  shipOf,
} from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

const KEY = 'pilot:dist81-siegeofcoruscant';
/**
 * DIST-81 (d, a focus token when `focus`) and the TIE t face each other at range 2; beside him "Drift" (z, one stress
 * token: his wingmen at range 0–1 may reroll a die) and an X-wing (x).
 */
const table =
  (focus = false) =>
  () =>
    position(
      'engagement',
      [
        rebel('d', 'dist81-siegeofcoruscant', 400, 300, focus ? { tokens: { focus: 1 } } : {}),
        rebel('z', 'drift', 330, 300, { tokens: { stress: 1 } }),
        rebel('x', 'redsquadronveteran', 470, 300),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
/** `a` attacks `b`; each rolls focus results; DIST-81 rerolls with his card, or spends his focus token (`focus`). */
const play = (a: string, b: string, focus = false) =>
  attackPlay(a, b, () =>
    answers(
      rolls(a, 'attack', ['focus', 'focus', 'focus'], ['hit', 'hit', 'hit']),
      rolls(b, 'defense', ['focus', 'focus', 'focus'], ['evade', 'evade', 'evade']),
      focus ? picks('modify-attack-dice', 'mod:focus', 'd') : modifiesWith('DIST-81'),
    ),
  );
const tokens = (deplete: number, strain: number) => (s: GameState) => {
  expect(shipOf(s, 'd').tokens.deplete ?? 0).toBe(deplete);
  expect(shipOf(s, 'd').tokens.strain ?? 0).toBe(strain);
};

export const SPECS: CardSpec[] = [
  {
    source: KEY,
    applies: kase(
      'attacking, he rerolls his three focus results: three deplete tokens',
      table(),
      play('d', 't'),
      (s) => {
        expect(usedIndexes(s, KEY)).toEqual([0, 2]);
        tokens(3, 0)(s);
      },
    ),
    doesNotApply: [
      kase('attacking, he spends his focus token instead: no token', table(true), play('d', 't', true), tokens(0, 0)),
      kase(
        'attacking, he rerolls a die with "Drift"’s ability instead: no token',
        table(),
        attackPlay('d', 't', () => answers(rolls('d', 'attack', ['focus', 'focus', 'focus']), modifiesWith('"Drift"'))),
        (s) => {
          expect(usedIndexes(s, 'pilot:drift')).toEqual([0]);
          tokens(0, 0)(s);
        },
      ),
      kase('the X-wing beside him attacks: not offered his reroll', table(), play('x', 't'), (_s, seen) =>
        expect(offered(seen, 'DIST-81')).toBe(false),
      ),
    ],
  },
  {
    source: KEY,
    applies: kase('defending, he rerolls his focus results: a strain token for each', table(), play('t', 'd'), (s) => {
      expect(usedIndexes(s, KEY)).toEqual([1, 3]);
      expect(shipOf(s, 'd').tokens.strain ?? 0).toBeGreaterThan(0);
      expect(shipOf(s, 'd').tokens.deplete ?? 0).toBe(0);
    }),
    doesNotApply: [
      kase('defending, he modifies nothing', table(), attackPlay('t', 'd'), tokens(0, 0)),
      kase(
        'defending, he spends his focus token instead: no token',
        table(true),
        attackPlay('t', 'd', () =>
          answers(rolls('d', 'defense', ['focus', 'focus', 'focus']), picks('modify-defense-dice', 'mod:focus', 'd')),
        ),
        (s) => {
          expect(logged(s, 'modification-used', 'd')).toHaveLength(1);
          tokens(0, 0)(s);
        },
      ),
      kase('the X-wing beside him defends: not offered his reroll', table(), play('t', 'x'), (_s, seen) =>
        expect(offered(seen, 'DIST-81')).toBe(false),
      ),
    ],
  },
];

/**
 * DIST-81 (d; a focus token when `focus`) and his wingman w (a calculate token unless `calc` is false) face the TIE t at
 * range 2; w stands inside t's front arc, or behind t when `behind`.
 */
const lendTable =
  (o: { calc?: boolean; behind?: boolean; focus?: boolean } = {}) =>
  () =>
    position(
      'engagement',
      [
        rebel('d', 'dist81', 400, 300, o.focus ? { tokens: { focus: 1 } } : {}),
        rebel('w', 'separatistinterceptor', o.behind ? 400 : 330, o.behind ? 640 : 300, {
          ...(o.calc === false ? {} : { tokens: { calculate: 1 } }),
          ...(o.behind ? { pose: { x: 400, y: 640, heading: 0 } } : {}),
        }),
      ],
      [imperial('t', 'academypilot', 400, 490)],
    );
const LEND = 'DIST-81';
const lendPlay = (a: string, b: string, use: Answer = modifiesWith(LEND)) =>
  attackPlay(a, b, () =>
    answers(rolls(a, 'attack', ['focus', 'focus', 'blank']), rolls(b, 'defense', ['focus', 'blank', 'blank']), use),
  );
const calc = (n: number) => (s: GameState) => expect(shipOf(s, 'w').tokens.calculate ?? 0).toBe(n);
const lendNot = (name: string, t: () => GameState, p = lendPlay('d', 't')) =>
  kase(name, t, p, (_s, seen) => expect(offered(seen, LEND)).toBe(false));

SPECS.push(
  {
    source: 'pilot:dist81',
    applies: kase(
      'attacking, his wingman in the TIE’s arc spends its calculate token',
      lendTable(),
      lendPlay('d', 't'),
      (s) => {
        calc(0)(s);
        expect(logged(s, 'modification-used', 'd')).toHaveLength(1);
      },
    ),
    doesNotApply: [
      lendNot('his wingman holds no calculate token', lendTable({ calc: false })),
      lendNot('his wingman stands behind the TIE', lendTable({ behind: true })),
      lendNot('his wingman attacks', lendTable(), lendPlay('w', 't')),
      kase(
        'he spends his own focus token instead: the calculate token stays',
        lendTable({ focus: true }),
        lendPlay('d', 't', picks('modify-attack-dice', 'mod:focus', 'd')),
        calc(1),
      ),
    ],
  },
  {
    source: 'pilot:dist81',
    applies: kase(
      'defending, his wingman in the TIE’s arc spends its calculate token',
      lendTable(),
      lendPlay('t', 'd'),
      calc(0),
    ),
    doesNotApply: [
      lendNot('his wingman defends', lendTable(), lendPlay('t', 'w')),
      lendNot('defending, his wingman holds no calculate token', lendTable({ calc: false }), lendPlay('t', 'd')),
    ],
  },
);
