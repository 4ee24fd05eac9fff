/**
 * Card specs for the Galactic Empire Alpha-class Star Wing pilots of abilities/cards/attack/imperial-alphaclassstarwing.ts.
 * Rules: 001 Attack (Roll Defense Dice); 000 Disarm tokens.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { attackPlay, diceCounts, kase, vsXwing } from '../../spec-helpers.js';

const vynder = (disarmed: boolean, x = 400) =>
  vsXwing(['v', 'majorvynder', x, 490, disarmed ? { tokens: { disarm: 1 } } : {}], ['t', 'academypilot', 250, 490]);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:majorvynder',
    applies: kase('disarmed, he rolls 3 defense dice at range 2', vynder(true), attackPlay('x', 'v'), (_s, seen) =>
      expect(diceCounts(seen, 'x', 'v').defense).toBe(3),
    ),
    doesNotApply: [
      kase('not disarmed: his usual 2', vynder(false), attackPlay('x', 'v'), (_s, seen) =>
        expect(diceCounts(seen, 'x', 'v').defense).toBe(2),
      ),
      kase(
        'disarmed beside the TIE the X-wing attacks: the TIE rolls its usual 3',
        vynder(true, 550),
        attackPlay('x', 't'),
        (_s, seen) => expect(diceCounts(seen, 'x', 't').defense).toBe(3),
      ),
    ],
  },
];
