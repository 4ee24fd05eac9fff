/**
 * Force powers that work with the Force, each in our own words (never card text). Keys as in source-keys.ts
 * ("upgrade:<xws>:<side>").
 *
 * - Hate: after the ship suffers damage, it recovers one Force for each damage suffered (hits and crits, shields
 *   lost included: 000 "Suffering Damage"), up to its Force value.
 * - Patience: as the Engagement Phase starts, with an enemy ship in its front arc (any range), the ship may gain a
 *   deplete token to recover one Force (offered only below its Force value: nothing to recover otherwise).
 */
import type { Ability } from '../../vocabulary/types.js';

export const SUPPORT_FORCE_POWERS: Record<string, Ability[]> = {
  'upgrade:hate:0': [
    {
      source: { kind: 'upgrade', xws: 'hate', side: 0 },
      window: 'damage:suffered',
      when: { kind: 'subject-is-self' },
      optional: false,
      effect: {
        kind: 'per-count',
        keys: ['hits', 'crits'],
        effect: { kind: 'recover', stat: 'force', count: 1, source: 'Hate' },
      },
      summary: 'Hate: recover one Force for each damage you suffered.',
    },
  ],
};

SUPPORT_FORCE_POWERS['upgrade:patience:0'] = [
  {
    source: { kind: 'upgrade', xws: 'patience', side: 0 },
    window: 'engagement:start',
    when: {
      kind: 'all',
      of: [
        { kind: 'ships-near', side: 'enemy', inArc: { arc: 'front' } },
        { kind: 'below-max', stat: 'force' },
      ],
    },
    optional: true,
    cost: [{ kind: 'gain-token', token: 'deplete', count: 1 }],
    effect: { kind: 'recover', stat: 'force', count: 1, source: 'Patience' },
    summary: 'Patience: an enemy ship is in your front arc, gain a deplete token to recover one Force.',
  },
];

/**
 * Roiling Anger (Siege of Coruscant): as the Engagement Phase starts, while inside an enemy ship's front arc (any
 * range), the ship may take a strain token to recover one Force (offered only below its Force value).
 */
SUPPORT_FORCE_POWERS['upgrade:roilinganger-siegeofcoruscant:0'] = [
  {
    source: { kind: 'upgrade', xws: 'roilinganger-siegeofcoruscant', side: 0 },
    window: 'engagement:start',
    when: {
      kind: 'all',
      of: [
        // Seen from the candidate enemy: the ability's ship ('other') inside its front arc.
        { kind: 'ships-near', side: 'enemy', where: { kind: 'in-arc', arc: 'front', of: 'self', target: 'other' } },
        { kind: 'below-max', stat: 'force' },
      ],
    },
    optional: true,
    cost: [{ kind: 'gain-token', token: 'strain', count: 1 }],
    effect: { kind: 'recover', stat: 'force', count: 1, source: 'Roiling Anger' },
    summary: "Roiling Anger: you are in an enemy ship's front arc, take a strain token to recover one Force.",
  },
];

/**
 * Battle Meditation (its card adds a purple Coordinate to the bar): the ship's coordinate never chooses a limited
 * ship (#0: 'action:targets' `targets-only`); and after its purple Coordinate action, once the chosen ship has acted,
 * it may coordinate one more friendly non-limited ship of that ship's type at range 1–2 (the coordinate's band),
 * which performs the same action from its own bar (#1: `grant-action` `coordinatedType`; 'action:after-perform' names
 * it, subject.data.coordinatedAction). Our reading of "both ships must perform the same action": the ships act one
 * after the other, so the second is offered only the action the first performed (none when it passed); supplement
 * "Coordinate".
 */
SUPPORT_FORCE_POWERS['upgrade:battlemeditation:0'] = [
  {
    source: { kind: 'upgrade', xws: 'battlemeditation', side: 0 },
    window: 'action:targets',
    when: { kind: 'always' },
    optional: false,
    effect: {
      kind: 'targets-only',
      action: 'coordinate',
      where: { kind: 'not', of: { kind: 'limited-ship', who: 'self' } },
    },
    summary: 'Battle Meditation: you cannot coordinate limited ships.',
  },
  {
    source: { kind: 'upgrade', xws: 'battlemeditation', side: 0 },
    window: 'action:after-perform',
    when: {
      kind: 'all',
      of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'difficulty', oneOf: ['purple'] }],
    },
    optional: true,
    choose: {
      side: 'friendly',
      range: [1, 2],
      excludeOther: true,
      shipTypeOf: 'other',
      where: {
        kind: 'all',
        of: [
          { kind: 'not', of: { kind: 'limited-ship', who: 'self' } },
          { kind: 'has-token', token: 'stress', atMost: 0, who: 'self' },
          { kind: 'has-action', who: 'self', action: 'coordinated-action' },
        ],
      },
      label: 'is coordinated too, the same action',
    },
    effect: {
      kind: 'grant-action',
      actions: 'own-bar',
      coordinatedType: true,
      who: 'chosen',
      why: 'coordinated by Battle Meditation, the same action',
    },
    summary: 'Battle Meditation: coordinate one more non-limited ship of the same type; it performs the same action.',
  },
];
