/**
 * First Order TIE/fo fighter abilities about initiative, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - "Null": while he is not damaged (no damage card), his initiative is 7 (standing 'ship:initiative', read by the
 *   activation and engagement order: 000 "Initiative").
 */
import type { Ability } from '../../vocabulary/types.js';

export const FIRSTORDER_TIEFOFIGHTER_MOVEMENT: Record<string, Ability[]> = {
  'pilot:null': [
    {
      source: { kind: 'pilot', xws: 'null' },
      window: 'ship:initiative',
      when: { kind: 'not', of: { kind: 'damaged', who: 'self' } },
      optional: false,
      effect: { kind: 'initiative', set: 7 },
      summary: '"Null": while undamaged, your initiative is 7.',
    },
  ],
};
