/**
 * First Order Upsilon-class command shuttle abilities that act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("ship-ability:<id>").
 *
 * - Linked Battery (ship ability): the ship's attacks with a cannon special weapon roll one more attack die.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker } from '../../vocabulary/queries.js';

export const FIRSTORDER_UPSILONCLASSSHUTTLE_ATTACK: Record<string, Ability[]> = {
  'ship-ability:linkedbattery': [
    {
      source: { kind: 'ship-ability', id: 'linkedbattery' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'attack-weapon-slot', slots: ['cannon'] }] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Linked Battery: a cannon attack, roll one more attack die.',
    },
  ],
};
