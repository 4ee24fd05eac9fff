/**
 * Rebel E-wing pilots whose abilities act inside an attack, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Gavin Darklighter: a friendly ship (himself included, at any range) attacking a defender in his front arc may
 *   change one hit result to a crit.
 */
import { changeAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice } from '../../vocabulary/queries.js';

export const REBEL_EWING_ATTACK: Record<string, Ability[]> = {
  'pilot:gavindarklighter': [
    {
      source: { kind: 'pilot', xws: 'gavindarklighter' },
      window: 'attack:modify-attack-dice',
      // Only the attacker's side modifies the attack dice with `by: 'attacker'` (combat/attack.ts offers a side the
      // records of its own ships): the attacker is friendly to him, at any range, with no clause for it.
      when: { kind: 'in-arc', arc: 'front', of: 'self', target: 'defender' },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['hit'], 'crit', { name: 'Gavin Darklighter' })),
      summary: 'Gavin Darklighter: the defender is in his front arc, the attacker may change one hit to a crit.',
    },
  ],
};
