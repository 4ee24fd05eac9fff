/**
 * Card specs for the Separatist Alliance Rogue-class starfighter pilots of
 * abilities/cards/attack/separatist-rogueclassstarfighter.ts. Rules: 001 Attack (Modify Defense Dice); 000
 * "Initiative".
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

// IG-102 (g) and his wingman (w) face the TIE (t, of the pilot given), which attacks `d`.
const table = (tie: string) => () =>
  position(
    'engagement',
    [rebel('g', 'ig102', 400, 300), rebel('w', 'redsquadronveteran', 330, 300)],
    [imperial('t', tie, 400, 450)],
  );
const play = (d: string) =>
  attackPlay('t', d, () => answers(rolls(d, 'defense', ['blank', 'blank', 'blank']), modifiesWith('IG-102')));
const not = (why: string, tie: string, d: string) =>
  kase(why, table(tie), play(d), (_s, seen) => expect(offered(seen, 'IG-102')).toBe(false));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:ig102',
    applies: kase('an initiative 5 attacker: a blank becomes a focus', table('maulermithel'), play('g'), (s) =>
      expect(usedIndexes(s, 'pilot:ig102')).toEqual([0]),
    ),
    doesNotApply: [
      not('an initiative 1 attacker', 'academypilot', 'g'),
      not('his wingman defends', 'maulermithel', 'w'),
    ],
  },
];
