/**
 * Crew that work with the Force, tokens and charges, each in our own words (never card text). Keys as in
 * source-keys.ts ("upgrade:<xws>:<side>").
 *
 * - Maul: after the ship suffers damage, it may gain a stress token to recover one Force (offered only below its
 *   Force value: nothing to recover otherwise). His permission to equip Dark Side upgrades is squad building.
 */
import type { Ability } from '../../vocabulary/types.js';

export const SUPPORT_CREW: Record<string, Ability[]> = {
  'upgrade:maul:0': [
    {
      source: { kind: 'upgrade', xws: 'maul', side: 0 },
      window: 'damage:suffered',
      when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'below-max', stat: 'force' }] },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'stress', count: 1 }],
      effect: { kind: 'recover', stat: 'force', count: 1, source: 'Maul' },
      summary: 'Maul: you suffered damage, gain a stress token to recover one Force.',
    },
  ],
};
