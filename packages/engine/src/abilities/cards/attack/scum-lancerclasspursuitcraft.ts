/**
 * Scum and Villainy Lancer-class pursuit craft pilots whose abilities act inside an attack, each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Sabine Wren (Lancer): defending against an attacker inside her single turret arc at range 0–2, she may add one
 *   focus result to her roll (000 "Modifying Dice": an added result).
 */
import type { Ability } from '../../vocabulary/types.js';
import { dice, isDefender } from '../../vocabulary/queries.js';

export const SCUM_LANCERCLASSPURSUITCRAFT_ATTACK: Record<string, Ability[]> = {
  'pilot:sabinewren-lancerclasspursuitcraft': [
    {
      source: { kind: 'pilot', xws: 'sabinewren-lancerclasspursuitcraft' },
      window: 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [
          isDefender,
          { kind: 'in-arc', arc: 'single-turret', of: 'self', target: 'attacker' },
          { kind: 'range', to: 'attacker', min: 0, max: 2 },
        ],
      },
      optional: true,
      effect: dice({
        name: 'Sabine Wren',
        by: 'defender',
        dice: 'defense',
        effect: { kind: 'add', face: 'focus', count: 1 },
      }),
      summary: 'Sabine Wren: the attacker is in your turret arc at range 0–2, add a focus result to your roll.',
    },
  ],
};
