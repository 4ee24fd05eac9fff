/**
 * Resistance T-70 X-wing pilots of the subsystems group (the damage deck). In our own words:
 *
 * - Lieutenant Bastian: after a ship at range 1–2 of her is dealt damage cards (the 'damage:suffered' window, with at
 *   least one card dealt), she may acquire a lock on it. A card dealt facedown outside suffered damage (e.g. by an
 *   ability) raises no such window yet, so it does not set her off.
 */
import type { Ability } from '../../vocabulary/types.js';

export const RESISTANCE_T70_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:lieutenantbastian': [
    {
      source: { kind: 'pilot', xws: 'lieutenantbastian' },
      window: 'damage:suffered',
      when: {
        kind: 'all',
        of: [{ kind: 'cards-dealt' }, { kind: 'range', to: 'other', min: 1, max: 2 }],
      },
      optional: true,
      effect: { kind: 'acquire-lock', who: 'self', on: 'other' },
      summary: 'Lieutenant Bastian: acquire a lock on the ship at range 1–2 that was just dealt damage cards.',
    },
  ],
};
