/**
 * Separatist Alliance Sith Infiltrator pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Darth Maul: after he attacks, he may spend two Force to perform a bonus primary attack against another target; if
 *   his attack missed, that bonus primary attack may be against the same target (two records: the second, after a
 *   miss, leaves the target free).
 * - 0-66: after he defends, he may spend a calculate token to perform an action (granted: its decision offers "pass").
 */
import type { Ability } from '../../vocabulary/types.js';
import { isAttacker, isDefender } from '../../vocabulary/queries.js';

const force = [{ kind: 'spend-force' as const, count: 2 }];

export const SEPARATIST_SITHINFILTRATOR_ATTACK: Record<string, Ability[]> = {
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
};
