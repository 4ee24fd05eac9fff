/**
 * Legends and Relics cards (xwa-50p2.0) that act inside an attack, each in our own words (never card text). Keys as in
 * source-keys.ts. The card facts come from YASB (scripts/sources/yasb-facts.json), as the community card data lacks
 * these cards.
 *
 * - Carnor Jax (TIE/in): once an enemy ship at range 0–1 inside his front arc has declared an attack, or is the
 *   defender of one, he may spend a Force before the attack dice are rolled ('attack:after-declare' comes before the
 *   Roll Attack Dice step, 001 Engagement 1–2) so that this ship's dice cannot be modified for the attack: its attack
 *   dice when it attacks, its defense dice when it defends (`dice-unmodifiable`, as Moff Gideon's).
 * - Kazuda Xiono (T-70): attacking or defending, while the enemy ship has more damage cards than he has (facedown and
 *   faceup, 000 "Damage Cards"), he may change one focus result. Reading: the card offers an evade or a hit; an evade
 *   does nothing on an attack die nor a hit on a defense die (001 Engagement 4), so the attack record changes it to a
 *   hit and the defense record to an evade.
 * - Tamara Ryvora (TIE/fo): while a ship she locks attacks, she may choose one of its attack dice and the attacker
 *   rerolls it. A friendly attacker's die is rerolled in the attacker's Modify step (by the attacker's side, her own
 *   player choosing), an enemy attacker's in the defender's (her side's, as L3-37's reroll of attack dice): the
 *   modification's side says which, so one record each (000 "Modifying Dice"; 001 Engagement 3).
 * - Blindspot Targeter (sensor): in a primary attack, while the ship is outside every firing arc of the defender, it
 *   may change one focus result to a hit (`in-arc` 'firing', as Precision Holo-Targeter reads it).
 * - Captive (crew, 1 recurring charge): once declared the defender, the ship may spend the charge to give the
 *   attacker a deplete token before the attack dice are rolled ('attack:after-declare'), so it rolls one die fewer
 *   in this attack (000 "Deplete").
 * - Burst Laser Turret (2 charges, one recovering): its attack costs a charge (the weapon's `chargeCost`, paid by the
 *   attack rules: combat/weapons.ts); in that attack's Roll Attack Dice step, another charge may add one attack die,
 *   never past 3 dice (`extraDice` with its maximum, 001 Engagement 2).
 *
 * - T-SJ1A Targeting Computer (tech, 1 charge that never recovers): in a primary attack against a defender holding no
 *   green token (focus, evade, calculate, reinforce: 000 "Green Tokens"), the attacker may spend the charge and one of
 *   its crit results to add two hit results. Reading: the card names no step, and adding results is a dice
 *   modification, so it is used in the attacker's Modify Attack Dice step (001 Engagement 3c; 000 "Modifying Dice"):
 *   the added hits can still be cancelled by evades, unlike Bossk's, whose card says after the Neutralize Results step.
 *   Written as the attacker's modification adding the two hits (offered only while a crit is among the dice), then,
 *   "if you do", its 'dice:after-modify' record spending one crit (`cancel-dice`): the attack settles that window
 *   before the next modification is offered (combat/attack.ts), so no decision falls between the two halves.
 * - Wedge Antilles (gunner): a single-turret-arc attack made from outside every firing arc of the defender makes the
 *   defender roll one defense die fewer — Outmaneuver's record for the turret (`attack-arc` 'single-turret'); the
 *   range-0 rule (000 "Attack", range 0) is kept by the attack code as for every dice count.
 *
 * Reprints whose ability reads as their first printing's (`reprintOf`: the same records, keyed to the reprint): Seeker
 * Missiles (of the YT-2400), Precision-Tuned Cannons and Targeting Matrix (Battle over Endor), Automated Loaders (of
 * the TIE/sa).
 */
import { changeAbility, extraDice, rerollAbility } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';
import { reprintOf } from '../common.js';
import { afterOwnModify } from './crew.js';
import { ATTACK_MODIFICATIONS } from './modifications.js';
import { ATTACK_WEAPONS } from './weapons.js';

const carnor = (party: 'attacker' | 'defender'): Ability => ({
  source: { kind: 'pilot', xws: 'carnorjax-legendsandrelics' },
  window: 'attack:after-declare',
  when: {
    kind: 'all',
    of: [
      { kind: 'attack-party-near', party, side: 'enemy', min: 0, max: 1, includeSelf: false },
      { kind: 'in-arc', arc: 'front', of: 'self', target: party },
    ],
  },
  optional: true,
  cost: [{ kind: 'spend-force', count: 1 }],
  effect: { kind: 'dice-unmodifiable', dice: party === 'attacker' ? 'attack' : 'defense' },
  summary:
    party === 'attacker'
      ? 'Carnor Jax: spend a Force; the attack dice of the enemy attacker in your front arc cannot be modified.'
      : 'Carnor Jax: spend a Force; the defense dice of the enemy defender in your front arc cannot be modified.',
});

const TSJ1A = 'tsj1atargetingcomputer-legendsandrelics';

/** The defender holds no green token (000 "Green Tokens": focus, evade, calculate and reinforce). */
const defenderHasNoGreenToken: Condition = {
  kind: 'has-token',
  token: 'focus',
  also: ['evade', 'calculate', 'reinforce'],
  atMost: 0,
  who: 'defender',
};

