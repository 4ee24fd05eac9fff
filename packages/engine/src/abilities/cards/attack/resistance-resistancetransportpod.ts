/**
 * Resistance Transport Pod pilots whose abilities act inside an attack, each in our own words (never card text). Keys
 * as in source-keys.ts ("pilot:<xws>").
 *
 * - Finn: attacking or defending, he may add one blank result to his dice, or instead take a strain token to add one
 *   focus result. Four records (attack and defense dice, blank and focus), each offered only while no Finn
 *   modification was used in the attack (`modified-this-attack`, read on his own card): one of the two per attack.
 * - Rose Tico: attacking or defending, she may reroll up to one of her dice for each other friendly ship inside the
 *   arc the attack is made from (the `dice` effect's `per`, the attacker's arc of the attack).
 */
import { type Face, rerollAbility } from '@xwing/dice';
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

function rose(role: 'attacker' | 'defender'): Ability {
  return {
    source: { kind: 'pilot', xws: 'rosetico' },
    window: role === 'attacker' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
    when: role === 'attacker' ? isAttacker : isDefender,
    optional: true,
    effect: {
      kind: 'dice',
      modification: rerollAbility(role, 1, { name: 'Rose Tico' }),
      per: { side: 'friendly', inArc: { arc: 'attack', of: 'attacker' } },
    },
    summary: 'Rose Tico: reroll a die for each other friendly ship in the attack arc.',
  };
}

export const RESISTANCE_RESISTANCETRANSPORTPOD_ATTACK: Record<string, Ability[]> = {
  'pilot:rosetico': [rose('attacker'), rose('defender')],
  'pilot:finn': [
    finnAdds('attacker', 'blank'),
    finnAdds('attacker', 'focus'),
    finnAdds('defender', 'blank'),
    finnAdds('defender', 'focus'),
  ],
};
