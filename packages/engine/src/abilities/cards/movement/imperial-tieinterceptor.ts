/**
 * Imperial TIE Interceptor pilots about repositions (all printings), each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Soontir Fel (Battle over Endor): once he has attacked, a charge and a deplete token buy a boost or a barrel roll.
 * - Turr Phennir: once he has attacked, he may boost or barrel roll, stressed or not.
 * - Sigma 4 (Battle of Yavin): after a barrel roll, a charge buys a boost.
 * - Autothrusters (ship ability of the TIE/in interceptor and the TIE/vn silencer, registered once here): after any
 *   action of its own, the ship may barrel roll or boost as a red action.
 * - Sensitive Controls (ship ability of the Battle of Yavin / Battle over Endor TIE/in pilots): in the System Phase,
 *   the ship may barrel roll or boost as a red action.
 * - Maus Monare (Battle over Endor): each evade action of hers also gives her a calculate token.
 * - Lieutenant Lorrir: his barrel rolls use the 1-bank template, never the 1-straight (the standing `roll-template`;
 *   the geometry package places the bank-template roll: 000 Barrel Roll).
 * - Nash Windrider: in the Engagement Phase, once another friendly small ship at range 0–3 of him (measured from where
 *   it stood) is destroyed before it has engaged, a charge lets it engage at the initiative step in progress: a lasting
 *   `initiative` of `set: 'current'` on it until the phase ends, so the step in progress takes it among its ships
 *   before the destroyed ships leave (001 "Engagement Phase"; 000 "Destroying Ships": simultaneous fire).
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { isAttacker } from '../../vocabulary/queries.js';
import { self } from '../common.js';
import { afterManeuverAction } from './modifications.js';

const REPOSITION: ActionDef[] = [
  { type: 'boost', difficulty: 'white' },
  { type: 'barrel-roll', difficulty: 'white' },
];

const BOOST: ActionDef[] = [{ type: 'boost', difficulty: 'white' }];

/** A red barrel roll or a red boost (the ship's bar need not hold them: the ability gives them). */
const RED_REPOSITION: ActionDef[] = [
  { type: 'barrel-roll', difficulty: 'red' },
  { type: 'boost', difficulty: 'red' },
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
  'ship-ability:autothrusters': [
    {
      source: { kind: 'ship-ability', id: 'autothrusters' },
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, { kind: 'can-perform', actions: RED_REPOSITION }] },
      // The action prompt offers "pass": no separate question. The red action's stress ends the chain: a stressed
      // ship cannot perform the next red one (000 "Stress").
      optional: false,
      effect: { kind: 'grant-action', actions: RED_REPOSITION, why: 'Autothrusters, after an action' },
      summary: 'Autothrusters: after your action, you may barrel roll or boost as a red action.',
    },
  ],
  'ship-ability:sensitivecontrols': [
    {
      source: { kind: 'ship-ability', id: 'sensitivecontrols' },
      window: 'system',
      when: { kind: 'all', of: [self, { kind: 'can-perform', actions: RED_REPOSITION }] },
      optional: false,
      effect: { kind: 'grant-action', actions: RED_REPOSITION, why: 'Sensitive Controls, System Phase' },
      summary: 'Sensitive Controls: in the System Phase, you may barrel roll or boost as a red action.',
    },
  ],
  'pilot:mausmonare-battleoverendor': [
    {
      source: { kind: 'pilot', xws: 'mausmonare-battleoverendor' },
      window: 'action:after-perform',
      when: { kind: 'all', of: [self, { kind: 'subject-data', key: 'action', oneOf: ['evade'] }] },
      optional: false,
      effect: { kind: 'gain-token', token: 'calculate', count: 1, who: 'self' },
      summary: 'Maus Monare: your evade action also gives you a calculate token.',
    },
  ],
  'pilot:lieutenantlorrir': [
    {
      source: { kind: 'pilot', xws: 'lieutenantlorrir' },
      window: 'action:roll-template',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'roll-template', templates: ['1B'] },
      summary: 'Lieutenant Lorrir: your barrel rolls use a 1-bank template instead of the 1-straight.',
    },
  ],
  'pilot:nashwindrider': [
    {
      source: { kind: 'pilot', xws: 'nashwindrider' },
      window: 'ship:after-destroyed',
      when: {
        kind: 'all',
        of: [
          { kind: 'during-phase', phase: 'engagement' },
          { kind: 'destroyed-ship-near', side: 'friendly', min: 0, max: 3 },
          { kind: 'ship-is', who: 'other', size: ['small'] },
          { kind: 'not', of: { kind: 'engaged', who: 'other' } },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: {
        kind: 'last',
        until: 'end-of-engagement-phase',
        window: 'ship:initiative',
        who: 'other',
        effect: { kind: 'initiative', set: 'current' },
      },
      summary: 'Nash Windrider: spend a charge, the friendly ship just destroyed engages at the current initiative.',
    },
  ],
};

/** Sigma 6 (Battle of Yavin): after a fully executed maneuver of speed 3 to 5, a charge buys a SLAM. */
IMPERIAL_TIEINTERCEPTOR_MOVEMENT['pilot:sigma6-battleofyavin'] = [
  afterManeuverAction({
    source: { kind: 'pilot', xws: 'sigma6-battleofyavin' },
    name: 'Sigma 6',
    actions: [{ type: 'slam', difficulty: 'white' }],
    charges: 1,
    also: [{ kind: 'maneuver-is', speeds: [3, 4, 5] }],
    what: 'SLAM after a speed 3–5 maneuver',
  }),
];
