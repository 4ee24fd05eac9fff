/**
 * Card specs for the JumpMaster 5000 pilots of abilities/cards/support/scum-jumpmaster5000.ts. Rules: 000 "Additional
 * Token Rules" (transfer); 001 Engagement Phase (its start).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, logged, offered, picks, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';

/** Manaroo facing up at (400, 300) with `tokens`; a wingman at (`wx`, 300) (at 500: range 1; at 650: range 2). */
const manarooTable =
  (tokens: Record<string, number> = { focus: 2, evade: 1 }, wx = 500) =>
  () =>
    position(
      'engagement',
      [rebel('m', 'manaroo', 400, 300, { tokens }), rebel('w', 'redsquadronveteran', wx, 300)],
      [imperial('t', 'academypilot', 100, 850)],
    );
const manarooPlay = playing(leaves('engagement'), () => picks('use-ability', 'use:w', 'm'));
const moved = (s: Parameters<typeof logged>[0]) =>
  logged(s, 'token-gained', 'w')
    .filter((e) => e.data?.from === 'm')
    .map((e) => e.data?.token);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:manaroo',
    applies: kase(
      'the wingman at range 1 takes her two focus and her evade tokens',
      manarooTable(),
      manarooPlay,
      (s, seen) => {
        expect(offered(seen, 'Manaroo')).toBe(true);
        expect(moved(s)).toEqual(['focus', 'focus', 'evade']);
      },
    ),
    doesNotApply: [
      kase('the wingman at range 2: not offered', manarooTable(undefined, 650), manarooPlay, (s, seen) => {
        expect(offered(seen, 'Manaroo')).toBe(false);
        expect(moved(s)).toEqual([]);
      }),
      kase(
        'she holds no green token (a stress only): not offered',
        manarooTable({ stress: 1 }),
        manarooPlay,
        (_s, seen) => expect(offered(seen, 'Manaroo')).toBe(false),
      ),
    ],
  },
];
