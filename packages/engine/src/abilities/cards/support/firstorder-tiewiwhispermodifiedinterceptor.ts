/**
 * First Order TIE/wi Whisper Modified Interceptor pilots whose abilities work with tokens, each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - "Whirlwind": as he is about to engage, he may shed his jam tokens and then gain a focus token for each enemy ship
 *   whose front arc he is inside (at any range: the card names none, 000 "Arcs"). Our reading: the card's two "may"
 *   are one choice here — removing every jam token first is never worse for him (a jam token cancels a green token he
 *   gains while jammed: supplement "Jam"), so the answer "use" does both, in that order.
 */
import type { Ability, ShipFilter } from '../../vocabulary/types.js';
import { self } from '../common.js';

/** Enemy ships that have the ability's ship inside their front arc (in `where`, "other" is the ability's ship). */
const HAS_ME_IN_FRONT: ShipFilter = {
  side: 'enemy',
  where: { kind: 'in-arc', arc: 'front', of: 'self', target: 'other' },
};

export const FIRSTORDER_TIEWI_SUPPORT: Record<string, Ability[]> = {
  'pilot:whirlwind': [
    {
      source: { kind: 'pilot', xws: 'whirlwind' },
      window: 'engagement:before-engage',
      when: {
        kind: 'all',
        of: [
          self,
          {
            kind: 'any',
            of: [
              { kind: 'has-token', token: 'jam', who: 'self' },
              { kind: 'ships-near', ...HAS_ME_IN_FRONT },
            ],
          },
        ],
      },
      optional: true,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'remove-token', token: 'jam', count: 'all', who: 'self' },
          {
            kind: 'each-ship',
            ships: HAS_ME_IN_FRONT,
            effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
          },
        ],
      },
      summary: '"Whirlwind": remove your jam tokens, then gain a focus token per enemy ship with you in its front arc.',
    },
  ],
};
