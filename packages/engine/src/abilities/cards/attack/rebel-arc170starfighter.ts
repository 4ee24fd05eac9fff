/**
 * Rebel ARC-170 pilots whose abilities act inside an attack (all printings), each in our own words (never card text).
 * Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Norra Wexley (ARC-170 and BTL-A4 Y-wing, one record builder): defending with an enemy ship at range 0–1 of her,
 *   she adds an evade result to her dice. The card gives it without a choice; it is offered as a free modification
 *   of her Modify step (modify steps offer every card modification), which she always wants.
 */
import type { Ability } from '../../vocabulary/types.js';
import { dice, isDefender } from '../../vocabulary/queries.js';

export function norraWexley(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:modify-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'range', to: 'any-enemy', min: 0, max: 1 }] },
      optional: true,
      effect: dice({ name: 'Norra Wexley', by: 'defender', dice: 'defense', effect: { kind: 'add', face: 'evade' } }),
      summary: 'Norra Wexley: an enemy ship is at range 0–1, add an evade result.',
    },
  ];
}

export const REBEL_ARC170STARFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:norrawexley': norraWexley('norrawexley'),
};
