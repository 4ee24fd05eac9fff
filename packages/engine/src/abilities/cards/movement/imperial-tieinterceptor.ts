/**
 * Imperial TIE Interceptor pilots about repositions (all printings), each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Soontir Fel (Battle over Endor): once he has attacked, a charge and a deplete token buy a boost or a barrel roll.
 * - Turr Phennir: once he has attacked, he may boost or barrel roll, stressed or not.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { isAttacker } from '../../vocabulary/queries.js';

const REPOSITION: ActionDef[] = [
  { type: 'boost', difficulty: 'white' },
  { type: 'barrel-roll', difficulty: 'white' },
];

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
};
