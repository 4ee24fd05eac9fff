/**
 * Resistance transport abilities that help the ships around, each in our own words (never card text). Keys as in
 * source-keys.ts ("ship-ability:<id>").
 *
 * - Leave No One Behind (ship ability): after the ship performs an action, holding fewer than 2 stress tokens, it may
 *   gain a stress token to pick another friendly small ship at range 0–1 that could boost; that ship gains a deplete
 *   token and may perform a Boost action (the granted action offers "pass"). Our reading: the chosen ship's "may gain
 *   a deplete token to boost" is its player's — the transport's — asked once with the choice of the ship.
 * - Takajamoreesa (pilot): after she performs a Jam action, she must give a jam token to another ship at range 0–1 of
 *   the jammed ship (friend or foe, herself included: the card says only "another" than the jammed one), her player's
 *   pick; none there, nothing happens (`choose`'s `rangeFrom`; supplement "Jam": the token is her effect's).
 */
import type { Ability } from '../../vocabulary/types.js';

const BOOST = [{ type: 'boost', difficulty: 'white' }] as const;

export const RESISTANCE_TRANSPORT_SUPPORT: Record<string, Ability[]> = {
  'ship-ability:leavenoonebehind': [
    {
      source: { kind: 'ship-ability', id: 'leavenoonebehind' },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'has-token', token: 'stress', atMost: 1, who: 'self' }],
      },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'stress', count: 1 }],
      choose: {
        side: 'friendly',
        range: [0, 1],
        where: {
          kind: 'all',
          of: [
            { kind: 'ship-is', who: 'self', size: ['small'] },
            { kind: 'can-perform', actions: [...BOOST] },
          ],
        },
        label: 'gains a deplete token and may boost',
      },
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'gain-token', token: 'deplete', count: 1, who: 'chosen' },
          { kind: 'grant-action', actions: [...BOOST], who: 'chosen', why: 'Leave No One Behind' },
        ],
      },
      summary:
        'Leave No One Behind: gain a stress token, a small friendly ship at range 0–1 gains a deplete token to boost.',
    },
  ],
};

RESISTANCE_TRANSPORT_SUPPORT['pilot:takajamoreesa'] = [
  {
    source: { kind: 'pilot', xws: 'takajamoreesa' },
    window: 'action:after-perform',
    when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['jam'] }] },
    optional: false,
    choose: {
      side: 'any',
      includeSelf: true,
      excludeOther: true,
      rangeFrom: 'other',
      range: [0, 1],
      label: 'gains a jam token',
    },
    effect: { kind: 'gain-token', token: 'jam', count: 1, who: 'chosen' },
    summary: 'Takajamoreesa: you jammed a ship, another ship at range 0–1 of it gains a jam token.',
  },
];

/**
 * Nodin Chavdri: once a Coordinate action ends in which he was the coordinating ship or the one coordinated (the
 * window's ship or its other party; supplement "Coordinate"), holding at most 2 stress tokens, he may perform one
 * action of his own bar as a red action, stress or no stress (000 "Action Difficulty", "Stress").
 */
RESISTANCE_TRANSPORT_SUPPORT['pilot:nodinchavdri'] = [
  {
    source: { kind: 'pilot', xws: 'nodinchavdri' },
    window: 'action:after-perform',
    when: {
      kind: 'all',
      of: [
        { kind: 'subject-data', key: 'action', oneOf: ['coordinate'] },
        { kind: 'any', of: [{ kind: 'subject-is-self' }, { kind: 'is-other-party' }] },
        { kind: 'has-token', token: 'stress', atMost: 2, who: 'self' },
      ],
    },
    optional: true,
    effect: { kind: 'grant-action', actions: 'own-bar', why: 'Nodin Chavdri', ignoreStress: true, asRed: true },
    summary: 'Nodin Chavdri: after a coordinate of yours or on you, perform an action of your bar as a red action.',
  },
];
