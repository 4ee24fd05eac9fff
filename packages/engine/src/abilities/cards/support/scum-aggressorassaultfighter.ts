/**
 * Scum Aggressor assault fighter pilots about tokens handed to the ships around, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - IG-88A: as the Engagement Phase starts, he may hand one of his calculate tokens to a friendly ship at range 1–3
 *   with the Calculate action on its bar (000 "Additional Token Rules": transfer; the bar read with its upgrades'
 *   and standing additions, `has-action`). With IG-2000, each other IG-88 with the title has this ability too
 *   ('ship:abilities' `borrow-pilot-abilities`, titles.ts).
 */
import type { Ability } from '../../vocabulary/types.js';

export const SCUM_AGGRESSOR_SUPPORT: Record<string, Ability[]> = {
  'pilot:ig88a': [
    {
      source: { kind: 'pilot', xws: 'ig88a' },
      window: 'engagement:start',
      when: { kind: 'has-token', token: 'calculate', who: 'self' },
      optional: true,
      choose: {
        side: 'friendly',
        range: [1, 3],
        where: { kind: 'has-action', who: 'self', action: 'calculate' },
        label: 'takes one of your calculate tokens',
      },
      effect: { kind: 'transfer-chosen-token', from: 'self', to: 'chosen', token: 'calculate' },
      summary: 'IG-88A: hand a calculate token to a friendly ship at range 1–3 with Calculate on its bar.',
    },
  ],
};
