/**
 * First Order Upsilon-class command shuttle pilots and abilities that act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>", "ship-ability:<id>").
 *
 * - Linked Battery (ship ability): the ship's attacks with a cannon special weapon roll one more attack die.
 * - Lieutenant Tavson: after he suffers damage, he may spend one of his charges to perform an action of his bar
 *   (asked as his ability resolves; its action decision offers "pass" too).
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
  'pilot:lieutenanttavson': [
    {
      source: { kind: 'pilot', xws: 'lieutenanttavson' },
      window: 'damage:suffered',
      when: { kind: 'subject-is-self' },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: 'own-bar', why: 'Lieutenant Tavson' },
      summary: 'Lieutenant Tavson: you suffered damage, spend a charge to perform an action.',
    },
  ],
};