export const LEGENDS_AND_RELICS_ATTACK: Record<string, Ability[]> = {
  'pilot:carnorjax-legendsandrelics': [carnor('attacker'), carnor('defender')],
  'pilot:kazudaxiono-legendsandrelics': [
    {
      source: { kind: 'pilot', xws: 'kazudaxiono-legendsandrelics' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'damage-cards', who: 'defender', moreThan: 'self' }] },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], 'hit', { name: 'Kazuda Xiono' })),
      summary: 'Kazuda Xiono: the defender has more damage cards than you; change one focus to a hit.',
    },
    {
      source: { kind: 'pilot', xws: 'kazudaxiono-legendsandrelics' },
      window: 'attack:modify-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'damage-cards', who: 'attacker', moreThan: 'self' }] },
      optional: true,
      effect: dice(changeAbility('defender', 'defense', 1, ['focus'], 'evade', { name: 'Kazuda Xiono' })),
      summary: 'Kazuda Xiono: the attacker has more damage cards than you; change one focus to an evade.',
    },
  ],
  'pilot:tamararyvora-legendsandrelics': [
    {
      source: { kind: 'pilot', xws: 'tamararyvora-legendsandrelics' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'locking', who: 'self', target: 'attacker' },
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: 'Tamara Ryvora' })),
      summary: 'Tamara Ryvora: you lock the attacker; choose one of its attack dice for it to reroll.',
    },
    {
      source: { kind: 'pilot', xws: 'tamararyvora-legendsandrelics' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'locking', who: 'self', target: 'attacker' },
      optional: true,
      effect: dice({ ...rerollAbility('defender', 1, { name: 'Tamara Ryvora' }), dice: 'attack' }),
      summary: 'Tamara Ryvora: you lock the enemy attacker; choose one of its attack dice for it to reroll.',
    },
  ],
  'upgrade:blindspottargeter-legendsandrelics:0': [
    {
      source: { kind: 'upgrade', xws: 'blindspottargeter-legendsandrelics', side: 0 },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          primaryAttack,
          { kind: 'not', of: { kind: 'in-arc', arc: 'firing', of: 'defender', target: 'self' } },
        ],
      },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], 'hit', { name: 'Blindspot Targeter' })),
      summary: 'Blindspot Targeter: outside the defender’s firing arcs, change one focus to a hit.',
    },
  ],
  'upgrade:captive-legendsandrelics:0': [
    {
      source: { kind: 'upgrade', xws: 'captive-legendsandrelics', side: 0 },
      window: 'attack:after-declare',
      when: isDefender,
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'gain-token', token: 'deplete', count: 1, who: 'attacker' },
      summary: 'Captive: you are the defender; spend a charge to give the attacker a deplete token.',
    },
  ],
  'upgrade:seekermissiles-legendsandrelics:0': reprintOf(
    ATTACK_WEAPONS['upgrade:seekermissiles-swz103:0']!,
    'seekermissiles-swz103',
    'seekermissiles-legendsandrelics',
  ),
  'upgrade:precisiontunedcannons-legendsandrelics:0': reprintOf(
    ATTACK_WEAPONS['upgrade:precisiontunedcannons-battleoverendor:0']!,
    'precisiontunedcannons-battleoverendor',
    'precisiontunedcannons-legendsandrelics',
  ),
  'upgrade:targetingmatrix-legendsandrelics:0': reprintOf(
    ATTACK_MODIFICATIONS['upgrade:targetingmatrix-battleoverendor:0']!,
    'targetingmatrix-battleoverendor',
    'targetingmatrix-legendsandrelics',
  ),
  'upgrade:automatedloaders-legendsandrelics:0': reprintOf(
    ATTACK_MODIFICATIONS['upgrade:automatedloaders-swz98:0']!,
    'automatedloaders-swz98',
    'automatedloaders-legendsandrelics',
  ),
  'upgrade:burstlaserturret-legendsandrelics:0': [
    {
      source: { kind: 'upgrade', xws: 'burstlaserturret-legendsandrelics', side: 0 },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [isAttacker, { kind: 'attack-weapon', weapon: 'burstlaserturret-legendsandrelics' }],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: dice(extraDice('attack', 1, 'attacker', 3)),
      summary: 'Burst Laser Turret: spend a charge to roll one more attack die with it (3 at most).',
    },
  ],
  [`upgrade:${TSJ1A}:0`]: [
    {
      source: { kind: 'upgrade', xws: TSJ1A, side: 0 },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        // No attacker clause: the modification is the attacker's (`by`), offered from the attacker's own cards only.
        of: [
          primaryAttack,
          defenderHasNoGreenToken,
          { kind: 'dice-results', dice: 'attack', faces: ['crit'], atLeast: 1 },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: dice({
        name: 'T-SJ1A Targeting Computer',
        by: 'attacker',
        dice: 'attack',
        effect: { kind: 'add', face: 'hit', count: 2 },
      }),
      summary:
        'T-SJ1A Targeting Computer: the defender has no green token; spend your charge and a crit result to add two hits.',
    },
    afterOwnModify(
      TSJ1A,
      { kind: 'cancel-dice', dice: 'attack', faces: ['crit'], count: 1 },
      'T-SJ1A Targeting Computer: the crit result spent for the two hits is removed.',
    ),
  ],
  'upgrade:wedgeantilles-legendsandrelics:0': [
    {
      source: { kind: 'upgrade', xws: 'wedgeantilles-legendsandrelics', side: 0 },
      window: 'attack:roll-defense-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'attack-arc', arc: 'single-turret' },
          // The attacker is outside every firing arc of the defender.
          { kind: 'not', of: { kind: 'in-arc', arc: 'firing', of: 'defender', target: 'self' } },
        ],
      },
      optional: false,
      effect: dice(extraDice('defense', -1, 'attacker')),
      summary: 'Wedge Antilles: a turret attack from outside the defender’s firing arcs; it rolls one die fewer.',
    },
  ],
};
