/**
 * Legends and Relics cards (xwa-50p2.0) that act inside an attack, each in our own words (never card text). Keys as in
 * source-keys.ts. The card facts come from YASB (scripts/sources/yasb-facts.json), as the community card data lacks
 * these cards.
 *
 * - Kazuda Xiono (T-70): attacking or defending, while the enemy ship has more damage cards than he has (facedown and
 *   faceup, 000 "Damage Cards"), he may change one focus result. Reading: the card offers an evade or a hit; an evade
 *   does nothing on an attack die nor a hit on a defense die (001 Engagement 4), so the attack record changes it to a
 *   hit and the defense record to an evade.
 */
import { changeAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

export const LEGENDS_AND_RELICS_ATTACK: Record<string, Ability[]> = {
  'pilot:kazudaxiono-legendsandrelics': [
    {
      source: { kind: 'pilot', xws: 'kazudaxiono-legendsandrelics' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'damage-cards', who: 'defender', moreThan: 'self' }] },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], 'hit', { name: 'Kazuda Xiono' })),
      summary: 'Kazuda Xiono: the defender has more damage cards than you; change one focus to a hit.',
    },
    {
      source: { kind: 'pilot', xws: 'kazudaxiono-legendsandrelics' },
      window: 'attack:modify-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'damage-cards', who: 'attacker', moreThan: 'self' }] },
      optional: true,
      effect: dice(changeAbility('defender', 'defense', 1, ['focus'], 'evade', { name: 'Kazuda Xiono' })),
      summary: 'Kazuda Xiono: the attacker has more damage cards than you; change one focus to an evade.',
    },
  ],
};
