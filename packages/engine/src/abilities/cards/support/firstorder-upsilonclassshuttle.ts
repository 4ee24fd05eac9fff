/**
 * First Order Upsilon-class command shuttle pilots whose abilities work with tokens, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Petty Officer Thanisson (Evacuation of D'Qar): in the Activation or Engagement Phase, after a ship (friend or foe)
 *   inside his front arc at range 0–2 gains a deplete or strain token, he may spend his charge; that ship gains a
 *   stress token (000 "Stress"; supplement "Deplete").
 * - Major Stridan: friendly ships at range 2–3 of him may be treated as at range 0 or 1 while he coordinates (#0: his
 *   coordinate action reaches friendly ships at range 1–3, `action-range`; 000 "List of Actions": Coordinate 1–2) and
 *   while an ability of one of his own upgrade cards picks a ship (#1: `upgrade-range-as`, read as such a card's
 *   `choose` offers its ships, a "Action:" card's too). Readings: "may" — the wider band only widens a choice, it never
 *   makes a count ("no friendly ship at range 0–1") fail; an upgrade's range condition without a choice (its `when`, an
 *   aura) measures the true range.
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
  'pilot:majorstridan': [
    {
      source: { kind: 'pilot', xws: 'majorstridan' },
      window: 'action:range',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'action-range', action: 'coordinate', min: 1, max: 3 },
      summary: 'Major Stridan: your coordinate action reaches friendly ships at range 1–3.',
    },
    {
      source: { kind: 'pilot', xws: 'majorstridan' },
      window: 'ship:upgrade-range',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'upgrade-range-as', side: 'friendly', from: [2, 3], as: [0, 1] },
      summary: 'Major Stridan: your upgrades may pick friendly ships at range 2–3 as if at range 0 or 1.',
    },
  ],
};
