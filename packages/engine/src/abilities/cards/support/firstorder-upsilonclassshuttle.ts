/**
 * First Order Upsilon-class command shuttle pilots whose abilities work with tokens, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Petty Officer Thanisson (Evacuation of D'Qar): in the Activation or Engagement Phase, after a ship (friend or foe)
 *   inside his front arc at range 0–2 gains a deplete or strain token, he may spend his charge; that ship gains a
 *   stress token (000 "Stress"; supplement "Deplete").
 */
import type { Ability } from '../../vocabulary/types.js';

export const FIRSTORDER_UPSILON_SUPPORT: Record<string, Ability[]> = {
  'pilot:pettyofficerthanisson-evacuationofdqar': [
    {
      source: { kind: 'pilot', xws: 'pettyofficerthanisson-evacuationofdqar' },
      window: 'token:after-gain',
      when: {
        kind: 'all',
        of: [
          {
            kind: 'any',
            of: [
              { kind: 'during-phase', phase: 'activation' },
              { kind: 'during-phase', phase: 'engagement' },
            ],
          },
          { kind: 'subject-data', key: 'token', oneOf: ['deplete', 'strain'] },
          { kind: 'in-arc', arc: 'front', of: 'self', target: 'other' },
          { kind: 'range', to: 'other', min: 0, max: 2 },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'other' },
      summary:
        'Petty Officer Thanisson: a ship in your front arc gained a deplete or strain token, a charge to stress it.',
    },
  ],
};
