/**
 * Separatist Alliance Belbullab-22 starfighter pilots whose abilities act inside an attack, each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - General Grievous: during a primary attack, when he is outside every firing arc of the defender, he may reroll up
 *   to two attack dice.
 * - Wat Tambor: attacking, he may reroll one attack die for each calculating friendly ship (one holding a calculate
 *   token, himself included) at range 1 of the defender (one record per such ship, up to three: the n-th is offered
 *   while n or more are there). The card names his primary attacks; the Belbullab-22 has no special weapon slot, so
 *   every attack he makes is primary.
 * - Captain Sear: while a friendly ship at range 0–3 of him (himself included) makes a primary attack with the
 *   defender in its bullseye arc, before the Neutralize Results step that ship may spend a calculate token to cancel
 *   one evade result (asked of Sear's player, the attacker's own).
 */
import { rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';

export const SEPARATIST_BELBULLAB22STARFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:captainsear': [
    {
      source: { kind: 'pilot', xws: 'captainsear' },
      window: 'attack:neutralize',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-party-near', party: 'attacker', min: 0, max: 3, includeSelf: true },
          primaryAttack,
          { kind: 'in-arc', arc: 'bullseye', of: 'attacker', target: 'defender' },
          { kind: 'has-token', token: 'calculate', who: 'attacker' },
          { kind: 'dice-results', dice: 'defense', faces: ['evade'], atLeast: 1 },
        ],
      },
      optional: true,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'remove-token', token: 'calculate', count: 1, who: 'attacker' },
          { kind: 'cancel-dice', dice: 'defense', faces: ['evade'], count: 1 },
        ],
      },
      summary: 'Captain Sear: the defender is in the attacker’s bullseye, it spends a calculate to cancel an evade.',
    },
  ],
  'pilot:generalgrievous': [
    {
      source: { kind: 'pilot', xws: 'generalgrievous' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          primaryAttack,
          { kind: 'not', of: { kind: 'in-arc', arc: 'firing', of: 'other', target: 'self' } },
        ],
      },
      optional: true,
      effect: dice(rerollAbility('attacker', 2, { name: 'General Grievous' })),
      summary: 'General Grievous: you are outside the defender’s firing arcs, reroll up to two attack dice.',
    },
  ],
  'pilot:wattambor': [1, 2, 3].map((n): Ability => ({
    source: { kind: 'pilot', xws: 'wattambor' },
    window: 'attack:modify-attack-dice',
    when: {
      kind: 'all',
      of: [
        isAttacker,
        {
          kind: 'ships-near',
          side: 'friendly',
          includeSelf: true,
          atLeast: n,
          where: {
            kind: 'all',
            of: [
              { kind: 'range', to: 'defender', min: 1, max: 1 },
              { kind: 'has-token', token: 'calculate', who: 'self' },
            ],
          },
        },
      ],
    },
    optional: true,
    effect: dice(rerollAbility('attacker', 1, { name: 'Wat Tambor' })),
    summary: `Wat Tambor: ${n === 1 ? 'a calculating friendly ship is' : `${n} calculating friendly ships are`} at range 1 of the defender, reroll one attack die.`,
  })),
};
