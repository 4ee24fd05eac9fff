/**
 * First Order TIE/vn silencer abilities about initiative, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - "Rush": while he is damaged (a damage card, facedown or faceup), his initiative is 6 (standing 'ship:initiative',
 *   read by the activation and engagement order: 000 "Initiative").
 */
import type { Ability } from '../../vocabulary/types.js';

export const FIRSTORDER_TIEVNSILENCER_MOVEMENT: Record<string, Ability[]> = {
  'pilot:rush': [
    {
      source: { kind: 'pilot', xws: 'rush' },
      window: 'ship:initiative',
      when: { kind: 'damaged', who: 'self' },
      optional: false,
      effect: { kind: 'initiative', set: 6 },
      summary: '"Rush": while damaged, your initiative is 6.',
    },
  ],
};
