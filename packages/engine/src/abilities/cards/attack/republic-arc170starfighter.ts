/**
 * Galactic Republic ARC-170 pilots whose abilities act inside an attack, each in our own words (never card text). Keys
 * as in source-keys.ts ("pilot:<xws>").
 *
 * - "Sinker": a friendly ship at range 1–2 inside his left or right arc performing a primary attack may reroll one
 *   attack die.
 * - Wolffe (both printings): his primary attacks from his front arc may spend his charge to reroll one attack die; once
 *   a rear-arc attack is declared, while his charge is spent, he may recover it to roll one more attack die (the die
 *   a lasting dice-count change for the rest of the attack, 'attack:after-declare' being before the roll). The
 *   ARC-170's rear arc holds only its primary weapon, so a rear-arc attack is a primary one.
 */
import { extraDice, rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';

function wolffe(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, { kind: 'attack-arc', arc: 'front' }] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: dice(rerollAbility('attacker', 1, { name: 'Wolffe' })),
      summary: 'Wolffe: a front-arc primary attack, spend your charge to reroll one attack die.',
    },
    {
      source: { kind: 'pilot', xws },
      window: 'attack:after-declare',
      when: {
        kind: 'all',
        of: [isAttacker, { kind: 'attack-arc', arc: 'rear' }, { kind: 'not', of: { kind: 'has-charges', atLeast: 1 } }],
      },
      optional: true,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'recover-charge', card: 'pilot' },
          {
            kind: 'last',
            until: 'end-of-attack',
            window: 'attack:roll-attack-dice',
            while: isAttacker,
            effect: dice(extraDice('attack', 1)),
          },
        ],
      },
      summary: 'Wolffe: a rear-arc attack, recover your charge to roll one more attack die.',
    },
  ];
}

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
  'pilot:wolffe': wolffe('wolffe'),
  'pilot:wolffe-siegeofcoruscant': wolffe('wolffe-siegeofcoruscant'),
};
