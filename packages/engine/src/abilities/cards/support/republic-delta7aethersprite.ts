/**
 * Galactic Republic Delta-7 Aethersprite pilots (both Delta-7 printings) whose abilities work with tokens and the
 * Force, each in our own words (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Obi-Wan Kenobi: after a friendly ship at range 0–2 spends a focus token, he may spend one Force so that ship gains
 *   a focus token. A ship is friendly to itself and at range 0 of itself (000 "Friendly and Enemy", "Measuring
 *   Range"), so his own focus counts: one record for his own token (the ship given the focus is himself), one for
 *   another friendly ship's (the window's ship is the other party: queries.ts otherOf). Focus is spent on dice today
 *   (combat/attack.ts raises 'token:after-spend').
 */
import type { Ability, Condition } from '../../vocabulary/types.js';
import { self } from '../common.js';

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
