/**
 * Separatist Rogue-class starfighter pilots of the subsystems group (the damage deck). In our own words:
 *
 * - IG-101: at the start of the System Phase, he may repair a faceup damage card.
 */
import type { Ability } from '../../vocabulary/types.js';

export const SEPARATIST_ROGUECLASS_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:ig101': [
    {
      source: { kind: 'pilot', xws: 'ig101' },
      window: 'phase:start',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-data', key: 'phase', oneOf: ['system'] },
          { kind: 'has-damage-card', facing: 'faceup' },
        ],
      },
      optional: true,
      effect: { kind: 'repair-damage', facing: 'faceup' },
      summary: 'IG-101: at the start of the System Phase, repair a faceup damage card.',
    },
  ],
};
