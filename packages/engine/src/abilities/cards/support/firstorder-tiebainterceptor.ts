/**
 * First Order TIE/ba interceptor pilots that work with tokens, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Major Vonreg: in the System Phase (his turn), he may pick an enemy ship in his bullseye arc, then a token
 *   (deplete or strain): that ship gains it.
 */
import type { Ability } from '../../vocabulary/types.js';
import { shipById, shipName } from '../../vocabulary/queries.js';

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
};
