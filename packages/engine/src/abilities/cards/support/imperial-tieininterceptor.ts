/**
 * Galactic Empire TIE/in interceptor pilots that work with tokens, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Soontir Fel: as the Engagement Phase starts, with an enemy ship in his bullseye arc (at any range), he gains a
 *   focus token (mandatory).
 * - Commandant Goran: as the Engagement Phase starts, he must pick a friendly ship at range 0–3 of a lower initiative
 *   than his (so never himself); it gains an evade token and removes one of its red tokens other than stress, its
 *   player's pick among ion, strain and deplete (000 "Tokens": red tokens are square, stress among them; supplement
 *   "Deplete"). A ship holding none gains the evade only.
 */
import type { Ability } from '../../vocabulary/types.js';
import { LOCKABLE_SHIP, tokensHeld } from './shared.js';

/** The red tokens other than stress (000 "Ion Tokens", "Strain Tokens"; supplement "Deplete"). */
const RED_NOT_STRESS = ['ion', 'strain', 'deplete'] as const;

export const IMPERIAL_TIEIN_SUPPORT: Record<string, Ability[]> = {
  'pilot:soontirfel': [
    {
      source: { kind: 'pilot', xws: 'soontirfel' },
      window: 'engagement:start',
      when: { kind: 'ships-near', side: 'enemy', inArc: { arc: 'bullseye' } },
      optional: false,
      effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
      summary: 'Soontir Fel: an enemy ship is in your bullseye, gain a focus token.',
    },
  ],
};

/**
 * Ciena Ree: after she attacks, if the defender was destroyed, she gains a stress token; and after another friendly
 * ship at range 0–3 of her is destroyed (measured from where it stood), she removes a stress token. Both mandatory.
 */
IMPERIAL_TIEIN_SUPPORT['pilot:cienaree'] = [
  {
    source: { kind: 'pilot', xws: 'cienaree' },
    window: 'attack:after',
    when: {
      kind: 'all',
      of: [
        { kind: 'attack-role', role: 'attacker' },
        { kind: 'ship-is', who: 'defender', destroyed: true },
      ],
    },
    optional: false,
    effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'self' },
    summary: 'Ciena Ree: your attack destroyed the defender, gain a stress token.',
  },
  {
    source: { kind: 'pilot', xws: 'cienaree' },
    window: 'ship:after-destroyed',
    when: {
      kind: 'all',
      of: [
        { kind: 'destroyed-ship-near', side: 'friendly', min: 0, max: 3 },
        { kind: 'has-token', token: 'stress', who: 'self' },
      ],
    },
    optional: false,
    effect: { kind: 'remove-token', token: 'stress', count: 1, who: 'self' },
    summary: 'Ciena Ree: a friendly ship at range 0–3 was destroyed, remove a stress token.',
  },
];

/**
 * "Sigma 7" (Battle of Yavin): in its System Phase turn it may spend one of its charges to acquire a lock on an enemy
 * ship at range 0–1, not as an action (000 "Lock": both may lock and be locked).
 */
IMPERIAL_TIEIN_SUPPORT['pilot:sigma7-battleofyavin'] = [
  {
    source: { kind: 'pilot', xws: 'sigma7-battleofyavin' },
    window: 'system',
    when: { kind: 'subject-is-self' },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    choose: { ...LOCKABLE_SHIP, side: 'enemy', range: [0, 1], lockBand: false },
    effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
    summary: '"Sigma 7": spend a charge to acquire a lock on an enemy ship at range 0–1.',
  },
];

IMPERIAL_TIEIN_SUPPORT['pilot:commandantgoran'] = [
  {
    source: { kind: 'pilot', xws: 'commandantgoran' },
    window: 'engagement:start',
    when: { kind: 'always' },
    optional: false,
    choose: {
      side: 'friendly',
      range: [0, 3],
      where: { kind: 'initiative-vs', who: 'other', than: 'self', compare: 'higher' },
      label: 'gains an evade token and removes a red token',
    },
    then: [
      (ctx, _self, subject) => {
        const chosen = subject.data?.chosen;
        if (typeof chosen !== 'string') return [];
        const held = tokensHeld(ctx, chosen, RED_NOT_STRESS, (t) => `it removes its ${t} token`);
        return held.length ? held : [{ id: 'none', label: 'no red token to remove' }];
      },
    ],
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'gain-token', token: 'evade', count: 1, who: 'chosen' },
        { kind: 'remove-chosen-token', who: 'chosen' },
      ],
    },
    summary: 'Commandant Goran: a friendly ship of lower initiative at range 0–3 gains an evade and sheds a red token.',
  },
];
