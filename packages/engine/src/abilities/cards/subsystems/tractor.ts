/**
 * Cards of the subsystems group that hand out tractor tokens (supplement "Tractor": the player whose effect gave the
 * token moves the tractored ship, so each token here is given by the card's own ship). In our own words:
 *
 * - Latts Razzi (YV-666): as the Engagement Phase starts, she may pick a ship at range 1 she holds a lock on, spend
 *   that lock, and give the ship a tractor token.
 */
import type { Ability } from '../../vocabulary/types.js';

export const TRACTOR_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:lattsrazzi': [
    {
      source: { kind: 'pilot', xws: 'lattsrazzi' },
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: true,
      choose: {
        side: 'any',
        range: [1, 1],
        where: { kind: 'locking', who: 'other', target: 'self' },
        label: 'spend your lock on it: it gains a tractor token',
      },
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'spend-lock', who: 'self', on: 'chosen' },
          { kind: 'gain-token', token: 'tractor', count: 1, who: 'chosen' },
        ],
      },
      summary: 'Latts Razzi: spend your lock on a ship at range 1 to give it a tractor token.',
    },
  ],
};
