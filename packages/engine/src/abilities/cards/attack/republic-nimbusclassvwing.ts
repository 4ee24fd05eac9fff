/**
 * Galactic Republic Nimbus-class V-wing pilots whose abilities act inside an attack (all printings), each in our own
 * words (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - "Klick" (both printings): when a ship he has locked, at range 1–3 of him, attacks or defends at attack range 1 or
 *   3, he may spend his charge: no range bonus applies to that attack (a lasting `no-range-bonus` on the attacker,
 *   read for both of the attack's ships, until the attack ends; 000 "Range Bonuses": the attacker's at range 1, the
 *   defender's at range 3). Asked as the attack is declared; at range 2 there is no bonus to prevent.
 */
import type { Ability, Condition } from '../../vocabulary/types.js';

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
};
