/**
 * First Order TIE/vn Silencer pilots whose abilities act inside an attack, each in our own words (never card text).
 * Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - "Blackout": when his attack is obstructed by an obstacle, the defender rolls two defense dice fewer.
 * - "Recoil": while he holds a stress token, enemy ships in his front arc at range 0–1 count as in his bullseye arc
 *   (a standing `front-as-bullseye`: his bullseye conditions and his bullseye weapons read it; 000 "Arcs"). Reading:
 *   the card's "may treat" is taken whenever it helps him — the engine treats them so always; no rule of his own
 *   cards is worse off for a ship counted in his bullseye.
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
  'pilot:recoil': [
    {
      source: { kind: 'pilot', xws: 'recoil' },
      window: 'ship:bullseye',
      when: { kind: 'has-token', token: 'stress', who: 'self' },
      optional: false,
      effect: { kind: 'front-as-bullseye', max: 1 },
      summary: '"Recoil": stressed, enemy ships in your front arc at range 0–1 count as in your bullseye.',
    },
  ],
};
