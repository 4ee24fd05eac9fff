/**
 * Galactic Republic ARC-170 pilots whose abilities act inside an attack, each in our own words (never card text). Keys
 * as in source-keys.ts ("pilot:<xws>").
 *
 * - "Sinker": a friendly ship at range 1–2 inside his left or right arc performing a primary attack may reroll one
 *   attack die.
 */
import { rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, primaryAttack } from '../../vocabulary/queries.js';

export const REPUBLIC_ARC170STARFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:sinker': [
    {
      source: { kind: 'pilot', xws: 'sinker' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          primaryAttack,
          { kind: 'attack-party-near', party: 'attacker', min: 1, max: 2, includeSelf: false },
          // "other", seen from a ship outside the attack, is the attacker (vocabulary/queries.ts otherOf).
          {
            kind: 'any',
            of: [
              { kind: 'in-arc', arc: 'left', of: 'self', target: 'other' },
              { kind: 'in-arc', arc: 'right', of: 'self', target: 'other' },
            ],
          },
        ],
      },
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: '"Sinker"' })),
      summary: '"Sinker": the attacker is in his side arc at range 1–2, reroll one attack die.',
    },
  ],
};
