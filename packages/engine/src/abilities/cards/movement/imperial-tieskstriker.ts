/**
 * Imperial TIE/sk striker abilities about repositions, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - Adaptive Ailerons (the striker's ship ability): before it reveals its dial, an unstressed ship must boost. Reading:
 *   the card says "boost", not "perform a boost action", so the boost is made as no action (`grant-action` with
 *   `notAction`): white, not counted among its actions (it may still boost as an action later in the round), and
 *   mandatory — no "pass" while the geometry finds a legal placement (000 "Boost": it fails only when every template
 *   would overlap a ship, move through or overlap an obstacle, or leave the play area; then nothing happens).
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

const BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'white' }];

export const IMPERIAL_TIESKSTRIKER_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:adaptiveailerons': [
    {
      source: { kind: 'ship-ability', id: 'adaptiveailerons' },
      window: 'activation:before-reveal',
      when: { kind: 'all', of: [self, { kind: 'has-token', token: 'stress', atMost: 0, who: 'self' }] },
      optional: false,
      effect: {
        kind: 'grant-action',
        actions: BOOST,
        why: 'Adaptive Ailerons, before revealing the dial',
        notAction: true,
        mandatory: true,
      },
      summary: 'Adaptive Ailerons: unstressed, you boost before revealing your dial (not an action).',
    },
  ],
};
