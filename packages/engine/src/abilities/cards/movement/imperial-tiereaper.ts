/**
 * Imperial TIE reaper abilities about repositions, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - Controlled Ailerons (the reaper's ship ability): before it reveals its dial, an unstressed ship may boost.
 *   Reading: as Adaptive Ailerons, the boost is made as no action (`grant-action` with `notAction`: white, not counted
 *   among its actions); its prompt offers "pass".
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

const BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'white' }];

export const IMPERIAL_TIEREAPER_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:controlledailerons': [
    {
      source: { kind: 'ship-ability', id: 'controlledailerons' },
      window: 'activation:before-reveal',
      when: { kind: 'all', of: [self, { kind: 'has-token', token: 'stress', atMost: 0, who: 'self' }] },
      // The move's prompt offers "pass": no separate question.
      optional: false,
      effect: {
        kind: 'grant-action',
        actions: BOOST,
        why: 'Controlled Ailerons, before revealing the dial',
        notAction: true,
      },
      summary: 'Controlled Ailerons: unstressed, you may boost before revealing your dial (not an action).',
    },
  ],
};
