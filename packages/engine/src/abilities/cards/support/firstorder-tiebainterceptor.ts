/**
 * First Order TIE/ba interceptor pilots that work with tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Major Vonreg: in the System Phase (his turn), he may pick an enemy ship in his bullseye arc, then a token
 *   (deplete or strain): that ship gains it.
 * - "Holo": as the Engagement Phase starts, if he holds a token, he must move one of them (his player's pick) to
 *   another friendly ship at range 0–2 (000 "Additional Token Rules": transfer). Tokens, not locks; the reinforce
 *   token, which has a facing, is not moved this way (support/shared.ts). No ship in reach: nothing happens.
 */
import type { Ability } from '../../vocabulary/types.js';
import { shipById, shipName } from '../../vocabulary/queries.js';
import { GREEN_TO_MOVE, RED_OR_ORANGE, tokensHeld } from './shared.js';

/** The tokens "Holo" may hand on: green ones and the red and orange ones. */
const HOLO_TOKENS = [...GREEN_TO_MOVE, ...RED_OR_ORANGE] as const;

export const FIRSTORDER_TIEBA_SUPPORT: Record<string, Ability[]> = {
  'pilot:majorvonreg': [
    {
      source: { kind: 'pilot', xws: 'majorvonreg' },
      window: 'system',
      when: { kind: 'subject-is-self' },
      optional: true,
      // Asked step by step: the enemy ship in his bullseye, then the token.
      choose: { side: 'enemy', inArc: { arc: 'bullseye' } },
      then: [
        (ctx, _me, _s, picked) =>
          (['deplete', 'strain'] as const).map((t) => ({
            id: t,
            label: `${shipName(ctx, shipById(ctx.state, picked[0]!))} gains a ${t} token`,
          })),
      ],
      effect: { kind: 'gain-chosen-token', who: 'chosen' },
      summary: 'Major Vonreg: an enemy ship in your bullseye gains a deplete or strain token of your choice.',
    },
  ],
  'pilot:holo': [
    {
      source: { kind: 'pilot', xws: 'holo' },
      window: 'engagement:start',
      when: { kind: 'any', of: HOLO_TOKENS.map((token) => ({ kind: 'has-token', token, who: 'self' }) as const) },
      optional: false,
      choose: { side: 'friendly', range: [0, 2], label: 'takes one of your tokens' },
      then: [(ctx, self) => tokensHeld(ctx, self, HOLO_TOKENS, (t) => `your ${t}`)],
      effect: { kind: 'transfer-chosen-token', to: 'chosen' },
      summary: '"Holo": move one of your tokens to another friendly ship at range 0–2.',
    },
  ],
};
