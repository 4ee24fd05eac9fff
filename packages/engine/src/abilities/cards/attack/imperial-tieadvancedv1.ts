/**
 * Galactic Empire TIE Advanced v1 pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Grand Inquisitor: defending at attack range 1, he may spend a Force so that the attack's range 1 bonus does not
 *   apply (chosen once the attack is declared, lasting to its end, as Adi Gallia's); attacking with his primary
 *   weapon at range 2–3, he may spend a Force to have the range 1 bonus anyway. The range 1 bonus of a primary attack
 *   is one more attack die (001 Engagement 2.1), so that half is one more die for a Force.
 * - Fifth Brother: once his attack's results are neutralized and it hits ('attack:before-damage' comes only then), he
 *   may spend two Force to add a crit result (the attack words' `edit-results`).
 * - Seventh Sister: just before the results of her primary attack are neutralized, she may spend two Force to cancel
 *   one evade result (the attack words' `cancel-dice` in 'attack:neutralize'; offered while an evade shows).
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';

const force = [{ kind: 'spend-force' as const, count: 1 }];

export const IMPERIAL_TIEADVANCEDV1_ATTACK: Record<string, Ability[]> = {
  'pilot:grandinquisitor': [
    {
      source: { kind: 'pilot', xws: 'grandinquisitor' },
      window: 'attack:after-declare',
      when: { kind: 'all', of: [isDefender, { kind: 'attack-range', min: 1, max: 1 }] },
      optional: true,
      cost: force,
      effect: {
        kind: 'last',
        until: 'end-of-attack',
        window: 'attack:range-bonus',
        effect: { kind: 'no-range-bonus', dice: 'attack' },
      },
      summary: 'Grand Inquisitor: spend a Force, the attacker gets no range 1 bonus this attack.',
    },
    {
      source: { kind: 'pilot', xws: 'grandinquisitor' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, { kind: 'attack-range', min: 2, max: 3 }] },
      optional: true,
      cost: force,
      effect: dice(extraDice('attack', 1)),
      summary: 'Grand Inquisitor: spend a Force to have the range 1 bonus at range 2–3 (one more attack die).',
    },
  ],
  'pilot:fifthbrother': [
    {
      source: { kind: 'pilot', xws: 'fifthbrother' },
      window: 'attack:before-damage',
      when: isAttacker,
      optional: true,
      cost: [{ kind: 'spend-force', count: 2 }],
      effect: { kind: 'edit-results', add: { crits: 1 } },
      summary: 'Fifth Brother: the attack hit, spend two Force to add a crit result.',
    },
  ],
  'pilot:seventhsister': [
    {
      source: { kind: 'pilot', xws: 'seventhsister' },
      window: 'attack:neutralize',
      when: {
        kind: 'all',
        of: [isAttacker, primaryAttack, { kind: 'dice-results', dice: 'defense', faces: ['evade'], atLeast: 1 }],
      },
      optional: true,
      cost: [{ kind: 'spend-force', count: 2 }],
      effect: { kind: 'cancel-dice', dice: 'defense', faces: ['evade'], count: 1 },
      summary: 'Seventh Sister: spend two Force to cancel one evade result.',
    },
  ],
};
