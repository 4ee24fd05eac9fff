/**
 * Separatist Alliance Gauntlet fighter pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Pre Vizsla: attacking a defender whose initiative is equal to or higher than his, he may spend two charges to roll
 *   one more attack die. Reading: the card data leaves the spent resource's symbol blank; his card has charges (two,
 *   recurring) and no Force, so the two spent are charges.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker } from '../../vocabulary/queries.js';

export const SEPARATIST_GAUNTLETFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:previzsla': [
    {
      source: { kind: 'pilot', xws: 'previzsla' },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [isAttacker, { kind: 'initiative-vs', who: 'other', than: 'self', compare: 'at-least' }],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 2 }],
      effect: dice(extraDice('attack', 1)),
      summary:
        'Pre Vizsla: the defender’s initiative is at least yours, spend two charges to roll one more attack die.',
    },
  ],
};
