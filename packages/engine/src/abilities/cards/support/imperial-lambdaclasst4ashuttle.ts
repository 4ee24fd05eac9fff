/**
 * Lambda-class T-4a shuttle pilots that work with locks, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Captain Kagi: as the Engagement Phase starts, he may pick one or more other friendly ships at range 0–3 that an
 *   enemy ship locks; every enemy lock on each ship picked moves onto him (`move-lock`: the enemy keeps its lock, now
 *   on him; 000 "Lock"). Each enemy locking a ship picked is the window's other party in turn (`each-ship` `as`).
 * - Colonel Jendon: as the Activation Phase starts, he may spend one of his pilot card's charges; for the rest of the
 *   round each friendly ship (himself included) acquires locks only on objects beyond range 3, never at range 0–3: a
 *   lasting `action-range` of the lock on each friendly ship (`each-ship`, `last` to the end of the round), its band
 *   4–4 (the lock menu reads a maximum of 4 or more as "beyond range 3 too", and a minimum of 4 leaves out every
 *   ship at range 0–3). Reading: "acquire locks … instead of at range 0–3" changes the band of the lock action (000
 *   "Lock": range 0–3), the only lock whose range the rules fix; an ability that acquires a lock on a ship it names
 *   (after defending, on the attacker…) has no range of its own to change and is left as it is. The friendly ships
 *   are those in play as he spends the charge.
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
  'pilot:coloneljendon': [
    {
      source: { kind: 'pilot', xws: 'coloneljendon' },
      window: 'phase:start',
      when: { kind: 'subject-data', key: 'phase', oneOf: ['activation'] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: {
        kind: 'each-ship',
        ships: { side: 'friendly', includeSelf: true },
        effect: {
          kind: 'last',
          until: 'end-of-round',
          window: 'action:range',
          who: 'chosen',
          effect: { kind: 'action-range', action: 'lock', min: 4, max: 4 },
        },
      },
      summary: 'Colonel Jendon: spend 1 charge, this round friendly ships lock only beyond range 3.',
    },
  ],
};
