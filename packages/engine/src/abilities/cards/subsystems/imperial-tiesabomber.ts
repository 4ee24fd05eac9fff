/**
 * Imperial TIE/sa bomber pilots of the subsystems group (devices). In our own words:
 *
 * - Captain Jonus (swz98): after he drops or launches a device, he gains an evade token.
 * - Scimitar 3 (Battle over Endor): after she drops a bomb, she may spend a charge to boost.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';

const BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'white' }];

export const IMPERIAL_TIESABOMBER_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:captainjonus-swz98': [
    {
      source: { kind: 'pilot', xws: 'captainjonus-swz98' },
      window: 'device:after-place',
      when: { kind: 'subject-is-self' },
      optional: false,
      effect: { kind: 'gain-token', token: 'evade', count: 1, who: 'self' },
      summary: 'Captain Jonus: after you drop or launch a device, gain an evade token.',
    },
  ],
  'pilot:scimitar3-battleoverendor': [
    {
      source: { kind: 'pilot', xws: 'scimitar3-battleoverendor' },
      window: 'device:after-place',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'subject-data', key: 'kind', oneOf: ['bomb'] },
          { kind: 'subject-data', key: 'how', oneOf: ['drop'] },
          { kind: 'can-perform', actions: BOOST },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: BOOST, why: 'Scimitar 3' },
      summary: 'Scimitar 3: after you drop a bomb, spend a charge to boost.',
    },
  ],
};
