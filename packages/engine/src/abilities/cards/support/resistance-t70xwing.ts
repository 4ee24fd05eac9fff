/**
 * Resistance T-70 X-wing pilots that work with tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Nien Nunb: after he gains a stress token, with an enemy ship in his front arc at range 0–1, he may remove that
 *   stress token.
 */
import type { Ability } from '../../vocabulary/types.js';

export const RESISTANCE_T70_SUPPORT: Record<string, Ability[]> = {
  'pilot:niennunb': [
    {
      source: { kind: 'pilot', xws: 'niennunb' },
      window: 'token:after-gain',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'subject-data', key: 'token', oneOf: ['stress'] },
          { kind: 'ships-near', side: 'enemy', range: [0, 1], inArc: { arc: 'front' } },
        ],
      },
      optional: true,
      effect: { kind: 'remove-token', token: 'stress', count: 1, who: 'self' },
      summary: 'Nien Nunb: an enemy ship is in your front arc at range 0–1, remove the stress token you gained.',
    },
  ],
};

/**
 * Poe Dameron (SWZ68): after a friendly ship at range 0–2 (himself included: 000 "Friendly and Enemy", "Measuring
 * Range") performs an action during its own activation (`activating`: not one it performs while another ship
 * activates), he may spend two of his charges so that ship may perform a white action of its bar as a red action
 * (000 "Action Difficulty"). One record for his own action, one for another ship's (the window's ship is the other
 * party). The granted action offers "pass"; a ship that can perform none is offered nothing to take.
 */
function poeGrant(who: 'self' | 'other'): Pick<Ability, 'optional' | 'cost' | 'effect'> {
  return {
    optional: true,
    cost: [{ kind: 'spend-charge', count: 2 }],
    effect: { kind: 'grant-action', actions: 'own-white-bar', asRed: true, who, why: 'Poe Dameron' },
  };
}
RESISTANCE_T70_SUPPORT['pilot:poedameron-swz68'] = [
  {
    source: { kind: 'pilot', xws: 'poedameron-swz68' },
    window: 'action:after-perform',
    when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'activating', who: 'self' }] },
    ...poeGrant('self'),
    summary: 'Poe Dameron: you acted in your activation, spend 2 charges to perform a white action as red.',
  },
  {
    source: { kind: 'pilot', xws: 'poedameron-swz68' },
    window: 'action:after-perform',
    when: {
      kind: 'all',
      of: [
        { kind: 'ship-is', who: 'other', side: 'friendly' },
        { kind: 'range', to: 'other', min: 0, max: 2 },
        { kind: 'activating', who: 'other' },
      ],
    },
    ...poeGrant('other'),
    summary:
      'Poe Dameron: a friendly ship at range 0–2 acted in its activation, spend 2 charges: it may act again (red).',
  },
];

/**
 * Joph Seastriker: each shield he loses to damage gives him an evade token (000 "Suffering Damage": a shield takes a
 * damage point first). Counted from the damage suffered ('damage:suffered', subject.data.shieldsLost): shields lost
 * otherwise (spent as a cost, or an effect's loss that is not damage) do not set it off — our reading of "lose".
 */
RESISTANCE_T70_SUPPORT['pilot:jophseastriker'] = [
  {
    source: { kind: 'pilot', xws: 'jophseastriker' },
    window: 'damage:suffered',
    when: {
      kind: 'all',
      of: [
        { kind: 'subject-is-self' },
        { kind: 'subject-data', key: 'shieldsLost', oneOf: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] },
      ],
    },
    optional: false,
    effect: {
      kind: 'per-count',
      keys: ['shieldsLost'],
      effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
    },
    summary: 'Joph Seastriker: an evade token for each shield you lost.',
  },
];

/**
 * Temmin Wexley (Scramble the Transports): as the Engagement Phase starts, each friendly T-70 at range 0–3 (himself
 * too) equipping a Configuration may gain a strain token to flip that card, and gains a calculate token if it does.
 * The T-70s are his own player's, so one question picks them one after another (`choose.upTo`, "no more ships" to stop;
 * `each-chosen`: each gains the strain, flips its configuration, gains the calculate token; 000 "Tokens").
 */
RESISTANCE_T70_SUPPORT['pilot:temminwexley-swz68'] = [
  {
    source: { kind: 'pilot', xws: 'temminwexley-swz68' },
    window: 'engagement:start',
    when: { kind: 'always' },
    optional: true,
    choose: {
      side: 'friendly',
      range: [0, 3],
      includeSelf: true,
      shipType: 't70xwing',
      where: { kind: 'equips-type', who: 'self', type: 'configuration' },
      upTo: 8,
      label: 'gains a strain token to flip its configuration, then a calculate token',
    },
    effect: {
      kind: 'each-chosen',
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'gain-token', token: 'strain', count: 1, who: 'chosen' },
          { kind: 'flip-upgrade', type: 'configuration', who: 'chosen' },
          { kind: 'gain-token', token: 'calculate', count: 1, who: 'chosen' },
        ],
      },
    },
    summary:
      'Temmin Wexley: friendly T-70s at range 0–3 may gain a strain token to flip their configuration and calculate.',
  },
];
