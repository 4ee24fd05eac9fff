/**
 * Rebel Alliance UT-60D U-wing pilots that work with tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Cassian Andor: as the Activation Phase starts, he may pick a stressed friendly ship at range 1–3; it removes one
 *   stress token.
 */
import type { Ability } from '../../vocabulary/types.js';

export const REBEL_UWING_SUPPORT: Record<string, Ability[]> = {
  'pilot:cassianandor': [
    {
      source: { kind: 'pilot', xws: 'cassianandor' },
      window: 'phase:start',
      when: { kind: 'subject-data', key: 'phase', oneOf: ['activation'] },
      optional: true,
      choose: {
        side: 'friendly',
        range: [1, 3],
        where: { kind: 'has-token', token: 'stress', who: 'self' },
        label: 'removes one stress token',
      },
      effect: { kind: 'remove-token', token: 'stress', count: 1, who: 'chosen' },
      summary: 'Cassian Andor: a stressed friendly ship at range 1–3 removes one stress token.',
    },
  ],
};

/**
 * Benthic Two Tubes: after he performs a Focus action, he may move one of his focus tokens to a friendly ship at range
 * 1–2 (000 "Additional Token Rules": transfer). The action just gave him one, so he holds a token to move.
 */
REBEL_UWING_SUPPORT['pilot:benthictwotubes'] = [
  {
    source: { kind: 'pilot', xws: 'benthictwotubes' },
    window: 'action:after-perform',
    when: { kind: 'all', of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['focus'] }] },
    optional: true,
    choose: { side: 'friendly', range: [1, 2], label: 'takes one of your focus tokens' },
    effect: { kind: 'transfer-chosen-token', to: 'chosen', token: 'focus' },
    summary: 'Benthic Two Tubes: move one of your focus tokens to a friendly ship at range 1–2.',
  },
];

/**
 * K-2SO (pilot): each time he gains a stress token he gains a calculate token too (mandatory; wherever the stress comes
 * from: a red maneuver or action, an ability).
 */
REBEL_UWING_SUPPORT['pilot:k2so'] = [
  {
    source: { kind: 'pilot', xws: 'k2so' },
    window: 'token:after-gain',
    when: {
      kind: 'all',
      of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'token', oneOf: ['stress'] }],
    },
    optional: false,
    effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
    summary: 'K-2SO: you gained a stress token, gain a calculate token.',
  },
];

/**
 * Bodhi Rook: a standing permission for his side — a friendly ship's lock action may choose any object (ship,
 * obstacle, device, remote) at range 0–3 of any friendly ship, the locker included (000 "Objects", "Lock";
 * `lock-objects` from 'friendly'). Reading: "friendly ships" includes Bodhi himself and needs no range to him.
 */
REBEL_UWING_SUPPORT['pilot:bodhirook'] = [
  {
    source: { kind: 'pilot', xws: 'bodhirook' },
    window: 'action:lock-objects',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'lock-objects', from: 'friendly', min: 0, max: 3 },
    summary: 'Bodhi Rook: friendly ships may lock objects at range 0–3 of any friendly ship.',
  },
];
