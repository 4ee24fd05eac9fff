/**
 * Card specs for the Z-95 pilots of abilities/cards/support/scum-z95af4headhunter.ts. Rules: 000 "Additional Token
 * Rules" (transfer), "Friendly and Enemy"; 001 Engagement Phase (its start).
 */
import { expect } from 'vitest';
import type { GameState } from '@xwing/engine';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, offered, picks, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** The tokens moved between ships, read in the log (the End Phase that follows removes circular tokens). */
export const transfers = (s: GameState) =>
  s.log
    .filter((e) => e.type === 'token-gained' && e.data?.from !== undefined)
    .map((e) => [e.data?.from, e.ship, e.data?.token]);

/**
 * Kaa'to facing up at (400, 300); a friendly Z-95 at (`fx`, 300) with `tokens` (range 1 at 520, beyond range 2 at
 * 750); a TIE facing down at (400, `tieY`) with `tieTokens`.
 */
const kaatoTable =
  (fx = 520, tokens: Record<string, number> = { focus: 1, evade: 1 }, tieY = 800, tieTokens = {}) =>
  () =>
    position(
      'engagement',
      [rebel('k', 'kaatoleeachos', 400, 300), rebel('f', 'binayrepirate', fx, 300, { tokens })],
      [imperial('t', 'academypilot', 400, tieY, { tokens: tieTokens })],
    );
const kaatoPlay = playing(leaves('engagement'), () =>
  answers(
    picks('use-ability', 'use:evade', 'k'),
    picks('use-ability', 'use:f', 'k'),
    picks('use-ability', 'use:t', 'k'),
  ),
);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:kaatoleeachos',
    applies: kase(
      'the wingman at range 1 with a focus and an evade: she takes its evade',
      kaatoTable(),
      kaatoPlay,
      (s, seen) => {
        expect(offered(seen, "Kaa'to Leeachos")).toBe(true);
        expect(transfers(s)).toEqual([['f', 'k', 'evade']]);
      },
    ),
    doesNotApply: [
      kase('the wingman is beyond range 2: not offered', kaatoTable(750), kaatoPlay, (s, seen) => {
        expect(offered(seen, "Kaa'to Leeachos")).toBe(false);
        expect(transfers(s)).toEqual([]);
      }),
      kase(
        'the wingman holds only a calculate token: not offered',
        kaatoTable(520, { calculate: 1 }),
        kaatoPlay,
        (_s, seen) => expect(offered(seen, "Kaa'to Leeachos")).toBe(false),
      ),
      kase(
        'an enemy TIE at range 1 with an evade (the wingman none): not offered',
        kaatoTable(520, {}, 420, { evade: 1 }),
        kaatoPlay,
        (s, seen) => {
          expect(offered(seen, "Kaa'to Leeachos")).toBe(false);
          expect(transfers(s)).toEqual([]);
        },
      ),
    ],
  },
];
