/**
 * Separatist Alliance Belbullab-22 starfighter pilots whose abilities act inside an attack, each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - General Grievous: during a primary attack, when he is outside every firing arc of the defender, he may reroll up
 *   to two attack dice.
 */
import { rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';

export const SEPARATIST_BELBULLAB22STARFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:generalgrievous': [
    {
      source: { kind: 'pilot', xws: 'generalgrievous' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          primaryAttack,
          { kind: 'not', of: { kind: 'in-arc', arc: 'firing', of: 'other', target: 'self' } },
        ],
      },
      optional: true,
      effect: dice(rerollAbility('attacker', 2, { name: 'General Grievous' })),
      summary: 'General Grievous: you are outside the defender’s firing arcs, reroll up to two attack dice.',
    },
  ],
};
