/**
 * Card specs for the Galactic Republic Clone Z-95 pilots of abilities/cards/attack/republic-clonez95headhunter.ts.
 * Rules: 001 Attack (Modify Attack Dice); 000 "Tokens" (red and orange tokens).
 */
import { expect } from 'vitest';
import type { Tokens } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, modifiesWith, offered, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel, usedIndexes } from '../../spec-helpers.js';

/** "Drift" (d, holding `tokens`, at (`dx`, 300)) beside an X-wing wingman (w, at (400, 300)); the TIE faces them. */
const table =
  (tokens: Tokens, dx = 330) =>
  () =>
    position(
      'engagement',
      [rebel('d', 'drift', dx, 300, { tokens }), rebel('w', 'redsquadronveteran', 400, 300)],
      [imperial('t', 'academypilot', 400, 490)],
    );
const DRIFT = '"Drift"';
const play = attackPlay('w', 't', () =>
  answers(rolls('w', 'attack', ['blank', 'blank', 'blank'], ['hit']), modifiesWith(DRIFT)),
);
const not = (name: string, t: ReturnType<typeof table>) =>
  kase(name, t, play, (_s, seen) => expect(offered(seen, DRIFT)).toBe(false));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:drift',
    applies: kase('one stress token: his wingman rerolls a die', table({ stress: 1 }), play, (s) =>
      expect(usedIndexes(s, 'pilot:drift')).toEqual([0]),
    ),
    doesNotApply: [
      not('two red tokens', table({ stress: 1, ion: 1 })),
      not('he is beyond range 1 of the attacker', table({ stress: 1 }, 100)),
    ],
  },
  {
    source: 'pilot:drift',
    applies: kase('one jam token (orange): offered too', table({ jam: 1 }), play, (s) =>
      expect(usedIndexes(s, 'pilot:drift')).toEqual([0]),
    ),
    doesNotApply: not('no token at all', table({})),
  },
];
