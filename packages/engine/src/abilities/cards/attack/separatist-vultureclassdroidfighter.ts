/**
 * Separatist Alliance Vulture-class droid fighter pilots whose abilities act inside an attack, each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Precise Hunter: attacking a defender in his bullseye arc, he may reroll one blank result.
 */
import { rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { defenderInBullseye, dice, isAttacker } from '../../vocabulary/queries.js';

export const SEPARATIST_VULTURECLASSDROIDFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:precisehunter': [
    {
      source: { kind: 'pilot', xws: 'precisehunter' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, defenderInBullseye] },
      optional: true,
      effect: dice({
        ...rerollAbility('attacker', 1, { name: 'Precise Hunter' }),
        effect: { kind: 'reroll', count: 1, faces: ['blank'] },
      }),
      summary: 'Precise Hunter: the defender is in your bullseye, reroll one blank result.',
    },
  ],
};
