/**
 * Galactic Republic Delta-7 Aethersprite pilots (both Delta-7 printings) whose abilities work with tokens and the
 * Force, each in our own words (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Obi-Wan Kenobi: after a friendly ship at range 0–2 spends a focus token, he may spend one Force so that ship gains
 *   a focus token. A ship is friendly to itself and at range 0 of itself (000 "Friendly and Enemy", "Measuring
 *   Range"), so his own focus counts: one record for his own token (the ship given the focus is himself), one for
 *   another friendly ship's (the window's ship is the other party: queries.ts otherOf). Focus spent on dice
 *   (combat/attack.ts) or as an ability's price (costs.ts `pay`, s38) raises 'token:after-spend'.
 * - Plo Koon (both printings): as the Engagement Phase starts, a Force buys a green token given or an orange token taken.
 */
import type { Ability, Condition } from '../../vocabulary/types.js';
import { self } from '../common.js';
import { GREEN_TO_MOVE, tokensHeld } from './shared.js';

const spentFocus: Condition = { kind: 'subject-data', key: 'token', oneOf: ['focus'] };

function obiWan(xws: string): Ability[] {
  const base: Pick<Ability, 'source' | 'window' | 'optional' | 'cost'> = {
    source: { kind: 'pilot', xws },
    window: 'token:after-spend',
    optional: true,
    cost: [{ kind: 'spend-force', count: 1 }],
  };
  return [
    {
      ...base,
      when: { kind: 'all', of: [self, spentFocus] },
      effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
      summary: 'Obi-Wan Kenobi: you spent a focus token, spend a Force to gain a focus token.',
    },
    {
      ...base,
      when: {
        kind: 'all',
        of: [
          { kind: 'ship-is', who: 'other', side: 'friendly' },
          { kind: 'range', to: 'other', min: 0, max: 2 },
          spentFocus,
        ],
      },
      effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'other' },
      summary: 'Obi-Wan Kenobi: a friendly ship at range 0–2 spent a focus token, spend a Force to give it one.',
    },
  ];
}

export const REPUBLIC_DELTA7_SUPPORT: Record<string, Ability[]> = {
  'pilot:obiwankenobi': obiWan('obiwankenobi'),
  'pilot:obiwankenobi-delta7baethersprite': obiWan('obiwankenobi-delta7baethersprite'),
};

/**
 * The orange tokens (000 "Additional Token Rules": circular, negative, removed in the End Phase): the disarm token (000
 * "Disarm Tokens"), and the jam and tractor tokens the End Phase removes with them (phases/end.ts). Stress, strain,
 * ion and deplete tokens are red (square).
 */
const ORANGE = ['disarm', 'jam', 'tractor'] as const;

/**
 * Plo Koon (both printings): as the Engagement Phase starts, he may spend one Force and pick another friendly ship at
 * range 0–2, then either hand it one of his green tokens or take one of its orange tokens onto himself (000
 * "Additional Token Rules": transfer; a reinforce token keeps its facing and is not handed on: shared.ts
 * GREEN_TO_MOVE). The token is asked after the ship; its type says which way it goes (`oneOf`).
 */
function ploKoon(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'engagement:start',
      when: { kind: 'always' },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      choose: {
        side: 'friendly',
        range: [0, 2],
        where: {
          kind: 'any',
          of: [
            ...GREEN_TO_MOVE.map((token) => ({ kind: 'has-token', token, who: 'other' }) as const),
            ...ORANGE.map((token) => ({ kind: 'has-token', token, who: 'self' }) as const),
          ],
        },
        label: 'give it a green token or take an orange one',
      },
      then: [
        (ctx, me, subject) => {
          const it = subject.data?.chosen;
          if (typeof it !== 'string') return [];
          return [
            ...tokensHeld(ctx, me, GREEN_TO_MOVE, (t) => `Give it your ${t} token`),
            ...tokensHeld(ctx, it, ORANGE, (t) => `Take its ${t} token`),
          ];
        },
      ],
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'transfer-chosen-token', from: 'self', to: 'chosen', oneOf: GREEN_TO_MOVE },
          { kind: 'transfer-chosen-token', from: 'chosen', to: 'self', oneOf: ORANGE },
        ],
      },
      summary: 'Plo Koon: spend a Force to give a friendly ship at range 0–2 a green token, or take an orange one.',
    },
  ];
}
REPUBLIC_DELTA7_SUPPORT['pilot:plokoon'] = ploKoon('plokoon');
REPUBLIC_DELTA7_SUPPORT['pilot:plokoon-delta7baethersprite'] = ploKoon('plokoon-delta7baethersprite');
