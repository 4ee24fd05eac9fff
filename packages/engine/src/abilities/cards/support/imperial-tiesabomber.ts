/**
 * Galactic Empire TIE/sa bomber pilots that lock for their wingmen, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - "Scimitar 1" (Battle over Endor): after a friendly ship at range 0–3 (itself included: 000 "Measuring Range")
 *   attacks, it may spend one of its charges to acquire a lock on the defender, not as an action (000 "Lock": the
 *   effect checks that both may lock and be locked).
 */
import type { Ability } from '../../vocabulary/types.js';

export const IMPERIAL_TIESA_SUPPORT: Record<string, Ability[]> = {
  'pilot:scimitar1-battleoverendor': [
    {
      source: { kind: 'pilot', xws: 'scimitar1-battleoverendor' },
      window: 'attack:after',
      when: { kind: 'attack-party-near', party: 'attacker', min: 0, max: 3, includeSelf: true },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'acquire-lock', who: 'self', on: 'defender' },
      summary: '"Scimitar 1": a friendly ship at range 0–3 attacked, spend a charge to lock the defender.',
    },
  ],
};
