/**
 * Galactic Empire TIE/rb heavy pilots whose abilities act inside an attack, each in our own words (never card text).
 * Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Lyttan Dree: a friendly ship at range 0–2 of him (himself included) attacking while he is in the defender's left
 *   or right arc may reroll one attack die.
 */
import { rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice } from '../../vocabulary/queries.js';

export const IMPERIAL_TIERBHEAVY_ATTACK: Record<string, Ability[]> = {
  'pilot:lyttandree': [
    {
      source: { kind: 'pilot', xws: 'lyttandree' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-party-near', party: 'attacker', min: 0, max: 2, includeSelf: true },
          {
            kind: 'any',
            of: [
              { kind: 'in-arc', arc: 'left', of: 'defender', target: 'self' },
              { kind: 'in-arc', arc: 'right', of: 'defender', target: 'self' },
            ],
          },
        ],
      },
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: 'Lyttan Dree' })),
      summary: 'Lyttan Dree: he is in a side arc of the defender, the attacker may reroll one attack die.',
    },
  ],
};
