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
const COORDINATE: ActionDef[] = [{ type: 'coordinate', difficulty: 'white' }];
const AILERONS_WHY = 'Controlled Ailerons, before revealing the dial';
const VIZIER_WHY = 'Vizier, after the Controlled Ailerons boost';

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
        why: AILERONS_WHY,
        notAction: true,
      },
      summary: 'Controlled Ailerons: unstressed, you may boost before revealing your dial (not an action).',
    },
  ],
  'pilot:vizier': [
    {
      source: { kind: 'pilot', xws: 'vizier' },
      window: 'move:after-not-action',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'subject-data', key: 'grantedBy', oneOf: [AILERONS_WHY] },
          { kind: 'can-perform', actions: COORDINATE },
        ],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: COORDINATE, why: VIZIER_WHY },
      summary: '"Vizier": after your Controlled Ailerons boost, you may perform a coordinate action.',
    },
    {
      source: { kind: 'pilot', xws: 'vizier' },
      window: 'action:after-perform',
      // Only "Vizier" is granted an action for VIZIER_WHY: no clause for his own ship.
      when: { kind: 'subject-data', key: 'grantedBy', oneOf: [VIZIER_WHY] },
      optional: false,
      effect: { kind: 'skip-action-step' },
      summary: '"Vizier": having coordinated, you skip your Perform Action step.',
    },
  ],
};
