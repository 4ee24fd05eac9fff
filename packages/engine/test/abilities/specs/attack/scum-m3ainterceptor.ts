/**
 * Card specs for the Scum and Villainy M3-A pilots of abilities/cards/attack/scum-m3ainterceptor.ts.
 * Rules: 001 Attack (Modify Defense Dice, Aftermath: whether the attack hit); 000 Range.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, rolls, shipOf } from '../../flow-harness.js';
import { attackPlay, kase, vsXwing } from '../../spec-helpers.js';

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
];
