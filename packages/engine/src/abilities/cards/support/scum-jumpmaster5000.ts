/**
 * Scum and Villainy JumpMaster 5000 pilots that pass tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Manaroo: as the Engagement Phase starts, she may pick another friendly ship at range 0–1; every focus, evade and
 *   calculate token she holds moves onto it (000 "Additional Token Rules": transfer). Our reading: her reinforce
 *   token, green too, stays — it has a facing of her own ship, which the other ship's arcs do not share.
 */
import type { Ability } from '../../vocabulary/types.js';

const GREEN = ['focus', 'evade', 'calculate'] as const;

export const SCUM_JUMPMASTER_SUPPORT: Record<string, Ability[]> = {
  'pilot:manaroo': [
    {
      source: { kind: 'pilot', xws: 'manaroo' },
      window: 'engagement:start',
      when: { kind: 'any', of: GREEN.map((token) => ({ kind: 'has-token', token, who: 'self' }) as const) },
      optional: true,
      choose: { side: 'friendly', range: [0, 1], label: 'takes all your green tokens' },
      effect: {
        kind: 'sequence',
        of: GREEN.map((token) => ({ kind: 'transfer-chosen-token', to: 'chosen', token, all: true }) as const),
      },
      summary: 'Manaroo: a friendly ship at range 0–1 takes all your focus, evade and calculate tokens.',
    },
  ],
};
