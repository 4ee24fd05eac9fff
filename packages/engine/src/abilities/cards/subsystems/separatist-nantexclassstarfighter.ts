/**
 * Separatist Nantex-class starfighter pilots of the subsystems group (tractor, the damage deck). In our own words:
 *
 * - Gorgol: in his System Phase step, he may take a disarm token to pick a friendly ship at range 1–2: it gains a
 *   tractor token (given by his ship: his player decides the tractor move, supplement "Tractor"), then repairs one
 *   of its faceup Ship damage cards, if it has one.
 */
import type { Ability } from '../../vocabulary/types.js';

export const SEPARATIST_NANTEX_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:gorgol': [
    {
      source: { kind: 'pilot', xws: 'gorgol' },
      window: 'system',
      when: { kind: 'subject-is-self' },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'disarm', count: 1 }],
      choose: { side: 'friendly', range: [1, 2], label: 'gains a tractor token and repairs a faceup Ship card' },
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'gain-token', token: 'tractor', count: 1, who: 'chosen' },
          { kind: 'repair-damage', facing: 'faceup', trait: 'ship', who: 'chosen' },
        ],
      },
      summary:
        'Gorgol: gain a disarm token; a friendly ship at range 1–2 gains a tractor token and repairs a Ship card.',
    },
  ],
};
