/**
 * Separatist Alliance Hyena-class droid bomber pilots that chain actions, each in our own words (never card text).
 * Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - DBS-32C (Siege of Coruscant): after it performs a Calculate action, it may spend one of its charges to perform a
 *   Jam action (000 "List of Actions": a ship at range 1). The granted action offers "pass".
 * - Baktoid Prototype (both printings): while a friendly ship with the Networked Calculations ship ability (itself
 *   too) holds a lock on the defender, its special weapons may be used without their focus, calculate or lock
 *   requirement (000 "Special Weapons"; `locked-by`, the weapon rules naming the defender as the other party).
 */
import type { Ability } from '../../vocabulary/types.js';

function baktoid(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'attack:weapon-requirement',
    when: {
      kind: 'locked-by',
      who: 'other',
      side: 'friendly',
      where: { kind: 'has-ship-ability', who: 'self', id: 'networkedcalculations' },
    },
    optional: true,
    effect: { kind: 'waive-weapon-requirement', requirements: ['focus', 'calculate', 'lock'], specialOnly: true },
    summary:
      'Baktoid Prototype: a Networked Calculations ship locks the defender, no requirement for your special weapon.',
  };
}

export const SEPARATIST_HYENA_SUPPORT: Record<string, Ability[]> = {
  'pilot:dbs32c-siegeofcoruscant': [
    {
      source: { kind: 'pilot', xws: 'dbs32c-siegeofcoruscant' },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'subject-data', key: 'action', oneOf: ['calculate'] }],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: [{ type: 'jam', difficulty: 'white' }], why: 'DBS-32C' },
      summary: 'DBS-32C: you calculated, spend a charge to perform a jam action.',
    },
  ],
  'pilot:baktoidprototype': [baktoid('baktoidprototype')],
  'pilot:baktoidprototype-siegeofcoruscant': [baktoid('baktoidprototype-siegeofcoruscant')],
};

/**
 * DBS-32C: as the Engagement Phase starts it may spend a calculate token to perform a Coordinate action (#0: the card
 * gives the action, not on the Hyena's bar; offered only when a coordinate could be made, so nothing is paid for
 * nothing); its coordinates choose only ships with the Networked Calculations ship ability (#1: 'action:targets'
 * `targets-only`; supplement "Coordinate").
 */
SEPARATIST_HYENA_SUPPORT['pilot:dbs32c'] = [
  {
    source: { kind: 'pilot', xws: 'dbs32c' },
    window: 'engagement:start',
    when: { kind: 'can-perform', actions: [{ type: 'coordinate', difficulty: 'white' }] },
    optional: true,
    cost: [{ kind: 'spend-token', token: 'calculate', count: 1 }],
    effect: {
      kind: 'grant-action',
      actions: [{ type: 'coordinate', difficulty: 'white' }],
      why: 'DBS-32C, a calculate token spent',
    },
    summary: 'DBS-32C: spend a calculate token to perform a Coordinate action.',
  },
  {
    source: { kind: 'pilot', xws: 'dbs32c' },
    window: 'action:targets',
    when: { kind: 'always' },
    optional: false,
    effect: {
      kind: 'targets-only',
      action: 'coordinate',
      where: { kind: 'has-ship-ability', who: 'self', id: 'networkedcalculations' },
    },
    summary: 'DBS-32C: you coordinate only ships with the Networked Calculations ship ability.',
  },
];
