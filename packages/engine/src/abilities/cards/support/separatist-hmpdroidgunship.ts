/**
 * Separatist Alliance HMP droid gunship pilots that pass tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - DGS-286: before it engages, it may pick another friendly ship at range 0–1 holding a calculate token; that ship
 *   moves one of its calculate tokens onto DGS-286 (000 "Additional Token Rules": transfer).
 */
import type { Ability } from '../../vocabulary/types.js';

export const SEPARATIST_HMP_SUPPORT: Record<string, Ability[]> = {
  'pilot:dgs286': [
    {
      source: { kind: 'pilot', xws: 'dgs286' },
      window: 'engagement:before-engage',
      when: { kind: 'subject-is-self' },
      optional: true,
      choose: {
        side: 'friendly',
        range: [0, 1],
        where: { kind: 'has-token', token: 'calculate', who: 'self' },
        label: 'gives you one of its calculate tokens',
      },
      effect: { kind: 'transfer-chosen-token', from: 'chosen', to: 'self', token: 'calculate' },
      summary: 'DGS-286: a friendly ship at range 0–1 gives you one of its calculate tokens.',
    },
  ],
};
