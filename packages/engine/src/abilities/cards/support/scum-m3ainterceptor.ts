/**
 * Scum and Villainy M3-A interceptor pilots that work with charges and tokens, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Quinn Jast: as the Engagement Phase starts, he may gain a disarm token to recover one charge on one of his
 *   equipped upgrades (one choice per upgrade below its charge value).
 */
import type { Ability } from '../../vocabulary/types.js';
import { chargesToRecover } from './shared.js';

export const SCUM_M3A_SUPPORT: Record<string, Ability[]> = {
  'pilot:quinnjast': [
    {
      source: { kind: 'pilot', xws: 'quinnjast' },
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'disarm', count: 1 }],
      choices: (ctx, me) => chargesToRecover(ctx, me, { pilot: false, nonRecurring: false }),
      effect: { kind: 'recover-charge' },
      summary: 'Quinn Jast: gain a disarm token to recover a charge on one of your upgrades.',
    },
  ],
};
