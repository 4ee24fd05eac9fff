/**
 * Galactic Empire Alpha-class Star Wing pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Major Vynder: while he defends with a disarm token, he rolls one more defense die.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isDefender } from '../../vocabulary/queries.js';

export const IMPERIAL_ALPHACLASSSTARWING_ATTACK: Record<string, Ability[]> = {
  'pilot:majorvynder': [
    {
      source: { kind: 'pilot', xws: 'majorvynder' },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'has-token', token: 'disarm', who: 'self' }] },
      optional: false,
      effect: dice(extraDice('defense', 1)),
      summary: 'Major Vynder: you are disarmed, roll one more defense die.',
    },
  ],
};
