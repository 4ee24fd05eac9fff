/**
 * Galactic Empire TIE/rb heavy pilots whose abilities act inside an attack, each in our own words (never card text).
 * Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Lyttan Dree: a friendly ship at range 0–2 of him (himself included) attacking while he is in the defender's left
 *   or right arc may reroll one attack die.
 * - Flight Leader Ubbel: after a friendly ship at range 0–2 of him (himself included: the card does not say
 *   "another") defends, if that attack dealt it a damage card (facedown or faceup), he may perform a bonus attack
 *   against its attacker (000 "Performing an Attack", Aftermath; its declaration offers "no bonus attack").
 */
import { rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice } from '../../vocabulary/queries.js';

export const IMPERIAL_TIERBHEAVY_ATTACK: Record<string, Ability[]> = {
  'pilot:flightleaderubbel': [
    {
      source: { kind: 'pilot', xws: 'flightleaderubbel' },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-party-near', party: 'defender', min: 0, max: 2, includeSelf: true },
          { kind: 'cards-dealt' },
        ],
      },
      optional: false,
      effect: { kind: 'bonus-attack', against: 'attacker' },
      summary: 'Flight Leader Ubbel: a friendly ship near you was dealt a damage card, you may attack its attacker.',
    },
  ],
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
