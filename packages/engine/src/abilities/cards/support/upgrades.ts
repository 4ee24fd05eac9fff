/**
 * Upgrades that work with charges, shields, tokens and the ships around, each in our own words. Keys as in
 * source-keys.ts ("upgrade:<xws>:<side>").
 *
 * - R2 Astromech: after revealing its dial, the ship may spend a charge and gain a disarm token to recover a shield.
 */
import type { Ability } from '../../vocabulary/types.js';

export const SUPPORT_UPGRADES: Record<string, Ability[]> = {
  'upgrade:r2astromech:0': [
    {
      source: { kind: 'upgrade', xws: 'r2astromech', side: 0 },
      window: 'activation:after-reveal',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'below-max', stat: 'shields' }],
      },
      optional: true,
      cost: [
        { kind: 'spend-charge', count: 1 },
        { kind: 'gain-token', token: 'disarm', count: 1 },
      ],
      effect: { kind: 'recover', stat: 'shields', count: 1, source: 'R2 Astromech' },
      summary: 'R2 Astromech: spend a charge and gain a disarm token to recover one shield.',
    },
  ],
};
