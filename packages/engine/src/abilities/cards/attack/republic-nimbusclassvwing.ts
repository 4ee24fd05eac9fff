/**
 * Galactic Republic Nimbus-class V-wing pilots whose abilities act inside an attack (all printings), each in our own
 * words (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - "Klick" (both printings): when a ship he has locked, at range 1–3 of him, attacks or defends at attack range 1 or
 *   3, he may spend his charge: no range bonus applies to that attack (a lasting `no-range-bonus` on the attacker,
 *   read for both of the attack's ships, until the attack ends; 000 "Range Bonuses": the attacker's at range 1, the
 *   defender's at range 3). Asked as the attack is declared; at range 2 there is no bonus to prevent.
 * - "Contrail" (both printings): attacking or defending, when his revealed maneuver has the bearing of the enemy
 *   ship's (`revealed-vs` `same-bearing`), he may change one of that ship's focus results to a blank (as the attacker
 *   in the Modify Defense Dice step, as the defender in the Modify Attack Dice step: 001 Engagement 2.2, 3.2).
 */
import { changeAbility } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

/** "Contrail": one of the enemy ship's focus results to a blank after the same bearing as his. */
function contrail(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [isAttacker, { kind: 'revealed-vs', who: 'self', than: 'defender', compare: 'same-bearing' }],
      },
      optional: true,
      effect: dice(changeAbility('attacker', 'defense', 1, ['focus'], 'blank', { name: '"Contrail"' })),
      summary: '"Contrail": the defender revealed your bearing, change one of its focus results to a blank.',
    },
    {
      source: { kind: 'pilot', xws },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [isDefender, { kind: 'revealed-vs', who: 'self', than: 'attacker', compare: 'same-bearing' }],
      },
      optional: true,
      effect: dice(changeAbility('defender', 'attack', 1, ['focus'], 'blank', { name: '"Contrail"' })),
      summary: '"Contrail": the attacker revealed your bearing, change one of its focus results to a blank.',
    },
  ];
}

/** The attack's `party` is a ship he has locked, at range 1–3 of him. */
const lockedParty = (party: 'attacker' | 'defender'): Condition => ({
  kind: 'all',
  of: [
    { kind: 'locking', who: 'self', target: party },
    { kind: 'range', to: party, min: 1, max: 3 },
  ],
});

function klick(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:after-declare',
      when: {
        kind: 'all',
        of: [
          { kind: 'any', of: [lockedParty('attacker'), lockedParty('defender')] },
          {
            kind: 'any',
            of: [
              { kind: 'attack-range', min: 1, max: 1 },
              { kind: 'attack-range', min: 3, max: 3 },
            ],
          },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: {
        kind: 'sequence',
        of: (['attack', 'defense'] as const).map((dice) => ({
          kind: 'last' as const,
          until: 'end-of-attack' as const,
          window: 'attack:range-bonus' as const,
          who: 'attacker' as const,
          effect: { kind: 'no-range-bonus' as const, dice },
        })),
      },
      summary: '"Klick": spend your charge, no range bonus applies to this attack.',
    },
  ];
}

export const REPUBLIC_NIMBUSCLASSVWING_ATTACK: Record<string, Ability[]> = {
  'pilot:klick': klick('klick'),
  'pilot:klick-siegeofcoruscant': klick('klick-siegeofcoruscant'),
  'pilot:contrail': contrail('contrail'),
  'pilot:contrail-siegeofcoruscant': contrail('contrail-siegeofcoruscant'),
};
