/**
 * First Order TIE/se bomber pilots whose abilities act inside an attack, each in our own words (never card text). Keys
 * as in source-keys.ts ("pilot:<xws>").
 *
 * - "Scorch" (TIE/se bomber): while a friendly ship at range 0–1 of him (himself included) performs a primary attack,
 *   it may spend one of its hit results (a dice modification of his card its player takes, in the Modify Attack Dice
 *   step: the result leaves the pool, 000 "Modifying Dice"); if it did, once the attack is over the defender gains a
 *   strain token ('attack:after', read with `modified-this-attack`: only after the defender has defended, so the
 *   token does not weaken this very defense, 000 "Strain").
 */
import type { Ability } from '../../vocabulary/types.js';
import { dice, primaryAttack } from '../../vocabulary/queries.js';

export const FIRSTORDER_TIESEBOMBER_ATTACK: Record<string, Ability[]> = {
  'pilot:scorch-tiesebomber': [
    {
      source: { kind: 'pilot', xws: 'scorch-tiesebomber' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [{ kind: 'attack-party-near', party: 'attacker', min: 0, max: 1, includeSelf: true }, primaryAttack],
      },
      optional: true,
      effect: dice({
        name: '"Scorch"',
        by: 'attacker',
        dice: 'attack',
        effect: { kind: 'cancel', faces: ['hit'], count: 1 },
      }),
      summary: '"Scorch": spend a hit result; the defender gains a strain token after the attack.',
    },
    {
      source: { kind: 'pilot', xws: 'scorch-tiesebomber' },
      window: 'attack:after',
      when: { kind: 'modified-this-attack' },
      optional: false,
      effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'defender' },
      summary: '"Scorch": a hit was spent, the defender gains a strain token.',
    },
  ],
};
