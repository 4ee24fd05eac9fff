/**
 * Modified YT-1300 pilots of the subsystems group (the damage deck). In our own words:
 *
 * - Chewbacca: as a faceup damage card is about to be dealt to him, he may spend his charge to be dealt it facedown
 *   ('damage:before-card', damage.ts). Asked only where the damage can wait for the question: an attack's damage.
 */
import type { Ability } from '../../vocabulary/types.js';

export const REBEL_YT1300_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:chewbacca': [
    {
      source: { kind: 'pilot', xws: 'chewbacca' },
      window: 'damage:before-card',
      when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'damage-card-is', facing: 'faceup' }] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'change-damage-card', to: 'facedown' },
      summary: 'Chewbacca: spend a charge to be dealt this faceup damage card facedown instead.',
    },
  ],
};
