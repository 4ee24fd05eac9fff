/**
 * Imperial TIE/sa bomber pilots about actions (all printings), each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Tomax Bren (swz98): after a barrel roll, 2 charges buy a focus token.
 */
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

export const IMPERIAL_TIESABOMBER_MOVEMENT: Record<string, Ability[]> = {
  'pilot:tomaxbren-swz98': [
    {
      source: { kind: 'pilot', xws: 'tomaxbren-swz98' },
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'action', oneOf: ['barrel-roll'] }] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 2 }],
      effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
      summary: 'Tomax Bren: spend 2 charges to gain a focus token after your barrel roll.',
    },
  ],
};
