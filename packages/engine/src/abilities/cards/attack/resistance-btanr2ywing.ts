/**
 * Resistance BTA-NR2 Y-wing pilots whose abilities act inside an attack (all printings), each in our own words (never
 * card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Teza Nasz: a friendly ship at range 0–2 of her (herself included) attacking a defender that has a ship friendly
 *   to the attacker in its left arc and one in its right arc may reroll one attack die. A ship friendly to the
 *   attacker is friendly to her, the attacker being friendly.
 * - Devastating Barrage (ship ability; the Wartime Loadout title gives it too): the ship's torpedo and missile attacks
 *   on a defender in its bullseye keep their crits from the evades: in the Neutralize Results step the evades cancel
 *   hits only (the attack words' `neutralize-crits` 'never', read on the attacker's cards in 'attack:weapon').
 * - Wilsa Teshlo (both printings): after her attack, if the defender was dealt a faceup damage card in it, the
 *   defender gains a strain token unless its player has it lose a non-recurring charge of one of its upgrades (an
 *   `unless` of the defender paying `spend-upgrade-charge`). Reading: the defender's player picks the card in the
 *   game; the engine takes the first of its upgrades with such a charge (costs.ts `upgradeChargePayer`).
 * - Lega Fossang (both printings): attacking with her primary weapon or from a turret arc, she may reroll one attack
 *   die per friendly device (bombs, mines and remotes: supplement "Remotes" — remotes are devices) and per friendly
 *   ship holding a calculate token inside the arc the attack is made from, at any range (the `dice` effect's `per` and
 *   `perDevice`, in-arc 'attack'). The arc is hers only while she attacks, so her attack role is in the filters: a
 *   friendly ship attacking is offered nothing.
 */
import { rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { defenderInBullseye, dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';

function lega(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'any',
        of: [primaryAttack, { kind: 'attack-arc', arc: 'single-turret' }, { kind: 'attack-arc', arc: 'double-turret' }],
      },
      optional: true,
      effect: {
        kind: 'dice',
        modification: rerollAbility('attacker', 1, { name: 'Lega Fossang' }),
        per: {
          side: 'friendly',
          inArc: { arc: 'attack' },
          where: { kind: 'has-token', token: 'calculate', who: 'self' },
        },
        perDevice: { of: 'self', owner: 'friendly', inArc: 'attack', kinds: ['bomb', 'mine', 'remote'] },
      },
      summary:
        'Lega Fossang: reroll a die for each friendly device, and each friendly ship with a calculate token, in the attack arc.',
    },
  ];
}

function teza(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-party-near', party: 'attacker', min: 0, max: 2, includeSelf: true },
          { kind: 'ships-near', side: 'friendly', includeSelf: true, inArc: { arc: 'left', of: 'defender' } },
          { kind: 'ships-near', side: 'friendly', includeSelf: true, inArc: { arc: 'right', of: 'defender' } },
        ],
      },
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: 'Teza Nasz' })),
      summary: 'Teza Nasz: friendly ships flank the defender on both sides, the attacker may reroll one attack die.',
    },
  ];
}

function wilsa(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'cards-dealt', faceup: true }] },
      optional: false,
      effect: {
        kind: 'unless',
        who: 'defender',
        pay: [{ kind: 'spend-upgrade-charge', count: 1, nonRecurring: true }],
        otherwise: { kind: 'gain-token', token: 'strain', count: 1, who: 'defender' },
      },
      summary: 'Wilsa Teshlo: the defender was dealt a faceup card, it gains a strain token unless it loses a charge.',
    },
  ];
}

export const RESISTANCE_BTANR2YWING_ATTACK: Record<string, Ability[]> = {
  'pilot:legafossang': lega('legafossang'),
  'pilot:legafossang-wartime': lega('legafossang-wartime'),
  'pilot:wilsateshlo': wilsa('wilsateshlo'),
  'pilot:wilsateshlo-wartime': wilsa('wilsateshlo-wartime'),
  'pilot:tezanasz': teza('tezanasz'),
  'pilot:tezanasz-wartime': teza('tezanasz-wartime'),
  'ship-ability:devastatingbarrage': [
    {
      source: { kind: 'ship-ability', id: 'devastatingbarrage' },
      window: 'attack:weapon',
      when: { kind: 'all', of: [{ kind: 'attack-weapon-slot', slots: ['torpedo', 'missile'] }, defenderInBullseye] },
      optional: false,
      effect: { kind: 'neutralize-crits', rule: 'never' },
      summary: 'Devastating Barrage: the defender is in your bullseye, evades do not cancel your crits.',
    },
  ],
};
