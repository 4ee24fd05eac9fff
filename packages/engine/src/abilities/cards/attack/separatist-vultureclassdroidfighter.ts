/**
 * Separatist Alliance Vulture-class droid fighter pilots whose abilities act inside an attack, each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Precise Hunter: attacking a defender in his bullseye arc, he may reroll one blank result.
 * - DFS-081 (Siege of Coruscant): defending, he may spend a charge and a calculate token to cancel one crit result of
 *   the attack dice (his modification of the attack dice, offered in his window of their Modify step).
 * - Networked Calculations (ship ability of the Separatist droids: Vulture, Hyena, droid tri-fighter, Rogue-class):
 *   while a ship with this ability attacks or defends, it may spend a calculate token of a friendly ship at range 0–1
 *   to change one focus result to a hit (attacking) or an evade (defending). The record sits on the ship lending the
 *   token, which pays it: the Modify steps offer every ship of the attacker's (defender's) player its records for
 *   those dice (combat/attack.ts), and a record's cost is its own ship's. Our readings: the lending ship is one that
 *   carries the ability too (a calculate token of a ship without it — an HMP droid gunship's — is not lent); the ship
 *   itself (range 0) is left out, since spending its own calculate token already does exactly this (000 "Calculate");
 *   each lending ship lends once per attack (one use of its record).
 * - DFS-081: a friendly ship at range 0–1 of him (himself included) defending may spend one of its calculate tokens to
 *   turn every crit result of the attack into a hit (the defender's modification of the attack dice; the defender
 *   pays its token).
 */
import { changeAbility, rerollAbility } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { defenderInBullseye, dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

/** Another friendly ship at range 0–1 carrying Networked Calculations is the attack's `party`. */
function lendsTo(party: 'attacker' | 'defender'): Condition {
  return {
    kind: 'all',
    of: [
      { kind: 'attack-party-near', party, min: 0, max: 1, includeSelf: false },
      { kind: 'has-ship-ability', who: party, id: 'networkedcalculations' },
    ],
  };
}

export const SEPARATIST_VULTURECLASSDROIDFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:dfs081-siegeofcoruscant': [
    {
      source: { kind: 'pilot', xws: 'dfs081-siegeofcoruscant' },
      window: 'attack:modify-attack-dice',
      when: isDefender,
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: dice({
        name: 'DFS-081',
        by: 'defender',
        dice: 'attack',
        cost: { spend: 'calculate' },
        effect: { kind: 'cancel', faces: ['crit'], count: 1 },
      }),
      summary: 'DFS-081: spend a charge and a calculate token to cancel one crit result.',
    },
  ],
  'pilot:precisehunter': [
    {
      source: { kind: 'pilot', xws: 'precisehunter' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, defenderInBullseye] },
      optional: true,
      effect: dice({
        ...rerollAbility('attacker', 1, { name: 'Precise Hunter' }),
        effect: { kind: 'reroll', count: 1, faces: ['blank'] },
      }),
      summary: 'Precise Hunter: the defender is in your bullseye, reroll one blank result.',
    },
  ],
  'ship-ability:networkedcalculations': (['attacker', 'defender'] as const).map((party) => ({
    source: { kind: 'ship-ability', id: 'networkedcalculations' },
    window: party === 'attacker' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
    when: lendsTo(party),
    optional: true,
    cost: [{ kind: 'spend-token', token: 'calculate', count: 1 }],
    effect: dice(
      changeAbility(
        party,
        party === 'attacker' ? 'attack' : 'defense',
        1,
        ['focus'],
        party === 'attacker' ? 'hit' : 'evade',
        {
          name: 'Networked Calculations',
        },
      ),
    ),
    summary: `Networked Calculations: spend your calculate token to change one of the ${party}’s focus results to ${
      party === 'attacker' ? 'a hit' : 'an evade'
    }.`,
  })),
  'pilot:dfs081': [
    {
      source: { kind: 'pilot', xws: 'dfs081' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'attack-party-near', party: 'defender', min: 0, max: 1, includeSelf: true },
      optional: true,
      effect: dice(
        changeAbility('defender', 'attack', 'all', ['crit'], 'hit', { name: 'DFS-081', cost: { spend: 'calculate' } }),
      ),
      summary: 'DFS-081: the defender may spend a calculate token to change every crit result to a hit.',
    },
  ],
};
