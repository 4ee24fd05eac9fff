/**
 * Imperial TIE/ca Punisher pilots of the subsystems group (devices). In our own words:
 *
 * - "Deathrain": after he drops or launches a device, he may perform an action.
 */
import type { Ability } from '../../vocabulary/types.js';

export const IMPERIAL_TIECAPUNISHER_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:deathrain': [
    {
      source: { kind: 'pilot', xws: 'deathrain' },
      window: 'device:after-place',
      when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'can-perform', actions: 'own-bar' }] },
      // The action prompt itself offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: 'own-bar', why: '"Deathrain"' },
      summary: '"Deathrain": after you drop or launch a device, you may perform an action.',
    },
  ],
};
