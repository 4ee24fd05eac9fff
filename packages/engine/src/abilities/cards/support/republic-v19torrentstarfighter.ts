/**
 * Galactic Republic V-19 Torrent pilots whose abilities move tokens, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - "Axe": after he attacks or defends, he may pick a friendly ship at range 1–2 inside his left or right arc and move
 *   one of his green tokens (his player's pick) onto it (000 "Additional Token Rules": transfer). The reinforce token,
 *   which has a facing, is not among those moved (support/shared.ts).
 */
import type { Ability } from '../../vocabulary/types.js';
import { GREEN_TO_MOVE, tokensHeld } from './shared.js';

export const REPUBLIC_V19_SUPPORT: Record<string, Ability[]> = {
  'pilot:axe': [
    {
      source: { kind: 'pilot', xws: 'axe' },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          {
            kind: 'any',
            of: [
              { kind: 'attack-role', role: 'attacker' },
              { kind: 'attack-role', role: 'defender' },
            ],
          },
          { kind: 'any', of: GREEN_TO_MOVE.map((token) => ({ kind: 'has-token', token, who: 'self' }) as const) },
        ],
      },
      optional: true,
      choose: {
        side: 'friendly',
        range: [1, 2],
        inArc: { arc: ['left', 'right'] },
        label: 'takes a green token of yours',
      },
      then: [(ctx, self) => tokensHeld(ctx, self, GREEN_TO_MOVE, (t) => `your ${t}`)],
      effect: { kind: 'transfer-chosen-token', to: 'chosen' },
      summary: '"Axe": move one of your green tokens to a friendly ship at range 1–2 in your left or right arc.',
    },
  ],
};
