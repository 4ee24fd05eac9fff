/**
 * Card specs for the Resistance T-70 X-wing pilots of abilities/cards/attack/resistance-t70xwing.ts.
 * Rules: 001 Attack (Modify Defense Dice); 000 Damage cards (a damaged ship).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

/** Zay and a wingman face a TIE (damaged or not). */
const table = (damaged: boolean) => () =>
  position(
    'engagement',
    [rebel('z', 'zayversio', 400, 300), rebel('x', 'redsquadronveteran', 250, 300)],
    [imperial('t', 'academypilot', 400, 490, damaged ? { damage: [{ card: 'directhit', faceup: false }] } : {})],
  );
const play = (defender: string) =>
  attackPlay('t', defender, () => answers(rolls('t', 'attack', ['hit', 'hit']), modifiesWith('Zay Versio')));
const seen = (yes: boolean) => (_s: unknown, d: Parameters<typeof offered>[0]) =>
  expect(offered(d, 'Zay Versio')).toBe(yes);

/** Nimi (n) and her wingman (w) face the TIE (t, of the pilot given); `a` attacks it. */
const nimiTable = (tie: string) => () =>
  position(
    'engagement',
    [rebel('n', 'nimichireen', 400, 300), rebel('w', 'redsquadronveteran', 330, 300)],
    [imperial('t', tie, 400, 450)],
  );
const nimiPlay = (a: string) =>
  attackPlay(a, 't', () => answers(rolls(a, 'attack', ['blank', 'blank', 'blank']), modifiesWith('Nimi Chireen')));
const nimiNot = (why: string, tie: string, a: string) =>
  kase(why, nimiTable(tie), nimiPlay(a), (_s, seen) => expect(offered(seen, 'Nimi Chireen')).toBe(false));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:nimichireen',
    applies: kase(
      'attacking an initiative 3 TIE: a blank becomes a focus',
      nimiTable('blacksquadronace'),
      nimiPlay('n'),
      (s) => expect(usedIndexes(s, 'pilot:nimichireen')).toEqual([0]),
    ),
    doesNotApply: [
      nimiNot('the TIE’s initiative is 1', 'academypilot', 'n'),
      nimiNot('her wingman attacks', 'blacksquadronace', 'w'),
    ],
  },

  {
    source: 'pilot:zayversio',
    applies: kase('the damaged TIE attacks her: she rerolls a defense die', table(true), play('z'), seen(true)),
    doesNotApply: [
      kase('the TIE is undamaged', table(false), play('z'), seen(false)),
      kase('the damaged TIE attacks her wingman', table(true), play('x'), seen(false)),
    ],
  },
];
