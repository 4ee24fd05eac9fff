/**
 * Scum Lancer-class pursuit craft pilots of the subsystems group (tractor). In our own words:
 *
 * - Ketsu Onyo: at the start of the Engagement Phase, she may pick a ship at range 0–1 that is both in her front arc
 *   and in her single turret arc; it gains a tractor token (given by her ship: her player decides the tractor move,
 *   supplement "Tractor").
 */
import type { Ability } from '../../vocabulary/types.js';

export const SCUM_LANCER_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:ketsuonyo': [
    {
      source: { kind: 'pilot', xws: 'ketsuonyo' },
      window: 'phase:start',
      when: { kind: 'subject-data', key: 'phase', oneOf: ['engagement'] },
      optional: true,
      // Seen from the candidate: `other` is Ketsu's ship, whose turret arc must hold it too.
      choose: {
        side: 'any',
        range: [0, 1],
        inArc: { arc: 'front' },
        where: { kind: 'in-arc', arc: 'single-turret', of: 'other', target: 'self' },
        label: 'gains a tractor token',
      },
      effect: { kind: 'gain-token', token: 'tractor', count: 1, who: 'chosen' },
      summary: 'Ketsu Onyo: a ship in your front and turret arcs at range 0–1 gains a tractor token.',
    },
  ],
};
