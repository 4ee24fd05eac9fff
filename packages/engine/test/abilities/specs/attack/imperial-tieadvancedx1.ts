/**
 * Card specs for the Galactic Empire TIE Advanced x1 pilots of abilities/cards/attack/imperial-tieadvancedx1.ts.
 * Rules: 001 Attack (Modify Attack Dice); 000 Force.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, rolls } from '../../flow-harness.js';
import { attackPlay, kase, vsXwing } from '../../spec-helpers.js';

const table = vsXwing(['v', 'darthvader-battleofyavin', 400, 490, { force: 3 }], ['t', 'academypilot', 250, 490]);
const play = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () =>
    answers(rolls(attacker, 'attack', ['blank', 'blank', 'blank']), modifiesWith('Darth Vader')),
  );

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:darthvader-battleofyavin',
    applies: kase('attacking, a Force turns a blank into a hit', table, play('v', 'x'), (_s, seen) =>
      expect(offered(seen, 'Darth Vader')).toBe(true),
    ),
    doesNotApply: [
      kase('defending: not for the attack dice', table, play('x', 'v'), (_s, seen) =>
        expect(offered(seen, 'Darth Vader')).toBe(false),
      ),
      kase('his wingman attacks', table, play('t', 'x'), (_s, seen) =>
        expect(offered(seen, 'Darth Vader')).toBe(false),
      ),
    ],
  },
];
