/**
 * Separatist Alliance Rogue-class starfighter pilots whose abilities spend charges, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Cad Bane (Separatist Alliance): in the Engagement Phase, after another ship at range 0–3 (friend or foe, measured
 *   from where it stood) is destroyed, he may spend his charge to perform an action of his bar, stressed or not (000
 *   "Destroying Ships", "Stress"; the granted action offers "pass").
 */
import type { Ability } from '../../vocabulary/types.js';

export const SEPARATIST_ROGUE_SUPPORT: Record<string, Ability[]> = {
  'pilot:cadbane-separatistalliance': [
    {
      source: { kind: 'pilot', xws: 'cadbane-separatistalliance' },
      window: 'ship:after-destroyed',
      when: {
        kind: 'all',
        of: [
          { kind: 'during-phase', phase: 'engagement' },
          {
            kind: 'any',
            of: [
              { kind: 'destroyed-ship-near', side: 'friendly', min: 0, max: 3 },
              { kind: 'destroyed-ship-near', side: 'enemy', min: 0, max: 3 },
            ],
          },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: 'own-bar', ignoreStress: true, why: 'Cad Bane' },
      summary: 'Cad Bane: a ship at range 0–3 was destroyed, spend your charge to perform an action, even stressed.',
    },
  ],
};
