/**
 * Galactic Republic Clone Z-95 Headhunter abilities about actions, each in our own words (never card text). Keys as
 * in source-keys.ts.
 *
 * - Versatile Frame (the Clone Z-95's ship ability): while the maneuver it revealed is blue, a white boost is on its
 *   action bar. Read as the ship activates (its Perform Action step and what an ability grants then): the revealed
 *   maneuver's difficulty is the activation's (`maneuver`). Its torpedo-or-missile slot is squad building (content),
 *   not a record.
 * - Slider: as he reveals a 2-bank, two charges (of his pilot card) let him execute it as a sideslip (`execute-as`'s
 *   `sideslip`, docs/geometry.md "Sideslips").
 * - Boost: as the Engagement Phase starts, with a friendly ship at range 0–1 (himself included: the band starts at 0)
 *   whose revealed maneuver is blue (as printed on its dial: `revealed`), he may perform a boost action (white: the
 *   card names no colour, 000 "Action Difficulty").
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

export const REPUBLIC_CLONEZ95HEADHUNTER_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:versatileframe': [
    {
      source: { kind: 'ship-ability', id: 'versatileframe' },
      window: 'action:bar',
      when: { kind: 'maneuver', difficulty: ['blue'], activating: true },
      optional: false,
      effect: { kind: 'add-actions', actions: [{ type: 'boost', difficulty: 'white' }] },
      summary: 'Versatile Frame: while your revealed maneuver is blue, you have a white boost action.',
    },
  ],
  'pilot:slider': [
    {
      source: { kind: 'pilot', xws: 'slider' },
      window: 'activation:after-reveal',
      when: { kind: 'all', of: [self, { kind: 'maneuver-is', speeds: [2], kinds: ['bank'] }] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 2 }],
      effect: { kind: 'execute-as', sideslip: true },
      summary: 'Slider: spend 2 charges to execute your 2-bank as a sideslip.',
    },
  ],
};

const BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'white' }];
REPUBLIC_CLONEZ95HEADHUNTER_MOVEMENT['pilot:boost'] = [
  {
    source: { kind: 'pilot', xws: 'boost' },
    window: 'engagement:start',
    when: {
      kind: 'all',
      of: [
        {
          kind: 'ships-near',
          side: 'friendly',
          range: [0, 1],
          includeSelf: true,
          where: { kind: 'revealed', who: 'self', difficulty: ['blue'] },
        },
        { kind: 'can-perform', actions: BOOST },
      ],
    },
    // The action prompt offers "pass": no separate question.
    optional: false,
    effect: { kind: 'grant-action', actions: BOOST, why: 'Boost, as the Engagement Phase starts' },
    summary: 'Boost: a friendly ship at range 0–1 revealed a blue maneuver: you may boost.',
  },
];
