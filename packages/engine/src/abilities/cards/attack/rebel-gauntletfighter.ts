/**
 * Rebel Gauntlet fighter pilots whose abilities act inside an attack (all printings), each in our own words (never
 * card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Ezra Bridger (Gauntlet fighter; one record builder with his Attack Shuttle and Sheathipede printings): while stressed, attacking or defending, he may spend a Force to change up to two
 *   of his focus results to hits (attacking) or evades (defending).
 */
import { changeAbility } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

const stressed: Condition = { kind: 'has-token', token: 'stress', who: 'self' };

export function ezraBridger(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, stressed] },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: dice(changeAbility('attacker', 'attack', 2, ['focus'], 'hit', { name: 'Ezra Bridger' })),
      summary: 'Ezra Bridger: you are stressed, spend a Force to change up to two focus results to hits.',
    },
    {
      source: { kind: 'pilot', xws },
      window: 'attack:modify-defense-dice',
      when: { kind: 'all', of: [isDefender, stressed] },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: dice(changeAbility('defender', 'defense', 2, ['focus'], 'evade', { name: 'Ezra Bridger' })),
      summary: 'Ezra Bridger: you are stressed, spend a Force to change up to two focus results to evades.',
    },
  ];
}

export const REBEL_GAUNTLETFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:ezrabridger-gauntletfighter': ezraBridger('ezrabridger-gauntletfighter'),
};
