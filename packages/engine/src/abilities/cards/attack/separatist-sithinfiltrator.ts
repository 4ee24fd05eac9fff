/**
 * Separatist Alliance Sith Infiltrator pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Darth Maul: after he attacks, he may spend two Force to perform a bonus primary attack against another target; if
 *   his attack missed, that bonus primary attack may be against the same target (two records: the second, after a
 *   miss, leaves the target free).
 */
import type { Ability } from '../../vocabulary/types.js';
import { isAttacker } from '../../vocabulary/queries.js';

const force = [{ kind: 'spend-force' as const, count: 2 }];

export const SEPARATIST_SITHINFILTRATOR_ATTACK: Record<string, Ability[]> = {
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
