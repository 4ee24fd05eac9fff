/**
 * Galactic Empire Gauntlet fighter pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Gar Saxon: when a friendly ship at range 0–2 of him (himself included) makes a primary attack from the defender's
 *   rear arc, he may spend one of his charges: the attacker rolls one more die.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, primaryAttack } from '../../vocabulary/queries.js';

export const IMPERIAL_GAUNTLETFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:garsaxon': [
    {
      source: { kind: 'pilot', xws: 'garsaxon' },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [
          primaryAttack,
          { kind: 'attack-party-near', party: 'attacker', min: 0, max: 2, includeSelf: true },
          { kind: 'in-arc', arc: 'rear', of: 'defender', target: 'attacker' },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: dice(extraDice('attack', 1)),
      summary: 'Gar Saxon: the attacker is in the defender’s rear arc, spend a charge for one more attack die.',
    },
  ],
};
