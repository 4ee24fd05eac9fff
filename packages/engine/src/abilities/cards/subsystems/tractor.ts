/**
 * Cards of the subsystems group that hand out tractor tokens (supplement "Tractor": the player whose effect gave the
 * token moves the tractored ship, so each token here is given by the card's own ship). In our own words:
 *
 * - Latts Razzi (YV-666): as the Engagement Phase starts, she may pick a ship at range 1 she holds a lock on, spend
 *   that lock, and give the ship a tractor token.
 * - Unkar Plutt (Quadrijet): as the Engagement Phase starts, with another ship at range 0 of him, he and each other
 *   ship at range 0 gain a tractor token (his, so his player moves each of them).
 * - Petty Officer Thanisson (Upsilon-class shuttle, 1 charge): in the Activation or Engagement Phase, once a ship in
 *   his front arc at range 0–2 has gained a stress token, he may spend his charge to give that ship a tractor token.
 */
import type { Ability } from '../../vocabulary/types.js';

export const TRACTOR_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:pettyofficerthanisson': [
    {
      source: { kind: 'pilot', xws: 'pettyofficerthanisson' },
      window: 'token:after-gain',
      when: {
        kind: 'all',
        of: [
          {
            kind: 'any',
            of: [
              { kind: 'during-phase', phase: 'activation' },
              { kind: 'during-phase', phase: 'engagement' },
            ],
          },
          { kind: 'subject-data', key: 'token', oneOf: ['stress'] },
          { kind: 'in-arc', arc: 'front', of: 'self', target: 'other' },
          { kind: 'range', to: 'other', min: 0, max: 2 },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'gain-token', token: 'tractor', count: 1, who: 'other' },
      summary: 'Petty Officer Thanisson: spend your charge; the stressed ship in your front arc gains a tractor token.',
    },
  ],
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
