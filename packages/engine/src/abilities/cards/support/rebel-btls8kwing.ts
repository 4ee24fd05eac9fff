/**
 * BTL-S8 K-wing pilots of the support group (tokens), in our own words:
 *
 * - Esege Tuketu: while another friendly ship at range 0–2 of him attacks or defends, it may spend his focus tokens as
 *   if they were its own (`lend-tokens`, read by the attack's Modify steps: combat/attack.ts). Readings: "spend" is
 *   read in the attack's dice modifications that spend a focus token — the focus token's own (000 "Focus": its
 *   results become hits or evades) and any card ability whose price is a focus token while the ship attacks or
 *   defends ("Static"'s crits) — which count his tokens with the ship's and take the ship's own first (a player spends
 *   the tokens they hold before borrowing: our choice, the card orders nothing). What only asks whether a ship has a
 *   focus token (a condition, not a spending) stays the ship's own, and so does a token only removed ("unless it
 *   removes a green token"). Range is measured between the two ships as the price is counted (000 "Measuring
 *   Range"). He himself spends his own tokens as usual.
 */
import type { Ability } from '../../vocabulary/types.js';

export const REBEL_KWING_SUPPORT: Record<string, Ability[]> = {
  'pilot:esegetuketu': [
    {
      source: { kind: 'pilot', xws: 'esegetuketu' },
      window: 'token:lend',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'lend-tokens', token: 'focus', min: 0, max: 2 },
      summary: 'Esege Tuketu: friendly ships at range 0–2 may spend your focus tokens while they attack or defend.',
    },
  ],
};
