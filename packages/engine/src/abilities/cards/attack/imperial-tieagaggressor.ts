/**
 * Galactic Empire TIE/ag aggressor pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Lieutenant Kestal: attacking, once the defender has rolled its defense dice (before they are modified:
 *   'dice:after-roll'), he may spend a focus token to cancel every blank and focus result among them (`cancel-dice`).
 */
import type { Ability } from '../../vocabulary/types.js';
import { isAttacker } from '../../vocabulary/queries.js';

export const IMPERIAL_TIEAGAGGRESSOR_ATTACK: Record<string, Ability[]> = {
  'pilot:lieutenantkestal': [
    {
      source: { kind: 'pilot', xws: 'lieutenantkestal' },
      window: 'dice:after-roll',
      when: {
        kind: 'all',
        of: [isAttacker, { kind: 'dice-results', dice: 'defense', faces: ['blank', 'focus'], atLeast: 1 }],
      },
      optional: true,
      cost: [{ kind: 'spend-token', token: 'focus', count: 1 }],
      effect: { kind: 'cancel-dice', dice: 'defense', faces: ['blank', 'focus'], count: 6 },
      summary: 'Lieutenant Kestal: spend a focus token to cancel the defender’s blank and focus results.',
    },
  ],
};
