/**
 * BTL-S8 K-wing pilots of the support group (tokens), in our own words:
 *
 * - Esege Tuketu: while another friendly ship at range 0–2 of him attacks or defends, it may spend his focus tokens as
 *   if they were its own (`lend-tokens`, read by the attack's Modify steps: combat/attack.ts). Readings: "spend" is
 *   read in the attack's dice modifications that spend a focus token — the focus token's own (000 "Focus": its
 *   results become hits or evades) and a card's modification paid with one — which count his tokens with the ship's
 *   and take the ship's own first (a player spends the tokens they hold before borrowing: our choice, the card orders
 *   nothing); what only asks whether a ship has a focus token, and an ability's trigger cost outside the dice, stay
 *   the ship's own. Range is measured between the two ships as the attack's dice are modified (000 "Measuring
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
