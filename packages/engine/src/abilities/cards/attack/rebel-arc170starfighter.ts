/**
 * Rebel ARC-170 pilots whose abilities act inside an attack (all printings), each in our own words (never card text).
 * Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Norra Wexley (ARC-170 and BTL-A4 Y-wing, one record builder): defending with an enemy ship at range 0–1 of her,
 *   she adds an evade result to her dice. The card gives it without a choice; it is offered as a free modification
 *   of her Modify step (modify steps offer every card modification), which she always wants.
 * - Sharabey (ARC-170 and both RZ-1 A-wing printings, one record builder): defending, or attacking with her primary
 *   weapon, she may spend her lock on the enemy ship to add a focus result to her dice. Defending, the lock spent is
 *   hers on the attacker (combat/attack.ts: a lock spent in an attack is the spender's on the other party).
 */
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';

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

export function sharabey(xws: string): Ability[] {
  const source = { kind: 'pilot', xws } as const;
  return [
    {
      source,
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack] },
      optional: true,
      effect: dice({
        name: 'Sharabey',
        by: 'attacker',
        dice: 'attack',
        cost: { spend: 'lock' },
        effect: { kind: 'add', face: 'focus' },
      }),
      summary: 'Sharabey: spend your lock on the defender to add a focus result.',
    },
    {
      source,
      window: 'attack:modify-defense-dice',
      when: isDefender,
      optional: true,
      effect: dice({
        name: 'Sharabey',
        by: 'defender',
        dice: 'defense',
        cost: { spend: 'lock' },
        effect: { kind: 'add', face: 'focus' },
      }),
      summary: 'Sharabey: spend your lock on the attacker to add a focus result.',
    },
  ];
}

export const REBEL_ARC170STARFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:norrawexley': norraWexley('norrawexley'),
  'pilot:sharabey': sharabey('sharabey'),
  'pilot:sharabey-rz1awing': sharabey('sharabey-rz1awing'),
  'pilot:sharabey-swz106': sharabey('sharabey-swz106'),
};
