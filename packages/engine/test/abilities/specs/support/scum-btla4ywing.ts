/**
 * Card specs for the Scum Y-wing pilots of abilities/cards/support/scum-btla4ywing.ts. Rules: 000 "Lock", "Arcs"
 * (front and full front arcs); 001 Engagement Phase (before a ship engages).
 */
import { expect } from 'vitest';
import type { CardSpec } from '../../card-spec.js';
import { leaves, offered, picks, position, shipOf } from '../../flow-harness.js';
import { kase, playing, rebel } from '../../spec-helpers.js';

/**
 * Lee Makai facing up at (400, 300); a TIE at (400, `ty`) facing `heading` (90: across the table, its front arc away
 * from him; 180: facing him), ahead of him at 450, behind him at 150. `engaged`: Lee has engaged already.
 */
const leeTable =
  (heading = 90, engaged = false, ty = 450) =>
  () =>
    position(
      'engagement',
      [rebel('l', 'leemakai', 400, 300, engaged ? { round: { engaged: true } } : {})],
      [{ id: 't', pilot: 'academypilot', pose: { x: 400, y: ty, heading } }],
    );
const leePlay = playing(leaves('engagement'), () => picks('use-ability', 'use:t', 'l'));

export const SPECS: CardSpec[] = [
  {
    source: 'pilot:leemakai',
    applies: kase('the TIE ahead flies across his nose: he locks it', leeTable(), leePlay, (s, seen) => {
      expect(offered(seen, 'Lee Makai')).toBe(true);
      expect(shipOf(s, 'l').locks).toEqual([{ target: 't' }]);
    }),
    doesNotApply: [
      kase('the TIE faces him (he is in its front arc): not offered', leeTable(180), leePlay, (s, seen) => {
        expect(offered(seen, 'Lee Makai')).toBe(false);
        expect(shipOf(s, 'l').locks).toEqual([]);
      }),
      kase('the TIE is behind him: not offered', leeTable(90, false, 150), leePlay, (_s, seen) =>
        expect(offered(seen, 'Lee Makai')).toBe(false),
      ),
      kase('he has engaged already, the TIE engages: not offered', leeTable(90, true), leePlay, (_s, seen) =>
        expect(offered(seen, 'Lee Makai')).toBe(false),
      ),
    ],
  },
];
