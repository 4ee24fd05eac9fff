/**
 * Scum and Villainy Fang fighter pilots that work with tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Old Teroch: as the Engagement Phase starts, he may pick an enemy ship at range 1 whose front arc he is in; it
 *   removes all its green tokens (focus, evade, calculate). Our reading: the card lets him pick any enemy at range 1
 *   and does nothing unless he is in its front arc, so only those are offered (picking another is a no-op).
 */
import type { Ability } from '../../vocabulary/types.js';

export const SCUM_FANG_SUPPORT: Record<string, Ability[]> = {
  'pilot:oldteroch': [
    {
      source: { kind: 'pilot', xws: 'oldteroch' },
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: true,
      // Seen from the candidate: "self" is the enemy ship, "other" Old Teroch.
      choose: {
        side: 'enemy',
        range: [1, 1],
        where: { kind: 'in-arc', arc: 'front', of: 'self', target: 'other' },
        label: 'removes all its green tokens',
      },
      effect: {
        kind: 'sequence',
        of: (['focus', 'evade', 'calculate'] as const).map((token) => ({
          kind: 'remove-token' as const,
          token,
          count: 'all' as const,
          who: 'chosen' as const,
        })),
      },
      summary: 'Old Teroch: an enemy ship at range 1 whose front arc you are in removes all its green tokens.',
    },
  ],
};
