/**
 * Imperial TIE Interceptor pilots about repositions (all printings), each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Soontir Fel (Battle over Endor): once he has attacked, a charge and a deplete token buy a boost or a barrel roll.
 * - Turr Phennir: once he has attacked, he may boost or barrel roll, stressed or not.
 * - Sigma 4 (Battle of Yavin): after a barrel roll, a charge buys a boost.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { isAttacker } from '../../vocabulary/queries.js';
import { self } from '../common.js';

const REPOSITION: ActionDef[] = [
  { type: 'boost', difficulty: 'white' },
  { type: 'barrel-roll', difficulty: 'white' },
];

const BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'white' }];

export const IMPERIAL_TIEINTERCEPTOR_MOVEMENT: Record<string, Ability[]> = {
  'pilot:soontirfel-battleoverendor': [
    {
      source: { kind: 'pilot', xws: 'soontirfel-battleoverendor' },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'can-perform', actions: REPOSITION }] },
      optional: true,
      cost: [
        { kind: 'spend-charge', count: 1 },
        { kind: 'gain-token', token: 'deplete', count: 1 },
      ],
      effect: { kind: 'grant-action', actions: REPOSITION, why: 'Soontir Fel, after attacking' },
      summary: 'Soontir Fel: spend a charge and gain a deplete token to boost or barrel roll.',
    },
  ],
  'pilot:turrphennir': [
    {
      source: { kind: 'pilot', xws: 'turrphennir' },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'can-perform', actions: REPOSITION, ignoreStress: true }] },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: REPOSITION, ignoreStress: true, why: 'Turr Phennir, after attacking' },
      summary: 'Turr Phennir: after your attack, you may boost or barrel roll, even while stressed.',
    },
  ],
  'pilot:sigma4-battleofyavin': [
    {
      source: { kind: 'pilot', xws: 'sigma4-battleofyavin' },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'subject-data', key: 'action', oneOf: ['barrel-roll'] },
          { kind: 'can-perform', actions: BOOST },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: BOOST, why: 'Sigma 4, after a barrel roll' },
      summary: 'Sigma 4: spend a charge to boost after your barrel roll.',
    },
  ],
};
