/**
 * Card specs for the TIE/D Defender pilots of abilities/cards/subsystems/imperial-tieddefender.ts. Rules: 001
 * Engagement (Aftermath: whether the attack hit); 000 "Damage Cards" (exposing a card).
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { rolls } from '../../flow-harness.js';
import { attackPlay, kase, vsXwing } from '../../spec-helpers.js';

const evading = vsXwing(['r', 'rexlerbrath', 400, 490, { tokens: { evade: 1 } }]);
const exposed = (s: GameState) => s.log.filter((e) => e.type === 'damage-card-exposed' && e.ship === 'x').length;
const threeHits = () => rolls('r', 'attack', ['hit', 'hit', 'hit']);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:rexlerbrath',
    applies: kase(
      'his attack hits (2 shields and a facedown card) while he holds an evade token: the X-wing exposes a card',
      evading,
      attackPlay('r', 'x', threeHits),
      (s) => expect(exposed(s)).toBe(1),
    ),
    doesNotApply: [
      kase('his attack misses: nothing exposed', evading, attackPlay('r', 'x'), (s) => expect(exposed(s)).toBe(0)),
      kase(
        'no evade token: nothing exposed',
        vsXwing(['r', 'rexlerbrath', 400, 490]),
        attackPlay('r', 'x', threeHits),
        (s) => expect(exposed(s)).toBe(0),
      ),
      kase(
        'the X-wing hits him: he exposes nothing of the X-wing',
        evading,
        attackPlay('x', 'r', () => rolls('x', 'attack', ['hit', 'hit', 'hit'])),
        (s) => expect(exposed(s)).toBe(0),
      ),
    ],
  },
];
