/**
 * Card specs for the Separatist Alliance Vulture-class pilots of abilities/cards/attack/separatist-vultureclassdroidfighter.ts.
 * Rules: 001 Attack (Modify Attack Dice); 000 Arcs (bullseye).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, rolls } from '../../flow-harness.js';
import { attackPlay, kase, vsXwing } from '../../spec-helpers.js';

const table = (x: number) => vsXwing(['p', 'precisehunter', x, 490], ['t', 'academypilot', 400, 850]);
/** His wingman, in his bullseye between him and the X-wing, at range 1 of it. */
const wingTable = vsXwing(['p', 'precisehunter', 400, 560], ['t', 'academypilot', 400, 400]);
const play = (attacker: string, defender: string) =>
  attackPlay(attacker, defender, () =>
    answers(rolls(attacker, 'attack', ['blank', 'blank', 'blank']), modifiesWith('Precise Hunter')),
  );
const seen = (yes: boolean) => (_s: unknown, d: Parameters<typeof offered>[0]) =>
  expect(offered(d, 'Precise Hunter')).toBe(yes);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:precisehunter',
    applies: kase('the X-wing dead ahead: he rerolls a blank', table(400), play('p', 'x'), seen(true)),
    doesNotApply: [
      kase('the X-wing off his bullseye', table(330), play('p', 'x'), seen(false)),
      kase('the X-wing attacks him, he in its bullseye', table(400), play('x', 'p'), seen(false)),
      kase('his wingman in his bullseye attacks', wingTable, play('t', 'x'), seen(false)),
    ],
  },
];
