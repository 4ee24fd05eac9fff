/**
 * The attack group's configurations, each in our own words:
 *
 * - Calibrated Laser Targeting: a primary attack with the defender in the bullseye adds a focus result. The card adds
 *   it without asking; a modify step only offers what it lists (docs/abilities.md "What each window honours"), and
 *   an added focus result never harms its attacker, so offering it is our reading of the card.
 * - Alpha-3B "Besh": a primary attack may spend the lock on the defender to change a blank or focus result to a hit
 *   (its device slot is the content's grant).
 * - Enhanced Jamming Suite: the ship may jam itself (`action-range` with `includeSelf`; another friendly ship at range 1
 *   it may jam already: 000 "List of Actions", Jam, names any ship at range 1); defending against an attacker with no
 *   green token, or with a jammed ship (the defender included) in the arc the attack is made from, it may roll one
 *   more defense die (asked as the roll begins). Its jam action and linked jams are the content's grants.
 * - Stabilized S-foils (open side; the closed side is in movement/configurations.ts): after an attack, the lock on the
 *   defender is spent for a bonus attack on it with a cannon other than the weapon just used (`bonus-attack` with
 *   `otherWeapon`); before activating, unless critically damaged (a faceup damage card: 000 "Damage Cards"), the card
 *   may be flipped. Its barrel roll and linked lock are the content's grants.
 * - OS-1 Arsenal Loadout: holding exactly one disarm token, the ship may still make torpedo and missile attacks on
 *   ships it locks (`disarmed-attacks`); such an attack made while disarmed cannot spend the lock (`lock-unspendable`
 *   once declared). Its torpedo and missile slots are the content's grants (`squad-slots`).
 * - XG-1 Assault Configuration: holding exactly one disarm token, the ship may still make cannon attacks, of three
 *   attack dice at most while disarmed; its cannon slot is the content's grant.
 * - Wartime Loadout: the ship's own ship ability gives way to the one the card grants, Devastating Barrage
 *   (`lose-ship-ability` of Intuitive Interface, the BTA-NR2's own; that ability's record is in
 *   resistance-btanr2ywing.ts). Its lock and reload actions and its two shields are the content's grants. Reading: the card text of the to-do list also names a torpedo and a
 *   missile slot, which the content (xwa-50p2.0) does not grant; the content is followed.
 * - Vectored Cannons (RZ-1): the front-arc primary attack is made from the single turret arc the card gives
 *   (`primary-arc-as`; the content writes that attack as the card's own, which is then no special weapon), and the
 *   card's Vectored Cannons ship ability replaces Vectored Thrusters (`lose-ship-ability`; that ship ability's own
 *   record, the red boost or rotate in the System Phase and the turret's front/rear facings, is the movement group's).
 * - Alpha-3E "Esk": the same ability as Ancillary Ion Weapons (weapons.ts `ionCritsBeforeRoll`): two charges as a
 *   primary attack's dice are about to be rolled, and its crits give ion tokens instead of damage.
 */
