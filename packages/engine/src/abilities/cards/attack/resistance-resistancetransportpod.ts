/**
 * Resistance Transport Pod pilots whose abilities act inside an attack, each in our own words (never card text). Keys
 * as in source-keys.ts ("pilot:<xws>").
 *
 * - Finn: attacking or defending, he may add one blank result to his dice, or instead take a strain token to add one
 *   focus result. Four records (attack and defense dice, blank and focus), each offered only while no Finn
 *   modification was used in the attack (`modified-this-attack`, read on his own card): one of the two per attack.
 */
import type { Face } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

const notYet: Condition = { kind: 'not', of: { kind: 'modified-this-attack' } };

function finnAdds(role: 'attacker' | 'defender', face: Face): Ability {
  return {
    source: { kind: 'pilot', xws: 'finn' },
    window: role === 'attacker' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
    when: { kind: 'all', of: [role === 'attacker' ? isAttacker : isDefender, notYet] },
    optional: true,
    ...(face === 'focus' ? { cost: [{ kind: 'gain-token' as const, token: 'strain', count: 1 }] } : {}),
    effect: dice({
      name: 'Finn',
      by: role,
      dice: role === 'attacker' ? 'attack' : 'defense',
      effect: { kind: 'add', face, count: 1 },
    }),
    summary: face === 'focus' ? 'Finn: gain a strain token to add a focus result.' : 'Finn: add a blank result.',
  };
}

export const RESISTANCE_RESISTANCETRANSPORTPOD_ATTACK: Record<string, Ability[]> = {
  'pilot:finn': [
    finnAdds('attacker', 'blank'),
    finnAdds('attacker', 'focus'),
    finnAdds('defender', 'blank'),
    finnAdds('defender', 'focus'),
  ],
};
