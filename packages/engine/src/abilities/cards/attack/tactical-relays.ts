/**
 * The attack group's tactical relays, each in our own words:
 *
 * - TV-94: while a friendly ship at range 0–3 of it (its own ship included) makes a primary attack on a defender in
 *   the attacker's bullseye with two or fewer attack dice, the attacker may spend a calculate token to add one hit
 *   result (the attacker's modification, its token the cost).
 * - K2-B4: while a friendly ship at range 0–3 of it (its own ship included) defends, that ship may spend a calculate
 *   token to add one evade result (the defender's modification, its token the cost); once it has, the attacker's
 *   player picks (`opponent-chooses`): its ship gains a strain token and that evade is cancelled again (`cancel-dice`
 *   takes the last evade of the pool, the one added: 000 "Modifying Dice", "Cancel"), or the evade stands.
 */
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, primaryAttack } from '../../vocabulary/queries.js';

/** The defender is a ship friendly to K2-B4's, at range 0–3 of it (its own ship included). */
const K2_DEFENDER: Condition = { kind: 'attack-party-near', party: 'defender', min: 0, max: 3, includeSelf: true };

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
  'upgrade:k2b4:0': [
    {
      source: { kind: 'upgrade', xws: 'k2b4', side: 0 },
      window: 'attack:modify-defense-dice',
      when: K2_DEFENDER,
      optional: true,
      effect: dice({
        name: 'K2-B4',
        by: 'defender',
        dice: 'defense',
        cost: { spend: 'calculate' },
        effect: { kind: 'add', face: 'evade', count: 1 },
      }),
      summary: 'K2-B4: the defender may spend a calculate token to add an evade (unless the attacker takes a strain).',
    },
    {
      source: { kind: 'upgrade', xws: 'k2b4', side: 0 },
      window: 'dice:after-modify',
      when: { kind: 'all', of: [{ kind: 'subject-data', key: 'source', oneOf: ['upgrade:k2b4:0'] }, K2_DEFENDER] },
      optional: false,
      effect: {
        kind: 'opponent-chooses',
        options: [
          {
            label: 'the attacker gains a strain token and the added evade is cancelled',
            effect: {
              kind: 'sequence',
              of: [
                { kind: 'gain-token', token: 'strain', count: 1, who: 'attacker' },
                { kind: 'cancel-dice', dice: 'defense', faces: ['evade'], count: 1 },
              ],
            },
          },
          { label: 'the evade stands', effect: { kind: 'sequence', of: [] } },
        ],
      },
      summary: 'K2-B4: an evade was added; the attacker may gain a strain token to cancel it.',
    },
  ],
};
