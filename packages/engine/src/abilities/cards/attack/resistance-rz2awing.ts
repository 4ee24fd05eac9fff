/**
 * Resistance RZ-2 A-wing pilots whose abilities act inside an attack, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - L'ulo L'ampar: while stressed, his primary attacks roll one more attack die, and he rolls one defense die fewer
 *   when he defends (against any weapon). Both are mandatory.
 */
import { extraDice } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';

const stressed: Condition = { kind: 'has-token', token: 'stress', who: 'self' };

export const RESISTANCE_RZ2AWING_ATTACK: Record<string, Ability[]> = {
  'pilot:lulolampar': [
    {
      source: { kind: 'pilot', xws: 'lulolampar' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, stressed] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'L’ulo L’ampar: you are stressed, roll one more attack die.',
    },
    {
      source: { kind: 'pilot', xws: 'lulolampar' },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, stressed] },
      optional: false,
      effect: dice(extraDice('defense', -1)),
      summary: 'L’ulo L’ampar: you are stressed, roll one defense die fewer.',
    },
  ],
};
