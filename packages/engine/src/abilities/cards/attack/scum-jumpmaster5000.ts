/**
 * Scum and Villainy JumpMaster 5000 pilots whose abilities act inside an attack (all printings), each in our own
 * words (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Dengar: after he defends against an attacker in his front arc, he may spend a charge to perform a bonus attack
 *   against that attacker.
 */
import type { Ability } from '../../vocabulary/types.js';
import { isDefender } from '../../vocabulary/queries.js';

function dengar(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:after',
      when: { kind: 'all', of: [isDefender, { kind: 'in-arc', arc: 'front', of: 'self', target: 'attacker' }] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'bonus-attack', against: 'attacker' },
      summary: 'Dengar: the attacker is in your front arc, spend a charge to attack it back.',
    },
  ];
}

export const SCUM_JUMPMASTER5000_ATTACK: Record<string, Ability[]> = {
  'pilot:dengar': dengar('dengar'),
  'pilot:dengar-armedanddangerous': dengar('dengar-armedanddangerous'),
};
