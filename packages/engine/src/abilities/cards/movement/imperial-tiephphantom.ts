/**
 * Imperial TIE/ph Phantom abilities about actions, each in our own words (never card text). Keys as in source-keys.ts.
 *
 * - "Echo" (Skirmish Starter Launch printing): after an enemy ship at range 0–1 performs an action of a type on its own
 *   bar, she may spend a charge to perform an action of that type, as a white action (`grant-action` 'subject-action':
 *   white; her own restrictions — stress, the once-a-round limit — still apply). Reading: "an action on its action
 *   bar" is matched by type on the enemy's bar as it is now (util.ts actionBar).
 */
import type { Ability } from '../../vocabulary/types.js';

export const IMPERIAL_TIEPHPHANTOM_MOVEMENT: Record<string, Ability[]> = {
  'pilot:echo-ssl': [
    {
      source: { kind: 'pilot', xws: 'echo-ssl' },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          { kind: 'ship-is', who: 'other', side: 'enemy' },
          { kind: 'range', to: 'other', min: 0, max: 1 },
          { kind: 'has-action', who: 'other', action: 'subject-action' },
          { kind: 'can-perform', actions: 'subject-action' },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: 'subject-action', why: '"Echo", the same action as white' },
      summary: '"Echo": an enemy ship at range 0–1 performed an action on its bar: spend a charge to perform it.',
    },
  ],
};
