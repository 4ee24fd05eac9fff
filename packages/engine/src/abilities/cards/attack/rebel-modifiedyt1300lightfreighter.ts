/**
 * Rebel modified YT-1300 light freighter abilities that act inside an attack, each in our own words (never card text).
 * Keys as in source-keys.ts ("ship-ability:<id>").
 *
 * - Solo (ship ability, Han Solo of Battle of Yavin): attacking or defending with no other friendly ship at range 0–1,
 *   the ship may spend one of its charges to reroll one of its dice.
 * - Han Solo (pilot, Modified YT-1300): once his attack or defense dice are rolled ('dice:after-roll', before their
 *   Modify steps), at range 0–1 of an obstacle he may roll all of them again (`reroll-own-dice`), which does not
 *   count as rerolling: a modification may still reroll them.
 */
import { rerollAbility } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

const alone: Condition = { kind: 'ships-near', side: 'friendly', range: [0, 1], atMost: 0 };

function solo(role: 'attacker' | 'defender'): Ability {
  return {
    source: { kind: 'ship-ability', id: 'solo' },
    window: role === 'attacker' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
    when: { kind: 'all', of: [role === 'attacker' ? isAttacker : isDefender, alone] },
    optional: true,
    cost: [{ kind: 'spend-charge', count: 1 }],
    effect: dice(rerollAbility(role, 1, { name: 'Solo' })),
    summary: 'Solo (no friendly ship at range 0–1): spend a charge to reroll one of your dice.',
  };
}

function hanSolo(role: 'attacker' | 'defender'): Ability {
  const kind = role === 'attacker' ? 'attack' : 'defense';
  return {
    source: { kind: 'pilot', xws: 'hansolo-modifiedyt1300lightfreighter' },
    window: 'dice:after-roll',
    when: {
      kind: 'all',
      of: [
        role === 'attacker' ? isAttacker : isDefender,
        { kind: 'subject-data', key: 'dice', oneOf: [kind] },
        { kind: 'near-obstacle', min: 0, max: 1 },
      ],
    },
    optional: true,
    effect: { kind: 'reroll-own-dice', dice: kind },
    summary: `Han Solo: near an obstacle, roll all your ${kind} dice again.`,
  };
}

export const REBEL_MODIFIEDYT1300LIGHTFREIGHTER_ATTACK: Record<string, Ability[]> = {
  'ship-ability:solo': [solo('attacker'), solo('defender')],
  'pilot:hansolo-modifiedyt1300lightfreighter': [hanSolo('attacker'), hanSolo('defender')],
};
