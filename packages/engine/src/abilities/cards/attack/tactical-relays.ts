/**
 * The attack group's tactical relays, each in our own words:
 *
 * - TV-94: while a friendly ship at range 0–3 of it (its own ship included) makes a primary attack on a defender in
 *   the attacker's bullseye with two or fewer attack dice, the attacker may spend a calculate token to add one hit
 *   result (the attacker's modification, its token the cost).
 */
import type { Ability } from '../../vocabulary/types.js';
import { dice, primaryAttack } from '../../vocabulary/queries.js';

export const ATTACK_TACTICAL_RELAYS: Record<string, Ability[]> = {
  'upgrade:tv94:0': [
    {
      source: { kind: 'upgrade', xws: 'tv94', side: 0 },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-party-near', party: 'attacker', min: 0, max: 3, includeSelf: true },
          primaryAttack,
          { kind: 'in-arc', arc: 'bullseye', of: 'attacker', target: 'defender' },
          { kind: 'dice-results', dice: 'attack', faces: ['blank', 'focus', 'hit', 'crit'], atMost: 2 },
        ],
      },
      optional: true,
      effect: dice({
        name: 'TV-94',
        by: 'attacker',
        dice: 'attack',
        cost: { spend: 'calculate' },
        effect: { kind: 'add', face: 'hit', count: 1 },
      }),
      summary: 'TV-94: two or fewer attack dice on a defender in the bullseye, spend a calculate token to add a hit.',
    },
  ],
};