import { changeAbility, extraDice, type Modification } from '@xwing/dice';
import { losesShipAbility } from '../common.js';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { defenderInBullseye, dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';
import { slotsCard } from '../subsystems/upgrades-title.js';
import { ionCritsBeforeRoll } from './weapons.js';

const ADD_FOCUS: Modification = {
  name: 'Calibrated Laser Targeting',
  by: 'attacker',
  dice: 'attack',
  effect: { kind: 'add', face: 'focus', count: 1 },
};

const lockOnDefender: Condition = { kind: 'locking', who: 'self', target: 'defender' };

export const ATTACK_CONFIGURATIONS: Record<string, Ability[]> = {
  'upgrade:alpha3eesk:0': [ionCritsBeforeRoll('alpha3eesk', 'Alpha-3E "Esk"')],
  'upgrade:vectoredcannonsrz1:0': [
    {
      source: { kind: 'upgrade', xws: 'vectoredcannonsrz1', side: 0 },
      window: 'ship:weapon-arc',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'primary-arc-as', from: 'front', to: 'single-turret' },
      summary: 'Vectored Cannons (RZ-1): your front-arc primary attack is made from your single turret arc.',
    },
    // The RZ-1's own ship ability; the card grants its Vectored Cannons ship ability in its place.
    losesShipAbility(
      { kind: 'upgrade', xws: 'vectoredcannonsrz1', side: 0 },
      'vectoredthrusters',
      'Vectored Cannons (RZ-1): Vectored Cannons replaces your ship ability.',
    ),
  ],
  'upgrade:wartimeloadout:0': [
    // The BTA-NR2's own ship ability (its other pilots' cards); the card grants Devastating Barrage in its place.
    losesShipAbility(
      { kind: 'upgrade', xws: 'wartimeloadout', side: 0 },
      'intuitiveinterface',
      'Wartime Loadout: Devastating Barrage replaces your ship ability.',
    ),
  ],
  'upgrade:os1arsenalloadout:0': [
    ...slotsCard('os1arsenalloadout', 'OS-1 Arsenal Loadout', [
      { slot: 'torpedo', amount: 1 },
      { slot: 'missile', amount: 1 },
    ]),
    {
      source: { kind: 'upgrade', xws: 'os1arsenalloadout', side: 0 },
      window: 'attack:defenders',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'disarmed-attacks', slots: ['torpedo', 'missile'], lockedOnly: true },
      summary:
        'OS-1 Arsenal Loadout: with one disarm token, you may still fire torpedoes and missiles at ships you lock.',
    },
    {
      source: { kind: 'upgrade', xws: 'os1arsenalloadout', side: 0 },
      window: 'attack:after-declare',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'has-token', token: 'disarm', who: 'self' },
          { kind: 'attack-weapon-slot', slots: ['torpedo', 'missile'] },
        ],
      },
      optional: false,
      effect: { kind: 'lock-unspendable' },
      summary: 'OS-1 Arsenal Loadout: firing while disarmed, you cannot spend your lock in this attack.',
    },
  ],
  'upgrade:xg1assaultconfiguration:0': [
    ...slotsCard('xg1assaultconfiguration', 'XG-1 Assault Configuration', [{ slot: 'cannon', amount: 1 }]),
    {
      source: { kind: 'upgrade', xws: 'xg1assaultconfiguration', side: 0 },
      window: 'attack:defenders',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'disarmed-attacks', slots: ['cannon'], maxDice: 3 },
      summary: 'XG-1 Assault Configuration: with one disarm token, you may still fire cannons, three dice at most.',
    },
  ],
  'upgrade:stabilizedsfoils:1': [
    {
      source: { kind: 'upgrade', xws: 'stabilizedsfoils', side: 1 },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, lockOnDefender] },
      optional: true,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'spend-lock', who: 'self', on: 'defender' },
          { kind: 'bonus-attack', slots: ['cannon'], against: 'defender', otherWeapon: true },
        ],
      },
      summary: 'Stabilized S-foils: spend your lock on the defender for a bonus attack on it with another cannon.',
    },
    {
      source: { kind: 'upgrade', xws: 'stabilizedsfoils', side: 1 },
      window: 'activation:before-reveal',
      when: {
        kind: 'all',
        of: [{ kind: 'subject-is-self' }, { kind: 'not', of: { kind: 'has-damage-card', facing: 'faceup' } }],
      },
      optional: true,
      effect: { kind: 'flip-upgrade', xws: 'stabilizedsfoils' },
      summary: 'Stabilized S-foils: flip this card before activating.',
    },
  ],
  'upgrade:enhancedjammingsuite:0': [
    {
      source: { kind: 'upgrade', xws: 'enhancedjammingsuite', side: 0 },
      window: 'action:range',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'action-range', action: 'jam', min: 1, max: 1, includeSelf: true },
      summary: 'Enhanced Jamming Suite: your jam action may choose yourself.',
    },
    {
      source: { kind: 'upgrade', xws: 'enhancedjammingsuite', side: 0 },
      window: 'attack:roll-defense-dice',
      when: {
        kind: 'all',
        of: [
          isDefender,
          {
            kind: 'any',
            of: [
              { kind: 'not', of: { kind: 'has-green-token', who: 'other' } },
              {
                kind: 'ships-near',
                side: 'any',
                includeSelf: true,
                inArc: { arc: 'attack', of: 'attacker' },
                where: { kind: 'has-token', token: 'jam', who: 'self' },
              },
            ],
          },
        ],
      },
      optional: true,
      effect: dice(extraDice('defense', 1)),
      summary: 'Enhanced Jamming Suite: roll one more defense die.',
    },
  ],
  'upgrade:alpha3bbesh:0': [
    {
      source: { kind: 'upgrade', xws: 'alpha3bbesh', side: 0 },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack] },
      optional: true,
      effect: dice(
        changeAbility('attacker', 'attack', 1, ['blank', 'focus'], 'hit', {
          name: 'Alpha-3B Besh',
          cost: { spend: 'lock' },
        }),
      ),
      summary: 'Alpha-3B "Besh": spend your lock on the defender to change a blank or focus to a hit.',
    },
  ],
  'upgrade:calibratedlasertargeting:0': [
    {
      source: { kind: 'upgrade', xws: 'calibratedlasertargeting', side: 0 },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, defenderInBullseye] },
      optional: true,
      effect: dice(ADD_FOCUS),
      summary: 'Calibrated Laser Targeting: the defender is in your bullseye, add a focus result.',
    },
  ],
};
