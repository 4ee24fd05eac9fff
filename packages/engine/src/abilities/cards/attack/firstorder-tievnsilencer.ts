/**
 * First Order TIE/vn Silencer pilots whose abilities act inside an attack, each in our own words (never card text).
 * Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - "Blackout": when his attack is obstructed by an obstacle, the defender rolls two defense dice fewer.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker } from '../../vocabulary/queries.js';

export const FIRSTORDER_TIEVNSILENCER_ATTACK: Record<string, Ability[]> = {
  'pilot:blackout': [
    {
      source: { kind: 'pilot', xws: 'blackout' },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'attack-obstructed' }] },
      optional: false,
      effect: dice(extraDice('defense', -2, 'attacker')),
      summary: '"Blackout": your attack is obstructed, the defender rolls two defense dice fewer.',
    },
  ],
};
