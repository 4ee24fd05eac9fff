/**
 * Rebel Alliance A/SF-01 B-wing pilots that work with tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Gina Moonsong: as the Engagement Phase starts, while stressed, she must pass one stress token to another friendly
 *   ship at range 0–2 (her player picks it; with no such ship nothing happens: 000 "if able" reading).
 */
import type { Ability } from '../../vocabulary/types.js';
import { transferToChosen } from './shared.js';

export const REBEL_BWING_SUPPORT: Record<string, Ability[]> = {
  'pilot:ginamoonsong': [
    {
      source: { kind: 'pilot', xws: 'ginamoonsong' },
      window: 'engagement:start',
      when: { kind: 'has-token', token: 'stress', who: 'self' },
      optional: false,
      choose: { side: 'friendly', range: [0, 2], label: 'takes one of your stress tokens' },
      effect: transferToChosen('stress'),
      summary: 'Gina Moonsong: pass one of your stress tokens to another friendly ship at range 0–2.',
    },
  ],
};
