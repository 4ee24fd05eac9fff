/**
 * First Order TIE/sf fighter pilots whose abilities act inside an attack, each in our own words (never card text).
 * Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - "Backdraft": his primary single-turret attacks against a defender in his rear arc roll one more attack die.
 * - "Quickdraw": after damage takes one of his shields, he may spend his charge to perform a bonus primary attack
 *   (asked only while he may still perform one this Engagement Phase: `bonus-attack-left`). Reading: shields are lost
 *   to damage (000 "Damage": shields before cards); a shield spent as a cost or lost to an effect's `lose-shields`
 *   does not raise 'damage:suffered' and does not set him off.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';

export const FIRSTORDER_TIESFFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:quickdraw': [
    {
      source: { kind: 'pilot', xws: 'quickdraw' },
      window: 'damage:suffered',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'subject-data', key: 'shieldLost', oneOf: [true] },
          { kind: 'bonus-attack-left', who: 'self' },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'bonus-attack', weapons: ['primary'] },
      summary: '"Quickdraw": you lost a shield, spend your charge to perform a bonus primary attack.',
    },
  ],
  'pilot:backdraft': [
    {
      source: { kind: 'pilot', xws: 'backdraft' },
      window: 'attack:roll-attack-dice',
      // The card names his single turret arc: a primary attack at a defender in his rear arc can only be that one
      // (his other primary arc is the front arc), so the weapon and the arc say it.
      when: {
        kind: 'all',
        of: [isAttacker, primaryAttack, { kind: 'in-arc', arc: 'rear', of: 'self', target: 'other' }],
      },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: '"Backdraft": the defender is in your rear arc, roll one more attack die.',
    },
  ],
};
