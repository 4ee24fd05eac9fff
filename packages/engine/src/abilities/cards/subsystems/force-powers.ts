/**
 * Force powers of the subsystems group (the damage deck). In our own words:
 *
 * - Compassion: as a faceup Pilot (or Crew) damage card is about to be dealt to another friendly ship at range 0–2,
 *   the ship with the power may spend a Force: that card is discarded, it takes a facedown damage card itself, and
 *   then, holding 2 or more damage cards, it recovers 2 Force ('damage:before-card', damage.ts). Asked only where the
 *   damage can wait for the question: an attack's damage. The core deck has no Crew card; the trait is listed for
 *   decks that have one.
 */
import type { Ability } from '../../vocabulary/types.js';

export const SUBSYSTEM_FORCE_POWERS: Record<string, Ability[]> = {
  'upgrade:compassion:0': [
    {
      source: { kind: 'upgrade', xws: 'compassion', side: 0 },
      window: 'damage:before-card',
      when: {
        kind: 'all',
        of: [
          { kind: 'ship-is', who: 'other', side: 'friendly' },
          { kind: 'range', to: 'other', min: 0, max: 2 },
          { kind: 'damage-card-is', facing: 'faceup', traits: ['pilot', 'crew'] },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'change-damage-card', to: 'discard' },
          { kind: 'deal-facedown-damage', count: 1, source: 'Compassion' },
          {
            kind: 'if-holds',
            when: { kind: 'damage-cards', who: 'self', atLeast: 2 },
            effect: { kind: 'recover', stat: 'force', count: 2, source: 'Compassion' },
          },
        ],
      },
      summary: 'Compassion: spend a Force to take a facedown damage card in place of this faceup Pilot card.',
    },
  ],
};
