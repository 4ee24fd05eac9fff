/**
 * Scum YV-666 light freighter pilots whose abilities work with tokens, each in our own words (never card text). Keys
 * as in source-keys.ts ("pilot:<xws>").
 *
 * - Doctor Aphra: before she engages, she may spend one of her charges and one of her green tokens (focus, evade or
 *   calculate: her player's pick) to give another ship at range 0–1 that holds no stress token a stress token. Our
 *   reading: the ship is picked first and the ability is offered only when one is there to pick — spending for no
 *   ship does nothing (000 "Tokens": spending a token returns it to the supply).
 */
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';
import { GREEN_TO_MOVE, tokensHeld } from './shared.js';

export const SCUM_YV666_SUPPORT: Record<string, Ability[]> = {
  'pilot:doctoraphra': [
    {
      source: { kind: 'pilot', xws: 'doctoraphra' },
      window: 'engagement:before-engage',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'any', of: GREEN_TO_MOVE.map((token) => ({ kind: 'has-token', token, who: 'self' }) as const) },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      choose: {
        side: 'any',
        range: [0, 1],
        where: { kind: 'not', of: { kind: 'has-token', token: 'stress', who: 'self' } },
        label: 'gains a stress token',
      },
      then: [(ctx, me) => tokensHeld(ctx, me, GREEN_TO_MOVE, (t) => `spend your ${t}`)],
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'remove-chosen-token', who: 'self' },
          { kind: 'gain-token', token: 'stress', count: 1, who: 'chosen' },
        ],
      },
      summary: 'Doctor Aphra: spend a charge and a green token, another unstressed ship at range 0–1 gains a stress.',
    },
  ],
};
