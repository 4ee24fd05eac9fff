/**
 * First Order TIE/ba interceptor pilots whose abilities act inside an attack, each in our own words (never card text).
 * Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - "Ember": while she attacks, if a damaged ship friendly to the defender is at range 0–1 of it (the defender itself
 *   counts: a ship is friendly to itself and at range 0 of itself, 000 "Friendly and Enemy", "Measuring Range"), the
 *   defender's dice cannot be modified by spending focus or calculate tokens (`dice-unmodifiable` with `tokens`; in an
 *   attack those tokens are spent on its dice).
 */
import type { Ability } from '../../vocabulary/types.js';
import { isAttacker } from '../../vocabulary/queries.js';

export const FIRSTORDER_TIEBAINTERCEPTOR_ATTACK: Record<string, Ability[]> = {
  'pilot:ember': [
    {
      source: { kind: 'pilot', xws: 'ember' },
      window: 'attack:modify-restriction',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          {
            kind: 'ships-near',
            side: 'enemy',
            where: {
              kind: 'all',
              of: [
                { kind: 'damaged', who: 'self' },
                { kind: 'range', to: 'defender', min: 0, max: 1 },
              ],
            },
          },
        ],
      },
      optional: false,
      effect: { kind: 'dice-unmodifiable', dice: 'defense', tokens: ['focus', 'calculate'] },
      summary: '"Ember": a damaged ship beside the defender, it cannot spend focus or calculate tokens on its dice.',
    },
  ],
};
