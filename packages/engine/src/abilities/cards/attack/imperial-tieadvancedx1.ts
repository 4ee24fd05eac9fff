/**
 * Galactic Empire TIE Advanced x1 pilots whose abilities act inside an attack (all printings), each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Darth Vader (Battle of Yavin): attacking, he may spend a Force to change one blank result to a hit.
 */
import { changeAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker } from '../../vocabulary/queries.js';

export const IMPERIAL_TIEADVANCEDX1_ATTACK: Record<string, Ability[]> = {
  'pilot:darthvader-battleofyavin': [
    {
      source: { kind: 'pilot', xws: 'darthvader-battleofyavin' },
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: dice(changeAbility('attacker', 'attack', 1, ['blank'], 'hit', { name: 'Darth Vader' })),
      summary: 'Darth Vader: spend a Force to change one blank result to a hit.',
    },
  ],
};
