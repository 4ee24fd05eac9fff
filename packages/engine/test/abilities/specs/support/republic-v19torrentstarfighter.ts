/**
 * Card specs for the V-19 pilots of abilities/cards/support/republic-v19torrentstarfighter.ts. Rules: 000 "Additional
 * Token Rules" (transfer), "Arcs" (left and right arcs); 001 Engagement Phase.
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, offered, picks, position, rolls } from '../../flow-harness.js';
import { attackPlay, imperial, kase, rebel } from '../../spec-helpers.js';

/**
 * "Axe" facing up at (400, 300) with `tokens`; a V-19 of his at (`fx`, `fy`) facing up (beside him at (520, 300): in
 * his right or left arc at range 1; at (750, 300) beyond range 2; at (400, 180) behind him); a TIE facing down at
 * (460, 490), ahead of both.
 */
const axeTable =
  (fx = 520, fy = 300, tokens: Record<string, number> = { focus: 1 }) =>
  () =>
    position(
      'engagement',
      [rebel('a', 'axe', 400, 300, { tokens }), rebel('f', 'goldsquadrontrooper', fx, fy)],
      [imperial('t', 'academypilot', 460, 490)],
    );
const axePlay = (attacker: string) =>
  attackPlay(attacker, 't', () =>
    answers(
      rolls(attacker, 'attack', ['hit', 'hit']),
      picks('use-ability', 'use:f', 'a'),
      picks('use-ability', 'use:', 'a'),
    ),
  );
const given = (s: GameState) =>
  s.log.filter((e) => e.type === 'token-gained' && e.data?.from === 'a').map((e) => [e.ship, e.data?.token]);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:axe',
    applies: kase(
      'he attacks, the wingman at his side at range 1: it takes his focus',
      axeTable(),
      axePlay('a'),
      (s, seen) => {
        expect(offered(seen, 'Axe')).toBe(true);
        expect(given(s)).toEqual([['f', 'focus']]);
      },
    ),
    doesNotApply: [
      kase('the wingman at his side beyond range 2: not offered', axeTable(750), axePlay('a'), (s, seen) => {
        expect(offered(seen, 'Axe')).toBe(false);
        expect(given(s)).toEqual([]);
      }),
      kase('the wingman behind him: not offered', axeTable(400, 180), axePlay('a'), (_s, seen) =>
        expect(offered(seen, 'Axe')).toBe(false),
      ),
      kase('he holds no green token: not offered', axeTable(520, 300, {}), axePlay('a'), (_s, seen) =>
        expect(offered(seen, 'Axe')).toBe(false),
      ),
      kase('the wingman attacks, not he: not offered', axeTable(), axePlay('f'), (s, seen) => {
        expect(offered(seen, 'Axe')).toBe(false);
        expect(given(s)).toEqual([]);
      }),
    ],
  },
];
