/**
 * First Order TIE/fo fighter pilots that work with locks, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Lieutenant Rivas: after a ship at range 1–2 of his gains a red or orange token, if he holds no lock on it, he may
 *   acquire a lock on it. Red and orange as in support/shared.ts (locks aside: a lock is not gained as a token).
 */
import type { Ability } from '../../vocabulary/types.js';
import { RED_OR_ORANGE } from './shared.js';

export const FIRSTORDER_TIEFO_SUPPORT: Record<string, Ability[]> = {
  'pilot:lieutenantrivas': [
    {
      source: { kind: 'pilot', xws: 'lieutenantrivas' },
      window: 'token:after-gain',
      when: {
        kind: 'all',
        of: [
          { kind: 'range', to: 'other', min: 1, max: 2 },
          { kind: 'subject-data', key: 'token', oneOf: RED_OR_ORANGE },
          { kind: 'not', of: { kind: 'locking', who: 'self', target: 'other' } },
        ],
      },
      optional: true,
      effect: { kind: 'acquire-lock', who: 'self', on: 'other' },
      summary: 'Lieutenant Rivas: a ship at range 1–2 gained a red or orange token, acquire a lock on it.',
    },
  ],
};

/**
 * "Muse": as the Engagement Phase starts, she may pick a stressed friendly ship at range 0–1 (herself included: 000
 * "Measuring Range"); it removes one stress token.
 */
FIRSTORDER_TIEFO_SUPPORT['pilot:muse'] = [
  {
    source: { kind: 'pilot', xws: 'muse' },
    window: 'engagement:start',
    when: { kind: 'always' },
    optional: true,
    choose: {
      side: 'friendly',
      range: [0, 1],
      includeSelf: true,
      where: { kind: 'has-token', token: 'stress', who: 'self' },
      label: 'removes one stress token',
    },
    effect: { kind: 'remove-token', token: 'stress', count: 1, who: 'chosen' },
    summary: '"Muse": a stressed friendly ship at range 0–1 removes one stress token.',
  },
];

/**
 * Omega 2 (Evacuation of D'Qar): a friendly TIE ship's lock action (Omega 2's own included) may choose any object at
 * range 0–3 of Omega 2, however far the locker is from it (000 "Objects", "Lock"; `lock-objects` from 'holder', TIE
 * lockers only: ship types whose xws starts with "tie").
 */
FIRSTORDER_TIEFO_SUPPORT['pilot:omega2-evacuationofdqar'] = [
  {
    source: { kind: 'pilot', xws: 'omega2-evacuationofdqar' },
    window: 'action:lock-objects',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'lock-objects', from: 'holder', min: 0, max: 3, lockerShipPrefix: 'tie' },
    summary: 'Omega 2: friendly TIE ships may lock objects at range 0–3 of Omega 2, at any range of their own.',
  },
];

/**
 * Lieutenant Galek: after another friendly ship at range 0–2 of him is destroyed (measured from where it stood), he may
 * perform a Coordinate action, even while stressed (#0: granted, "pass" offered; the TIE/fo has no Coordinate on its
 * bar, the card gives it; 000 "Stress"); and a ship he coordinates may only perform an action also on his bar (#1:
 * 'action:coordinated', `coordinate-shared-actions`, as Squad Leader; supplement "Coordinate").
 */
FIRSTORDER_TIEFO_SUPPORT['pilot:lieutenantgalek'] = [
  {
    source: { kind: 'pilot', xws: 'lieutenantgalek' },
    window: 'ship:after-destroyed',
    when: { kind: 'destroyed-ship-near', side: 'friendly', min: 0, max: 2 },
    optional: false,
    effect: {
      kind: 'grant-action',
      actions: [{ type: 'coordinate', difficulty: 'white' }],
      ignoreStress: true,
      why: 'Lieutenant Galek, a friendly ship destroyed',
    },
    summary: 'Lieutenant Galek: another friendly ship at range 0–2 was destroyed; you may coordinate, even stressed.',
  },
  {
    source: { kind: 'pilot', xws: 'lieutenantgalek' },
    window: 'action:coordinated',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'coordinate-shared-actions' },
    summary: 'Lieutenant Galek: the ship you coordinate may only perform an action that is also on your bar.',
  },
];
