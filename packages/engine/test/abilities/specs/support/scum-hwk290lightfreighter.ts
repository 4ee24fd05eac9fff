/**
 * Card specs for the Scum HWK-290 pilots of abilities/cards/support/scum-hwk290lightfreighter.ts. Rules: 000
 * "Additional Token Rules" (transfer), "Turret Arc Indicators", "Friendly and Enemy"; 001 Engagement Phase.
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { answers, leaves, offered, picks, position } from '../../flow-harness.js';
import { imperial, kase, playing, rebel } from '../../spec-helpers.js';
import { transfers } from './scum-z95af4headhunter.js';

/**
 * Palob facing up at (400, 300), his turret to the front; a TIE facing down at (400, `tieY`) with a focus and an
 * evade token (range 1 at 420, range 3 at 620, behind him at 150); `friend`: a Z-95 of his with the same tokens ahead
 * of him instead.
 */
const palobTable =
  (tieY = 420, friend = false) =>
  () =>
    position(
      'engagement',
      [
        rebel('p', 'palobgodalhi', 400, 300, { turret: 'front' }),
        ...(friend ? [rebel('f', 'binayrepirate', 400, 420, { tokens: { focus: 1, evade: 1 } })] : []),
      ],
      [
        imperial(
          't',
          'academypilot',
          friend ? 100 : 400,
          friend ? 850 : tieY,
          friend ? {} : { tokens: { focus: 1, evade: 1 } },
        ),
      ],
    );
const palobPlay = playing(leaves('engagement'), () =>
  answers(
    picks('use-ability', 'use:t', 'p'),
    picks('use-ability', 'use:f', 'p'),
    picks('use-ability', 'use:focus', 'p'),
  ),
);

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:palobgodalhi',
    applies: kase('the TIE ahead at range 1: he takes its focus', palobTable(), palobPlay, (s, seen) => {
      expect(offered(seen, 'Palob Godalhi')).toBe(true);
      expect(transfers(s)).toEqual([['t', 'p', 'focus']]);
    }),
    doesNotApply: [
      kase('the TIE is at range 3: not offered', palobTable(620), palobPlay, (s, seen) => {
        expect(offered(seen, 'Palob Godalhi')).toBe(false);
        expect(transfers(s)).toEqual([]);
      }),
      kase('the TIE is behind him, out of his arcs: not offered', palobTable(150), palobPlay, (_s, seen) =>
        expect(offered(seen, 'Palob Godalhi')).toBe(false),
      ),
      kase('a friendly Z-95 ahead with the tokens: not offered', palobTable(420, true), palobPlay, (s, seen) => {
        expect(offered(seen, 'Palob Godalhi')).toBe(false);
        expect(transfers(s)).toEqual([]);
      }),
    ],
  },
];
