/**
 * Imperial TIE/sa bomber pilots of the subsystems group (devices). In our own words:
 *
 * - Captain Jonus (swz98): after he drops or launches a device, he gains an evade token.
 * - Scimitar 3 (Battle over Endor): after she drops a bomb, she may spend a charge to boost.
 * - Nimble Bomber (the TIE/sa bomber's ship ability): a device the ship would drop with a straight template may be
 *   dropped with the bank left or bank right template of the same speed instead (more placement options of its drop).
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { placementAlternative } from './placement.js';

const BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'white' }];

export const IMPERIAL_TIESABOMBER_SUBSYSTEMS: Record<string, Ability[]> = {
  'ship-ability:nimblebomber': [
    placementAlternative(
      { kind: 'ship-ability', id: 'nimblebomber' },
      {
        kind: 'device-placement-alternative',
        from: { how: 'drop', templates: ['1F', '2F', '3F', '4F', '5F'] },
        to: { templates: 'banks' },
      },
      'Nimble Bomber: a device dropped with a straight template may use a bank of the same speed instead.',
    ),
  ],
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
