/**
 * Lambda-class T-4a shuttle pilots that work with locks, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Captain Kagi: as the Engagement Phase starts, he may pick one or more other friendly ships at range 0–3 that an
 *   enemy ship locks; every enemy lock on each ship picked moves onto him (`move-lock`: the enemy keeps its lock, now
 *   on him; 000 "Lock"). Each enemy locking a ship picked is the window's other party in turn (`each-ship` `as`).
 */
import type { Ability } from '../../vocabulary/types.js';

export const IMPERIAL_LAMBDA_SUPPORT: Record<string, Ability[]> = {
  'pilot:captainkagi': [
    {
      source: { kind: 'pilot', xws: 'captainkagi' },
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: true,
      choose: {
        side: 'friendly',
        range: [0, 3],
        upTo: 8,
        where: { kind: 'locked-by', who: 'self', side: 'enemy' },
        label: 'its enemy locks move onto you',
      },
      effect: {
        kind: 'each-chosen',
        effect: {
          kind: 'each-ship',
          ships: { side: 'enemy', where: { kind: 'locking', who: 'self', target: 'chosen' } },
          as: 'other',
          effect: { kind: 'move-lock', who: 'other', from: 'chosen', to: 'self' },
        },
      },
      summary: 'Captain Kagi: friendly ships near you hand the enemy locks on them over to you.',
    },
  ],
};
