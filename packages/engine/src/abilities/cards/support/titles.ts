/**
 * Titles that work with charges and tokens, each in our own words (never card text). Keys as in source-keys.ts
 * ("upgrade:<xws>:<side>").
 *
 * - Nightbrother: after revealing a maneuver that is not blue, while stressed, the ship may spend 2 charges to gain
 *   a focus or an evade token of its choice. Its extra crew slot is the content's grant.
 */
import type { Ability } from '../../vocabulary/types.js';

export const SUPPORT_TITLES: Record<string, Ability[]> = {
  'upgrade:nightbrother:0': [
    {
      source: { kind: 'upgrade', xws: 'nightbrother', side: 0 },
      window: 'activation:after-reveal',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'has-token', token: 'stress', who: 'self' },
          { kind: 'maneuver', difficulty: ['white', 'red', 'purple'] },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 2 }],
      choices: () => [
        { id: 'focus', label: 'Gain a focus token' },
        { id: 'evade', label: 'Gain an evade token' },
      ],
      effect: { kind: 'gain-chosen-token' },
      summary: 'Nightbrother: stressed after a maneuver that is not blue, spend 2 charges for a focus or evade token.',
    },
  ],
};

/**
 * Moldy Crow: in the End Phase the ship keeps up to two of its focus tokens (standing 'end:keep-tokens'; 000 "End
 * Phase" removes circular tokens). Its front-arc primary weapon of value 3 is the content's grant (stats.ts).
 */
SUPPORT_TITLES['upgrade:moldycrow:0'] = [
  {
    source: { kind: 'upgrade', xws: 'moldycrow', side: 0 },
    window: 'end:keep-tokens',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'keep-tokens', tokens: ['focus'], count: 2 },
    summary: 'Moldy Crow: keep up to two focus tokens in the End Phase.',
  },
];

/**
 * IG-2000 (the Aggressor's title): the ship has the pilot ability of each other friendly ship equipping IG-2000 too
 * ('ship:abilities' `borrow-pilot-abilities`; source-keys.ts gathers the lent `pilot:<xws>` records once per change of
 * the ships' cards or of a lender leaving the game, never per window). Our reading: a lender destroyed or fled lends no
 * more (000 "Destroying Ships": its cards leave the play area with it); a borrowed ability resolves as the ship's own,
 * and using it logs IG-2000 as used too (costs.ts markUsed).
 */
SUPPORT_TITLES['upgrade:ig2000:0'] = [
  {
    source: { kind: 'upgrade', xws: 'ig2000', side: 0 },
    window: 'ship:abilities',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'borrow-pilot-abilities', equips: 'ig2000' },
    summary: 'IG-2000: your ship also carries the pilot abilities of the other friendly ships equipping IG-2000.',
  },
];

/**
 * ST-321 (the Lambda shuttle's title): after a Coordinate action, the ship may lock an enemy ship at range 0–3 of the
 * ship it coordinated (`choose` `rangeFrom: 'other'`: the coordinated ship is the window's other party), whatever its
 * own range to it (`acquire-lock`: a lock acquired by an ability, not the Lock action's band; 000 "Lock").
 */
SUPPORT_TITLES['upgrade:st321:0'] = [
  {
    source: { kind: 'upgrade', xws: 'st321', side: 0 },
    window: 'action:after-perform',
    when: {
      kind: 'all',
      of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['coordinate'] }],
    },
    optional: true,
    choose: {
      side: 'enemy',
      range: [0, 3],
      rangeFrom: 'other',
      where: { kind: 'lock-allowed', who: 'self' },
      label: 'is locked',
    },
    effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
    summary: 'ST-321: once your coordinate is done, lock an enemy ship within range 0–3 of the coordinated ship.',
  },
];
