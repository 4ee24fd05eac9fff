/**
 * Cards of the subsystems group that hand out tractor tokens (supplement "Tractor": the player whose effect gave the
 * token moves the tractored ship, so each token here is given by the card's own ship). In our own words:
 *
 * - Latts Razzi (YV-666): as the Engagement Phase starts, she may pick a ship at range 1 she holds a lock on, spend
 *   that lock, and give the ship a tractor token.
 * - Unkar Plutt (Quadrijet): as the Engagement Phase starts, with another ship at range 0 of him, he and each other
 *   ship at range 0 gain a tractor token (his, so his player moves each of them).
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
  'pilot:unkarplutt': [
    {
      source: { kind: 'pilot', xws: 'unkarplutt' },
      window: 'engagement:start',
      when: { kind: 'ships-near', side: 'any', range: [0, 0] },
      optional: false,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'gain-token', token: 'tractor', count: 1, who: 'self' },
          {
            kind: 'each-ship',
            ships: { side: 'any', range: [0, 0] },
            effect: { kind: 'gain-token', token: 'tractor', count: 1, who: 'chosen' },
          },
        ],
      },
      summary: 'Unkar Plutt: with ships at range 0, you and each of them gain a tractor token.',
    },
  ],
};
