/**
 * Scum and Villainy G-1A starfighter pilots that work with tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - 4-LOM: after fully executing a red maneuver, he gains a calculate token (mandatory); as the End Phase starts he
 *   may pass one of his stress tokens to another ship (friend or foe) at range 0–1.
 * - Enduring Limitations (ship ability of Zuckuss, Armed and Dangerous): as the Activation Phase ends, a ship holding
 *   three or more stress tokens must remove one and suffer one hit (000 "Stress"; 001 "Activation Phase" ends before
 *   the Engagement Phase).
 */
import type { Ability } from '../../vocabulary/types.js';
import { transferToChosen } from './shared.js';

export const SCUM_G1A_SUPPORT: Record<string, Ability[]> = {
  'pilot:4lom': [
    {
      source: { kind: 'pilot', xws: '4lom' },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'maneuver', fully: true, difficulty: ['red'] }],
      },
      optional: false,
      effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
      summary: '4-LOM: you fully executed a red maneuver, gain a calculate token.',
    },
    {
      source: { kind: 'pilot', xws: '4lom' },
      window: 'end:start',
      when: { kind: 'has-token', token: 'stress', who: 'self' },
      optional: true,
      choose: { side: 'any', range: [0, 1], label: 'takes one of your stress tokens' },
      effect: transferToChosen('stress'),
      summary: '4-LOM: pass one of your stress tokens to a ship at range 0–1.',
    },
  ],
};

SCUM_G1A_SUPPORT['ship-ability:enduringlimitations'] = [
  {
    source: { kind: 'ship-ability', id: 'enduringlimitations' },
    window: 'phase:end',
    when: {
      kind: 'all',
      of: [
        { kind: 'subject-data', key: 'phase', oneOf: ['activation'] },
        { kind: 'has-token', token: 'stress', atLeast: 3, who: 'self' },
      ],
    },
    optional: false,
    effect: {
      kind: 'sequence',
      of: [
        { kind: 'remove-token', token: 'stress', count: 1, who: 'self' },
        { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self', source: 'Enduring Limitations' },
      ],
    },
    summary: 'Enduring Limitations: with three or more stress tokens, remove one and suffer one hit.',
  },
];
