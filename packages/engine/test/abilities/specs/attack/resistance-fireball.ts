/**
 * Card specs for the Resistance Fireball pilots of abilities/cards/attack/resistance-fireball.ts. Rules: 001 Attack
 * (Roll Attack Dice, Roll Defense Dice); 000 "Initiative", "Special Weapons".
 */
import { expect } from 'vitest';
import type { PositionShip } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { offered, useAbilityOf } from '../../flow-harness.js';
import { attackPlay, diceCounts, kase, usedIndexes, vsXwing } from '../../spec-helpers.js';

const NAME = 'Kazuda Xiono';
const hit = { card: 'directhit', faceup: false };
/** Kazuda (k) faces the X-wing (initiative 3) at range 2, with the damage cards given. */
const table = (damage: number, k: Partial<PositionShip> = {}) =>
  vsXwing(['k', 'kazudaxiono', 400, 490, { damage: Array.from({ length: damage }, () => hit), ...k }]);
const use = () => useAbilityOf(NAME);
const not = (why: string, t: ReturnType<typeof table>, a: string, d: string, weapon?: string) =>
  kase(why, t, attackPlay(a, d, use, weapon), (_s, seen) => expect(offered(seen, NAME)).toBe(false));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:kazudaxiono',
    applies: kase('undamaged, he attacks: one more attack die', table(0), attackPlay('k', 'x', use), (s, seen) => {
      expect(diceCounts(seen, 'k', 'x').attack).toBe(3);
      expect(usedIndexes(s, 'pilot:kazudaxiono')).toEqual([0]);
    }),
    doesNotApply: [
      not('with 3 damage cards', table(3), 'k', 'x'),
      not('the X-wing attacks him (his attack record)', table(3), 'x', 'k'),
      not(
        'a missile attack',
        table(0, { upgrades: ['concussionmissiles'], locks: ['x'] }),
        'k',
        'x',
        'concussionmissiles',
      ),
    ],
  },
  {
    source: 'pilot:kazudaxiono',
    applies: kase('undamaged, he defends: one more defense die', table(0), attackPlay('x', 'k', use), (s, seen) => {
      expect(usedIndexes(s, 'pilot:kazudaxiono')).toEqual([1]);
      expect(diceCounts(seen, 'x', 'k').defense).toBeGreaterThan(0);
    }),
    doesNotApply: [
      not('with 3 damage cards', table(3), 'x', 'k'),
      not('he attacks, with 3 damage cards', table(3), 'k', 'x'),
    ],
  },
];
