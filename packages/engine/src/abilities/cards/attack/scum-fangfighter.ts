/**
 * Scum and Villainy Fang fighter pilots whose abilities act inside an attack (all printings), each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Fenn Rau (both printings): when the attack is at range 1, he may roll one more die, attacking or defending.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

const atRange1 = { kind: 'attack-range', min: 1, max: 1 } as const;

function fennRau(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, atRange1] },
      optional: true,
      effect: dice(extraDice('attack', 1)),
      summary: 'Fenn Rau: the attack is at range 1, roll one more attack die.',
    },
    {
      source: { kind: 'pilot', xws },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, atRange1] },
      optional: true,
      effect: dice(extraDice('defense', 1)),
      summary: 'Fenn Rau: the attack is at range 1, roll one more defense die.',
    },
  ];
}

export const SCUM_FANGFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:fennrau': fennRau('fennrau'),
  'pilot:fennrau-armedanddangerous': fennRau('fennrau-armedanddangerous'),
};
