/**
 * Separatist Alliance Sith Infiltrator pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Darth Maul: after he attacks, he may spend two Force to perform a bonus primary attack against another target; if
 *   his attack missed, that bonus primary attack may be against the same target (two records: the second, after a
 *   miss, leaves the target free).
 * - 0-66: after he defends, he may spend a calculate token to perform an action (granted: its decision offers "pass").
 * - Count Dooku: after he defends with the attacker in one of his firing arcs, he may spend a Force to remove one of
 *   his blue or red tokens (000 "Tokens": red — stress, strain, deplete, ion; blue — the cloak token, supplement
 *   "Cloak"); after his attack hits, he may spend a Force to perform an action.
 * - Count Dooku (Siege of Coruscant): the crew card's named result (crew.ts `dookuNames`).
 */
import type { Ability } from '../../vocabulary/types.js';
import { isAttacker, isDefender } from '../../vocabulary/queries.js';
import { tokensHeld } from '../support/shared.js';
import { dookuNames } from './crew.js';

/** Count Dooku's blue and red tokens (000 "Tokens"; the cloak token is blue: supplement "Cloak"). */
const DOOKU_TOKENS = ['stress', 'strain', 'deplete', 'ion', 'cloak'] as const;
const oneForce = [{ kind: 'spend-force' as const, count: 1 }];

const force = [{ kind: 'spend-force' as const, count: 2 }];

export const SEPARATIST_SITHINFILTRATOR_ATTACK: Record<string, Ability[]> = {
  'pilot:countdooku-siegeofcoruscant': [dookuNames({ kind: 'pilot', xws: 'countdooku-siegeofcoruscant' })],
  'pilot:066': [
    {
      source: { kind: 'pilot', xws: '066' },
      window: 'attack:after',
      when: isDefender,
      optional: true,
      cost: [{ kind: 'spend-token', token: 'calculate', count: 1 }],
      effect: { kind: 'grant-action', actions: 'own-bar', why: '0-66' },
      summary: '0-66: after defending, spend a calculate token to perform an action.',
    },
  ],
  'pilot:darthmaul': [
    {
      source: { kind: 'pilot', xws: 'darthmaul' },
      window: 'attack:after',
      when: isAttacker,
      optional: true,
      cost: force,
      effect: { kind: 'bonus-attack', weapons: ['primary'], notAgainst: 'defender' },
      summary: 'Darth Maul: spend two Force to perform a bonus primary attack against another target.',
    },
    {
      source: { kind: 'pilot', xws: 'darthmaul' },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'subject-data', key: 'hit', oneOf: [false] }] },
      optional: true,
      cost: force,
      effect: { kind: 'bonus-attack', weapons: ['primary'] },
      summary: 'Darth Maul: your attack missed, spend two Force to perform a bonus primary attack at any target.',
    },
  ],
  'pilot:countdooku': [
    {
      source: { kind: 'pilot', xws: 'countdooku' },
      window: 'attack:after',
      // In 'attack:after' the defender's other party is the attacker.
      when: { kind: 'all', of: [isDefender, { kind: 'in-arc', arc: 'firing', of: 'self', target: 'other' }] },
      optional: true,
      cost: oneForce,
      choices: (ctx, self) => tokensHeld(ctx, self, DOOKU_TOKENS, (t) => `remove a ${t} token`),
      effect: { kind: 'remove-chosen-token' },
      summary: 'Count Dooku: the attacker is in your firing arc, spend a Force to remove a blue or red token.',
    },
    {
      source: { kind: 'pilot', xws: 'countdooku' },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'subject-data', key: 'hit', oneOf: [true] }] },
      optional: true,
      cost: oneForce,
      effect: { kind: 'grant-action', actions: 'own-bar', why: 'Count Dooku' },
      summary: 'Count Dooku: your attack hit, spend a Force to perform an action.',
    },
  ],
};
