/**
 * Scum and Villainy BTL-A4 Y-wing pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Kavil: an attack of his not made from his front arc (a turret's, say) rolls one more attack die.
 * - Drea Renthal: a friendly non-limited ship attacking a defender inside one of her firing arcs may reroll one attack
 *   die (the window's subject is the attacker: `subject-ship` reads its limit; she herself is limited).
 * - Arliz Hadrassian: damaged, attacking from her front arc, she may change one focus result to a crit; damaged and
 *   defending, once her defense dice are rolled (before the Modify Defense Dice step: 'dice:after-roll'), she must
 *   change one of her focus results to a blank (`change-dice`, not a modification).
 */
import { changeAbility, extraDice, rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

export const SCUM_BTLA4YWING_ATTACK: Record<string, Ability[]> = {
  'pilot:kavil': [
    {
      source: { kind: 'pilot', xws: 'kavil' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'not', of: { kind: 'attack-arc', arc: 'front' } }] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Kavil: the attack is not from your front arc, roll one more attack die.',
    },
  ],
  'pilot:drearenthal': [
    {
      source: { kind: 'pilot', xws: 'drearenthal' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          { kind: 'in-arc', arc: 'firing', of: 'self', target: 'defender' },
          { kind: 'not', of: { kind: 'subject-ship', limited: true } },
        ],
      },
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: 'Drea Renthal' })),
      summary: 'Drea Renthal: the defender is in your firing arc, the attacker may reroll one attack die.',
    },
  ],
  'pilot:arlizhadrassian': [
    {
      source: { kind: 'pilot', xws: 'arlizhadrassian' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'attack-arc', arc: 'front' }, { kind: 'damaged', who: 'self' }] },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], 'crit', { name: 'Arliz Hadrassian' })),
      summary: 'Arliz Hadrassian: damaged, in a front-arc attack, change one focus result to a crit.',
    },
    {
      source: { kind: 'pilot', xws: 'arlizhadrassian' },
      window: 'dice:after-roll',
      when: {
        kind: 'all',
        of: [
          isDefender,
          { kind: 'damaged', who: 'self' },
          { kind: 'dice-results', dice: 'defense', faces: ['focus'], atLeast: 1 },
        ],
      },
      optional: false,
      effect: { kind: 'change-dice', dice: 'defense', from: ['focus'], to: 'blank', count: 1 },
      summary: 'Arliz Hadrassian: damaged and defending, one of your focus results becomes a blank.',
    },
  ],
};
