/**
 * The attack group's modifications, each in our own words:
 *
 * - Stealth Device: while its charge is active, the ship rolls one more defense die; whenever it suffers damage, it
 *   loses that charge.
 * - Munitions Failsafe: once the attack dice of a torpedo or missile attack are rolled, the attacker may cancel every
 *   result to have the weapon recover a charge.
 * - Sensor Jammer (Battle of Yavin): defending while a friendly ship (this one included) locks the attacker, one of
 *   the attacker's hits becomes a focus (the defender's modification of the attack dice, in its window).
 * - Beskar Reinforced Plating: defending with the attacker in its front arc, a faceup card about to be dealt is dealt
 *   facedown for one charge, or discarded for two ('damage:before-card'). No role condition: during an attack only
 *   the defender's cards wait at that window (damage.ts: an attack's and an obstacle's damage), and `in-arc` of the
 *   attacker holds only while an attack is in progress.
 * - Tactical Scrambler: while the ship obstructs an enemy ship's attack (000 "Obstruction": its base across the
 *   attack's range, `obstructs-attack`), the defender rolls one more defense die.
 * - Mandalorian Optics: in the System Phase, a charge acquires a lock on a ship in the front arc (range 0–3, the Lock
 *   action's band; not an action); a primary attack on a defender the ship locks is not obstructed by the obstacles it
 *   is not touching (`ignore-obstacles` while attacking, `beyondRange0`). Our readings: "an object" is a ship here —
 *   locks on obstacles are not in the engine yet; "beyond range 0" is measured from the attacker, the range of its own
 *   attack.
 * - Advanced Warning Systems (Evacuation of D'Qar): declared the defender while a friendly ship at range 0–2 (this
 *   one included) locks the attacker, the ship may perform a red Evade action.
 * - Automated Loaders: after a primary attack, a charge buys a Reload action (when a torpedo, missile or device card
 *   of the ship misses a charge: `can-perform`).
 * - Chaff Particles (Battle over Endor): defending, one of the ship's focus results is spent to remove one of its red
 *   or orange tokens. Our reading: spent as the Neutralize Results step comes ('attack:neutralize'), where a focus
 *   result cancels nothing, so spending it there or at the step's end changes nothing else.
 * - Targeting Matrix (Battle over Endor): attacking, once the Neutralize Results step is over ('attack:before-damage'),
 *   the ship may spend one of its focus results (`cancel-dice`); the attack once over, the defender gains a strain
 *   token. The spent result is remembered as a token on the card until then (`card-token`), taken off as the strain is
 *   given.
 */
import { changeAbility, extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';
import { RED_OR_ORANGE, tokensHeld } from '../support/shared.js';
import { lockAllowedBothWays } from '../common.js';

const charged = { kind: 'has-charges', atLeast: 1 } as const;

/** Beskar Reinforced Plating: for `charges` charges, the faceup card about to be dealt to it is changed `to`. */
const beskar = (charges: number, to: 'facedown' | 'discard', summary: string): Ability => ({
  source: { kind: 'upgrade', xws: 'beskarreinforcedplating', side: 0 },
  window: 'damage:before-card',
  when: {
    kind: 'all',
    of: [
      { kind: 'subject-is-self' },
      { kind: 'in-arc', arc: 'front', of: 'self', target: 'attacker' },
      { kind: 'damage-card-is', facing: 'faceup' },
    ],
  },
  optional: true,
  cost: [{ kind: 'spend-charge', count: charges }],
  effect: { kind: 'change-damage-card', to },
  summary,
});

const TM = 'targetingmatrix-battleoverendor';
const TM_SPENT = { kind: 'card-token', xws: TM, token: 'spent-focus' } as const;

export const ATTACK_MODIFICATIONS: Record<string, Ability[]> = {
  [`upgrade:${TM}:0`]: [
    {
      source: { kind: 'upgrade', xws: TM, side: 0 },
      window: 'attack:before-damage',
      when: { kind: 'all', of: [isAttacker, { kind: 'dice-results', dice: 'attack', faces: ['focus'], atLeast: 1 }] },
      optional: true,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'cancel-dice', dice: 'attack', faces: ['focus'], count: 1 },
          { ...TM_SPENT, count: 1 },
        ],
      },
      summary: 'Targeting Matrix: spend a focus result; once the attack is over, the defender gains a strain token.',
    },
    {
      source: { kind: 'upgrade', xws: TM, side: 0 },
      window: 'attack:after',
      // Only its own attack, as the attacker, places the token, and the attack's end takes it off.
      when: { kind: 'has-card-token', xws: TM, token: 'spent-focus' },
      optional: false,
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'gain-token', token: 'strain', count: 1, who: 'other' },
          { ...TM_SPENT, count: -1 },
        ],
      },
      summary: 'Targeting Matrix: the focus result was spent, the defender gains a strain token.',
    },
  ],
  'upgrade:automatedloaders-swz98:0': [
    {
      source: { kind: 'upgrade', xws: 'automatedloaders-swz98', side: 0 },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [isAttacker, primaryAttack, { kind: 'can-perform', actions: [{ type: 'reload', difficulty: 'white' }] }],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'grant-action', actions: [{ type: 'reload', difficulty: 'white' }], why: 'Automated Loaders' },
      summary: 'Automated Loaders: after your primary attack, spend a charge to perform a Reload action.',
    },
  ],
  'upgrade:advancedwarningsystems-evacuationofdqar:0': [
    {
      source: { kind: 'upgrade', xws: 'advancedwarningsystems-evacuationofdqar', side: 0 },
      window: 'attack:after-declare',
      when: {
        kind: 'all',
        of: [
          isDefender,
          {
            kind: 'ships-near',
            side: 'friendly',
            includeSelf: true,
            range: [0, 2],
            where: { kind: 'locking', who: 'self', target: 'attacker' },
          },
        ],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: {
        kind: 'grant-action',
        actions: [{ type: 'evade', difficulty: 'red' }],
        why: 'Advanced Warning Systems',
      },
      summary:
        'Advanced Warning Systems: a friendly ship near you locks the attacker, you may perform a red Evade action.',
    },
  ],
  'upgrade:mandalorianoptics:0': [
    {
      source: { kind: 'upgrade', xws: 'mandalorianoptics', side: 0 },
      window: 'system',
      when: { kind: 'subject-is-self' },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      choose: {
        side: 'any',
        range: [0, 3],
        lockBand: true,
        inArc: { arc: 'front' },
        where: lockAllowedBothWays,
        label: 'acquire a lock on it',
      },
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      summary: 'Mandalorian Optics: spend a charge to acquire a lock on a ship in your front arc.',
    },
    {
      source: { kind: 'upgrade', xws: 'mandalorianoptics', side: 0 },
      window: 'ship:ignore-obstacles',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-data', key: 'weapon', oneOf: ['primary'] },
          { kind: 'locking', who: 'self', target: 'other' },
        ],
      },
      optional: false,
      effect: { kind: 'ignore-obstacles', while: ['attacking'], beyondRange0: true },
      summary: 'Mandalorian Optics: your primary attack on a ship you lock ignores the obstacles you are not touching.',
    },
  ],
  'upgrade:tacticalscrambler:0': [
    {
      source: { kind: 'upgrade', xws: 'tacticalscrambler', side: 0 },
      window: 'attack:roll-defense-dice',
      when: {
        kind: 'all',
        of: [
          { kind: 'obstructs-attack', who: 'self' },
          { kind: 'ship-is', who: 'attacker', side: 'enemy' },
        ],
      },
      optional: false,
      effect: dice(extraDice('defense', 1)),
      summary: 'Tactical Scrambler: you obstruct the enemy’s attack, the defender rolls one more defense die.',
    },
  ],
  'upgrade:beskarreinforcedplating:0': [
    beskar(1, 'facedown', 'Beskar Reinforced Plating: spend a charge to be dealt this faceup card facedown.'),
    beskar(2, 'discard', 'Beskar Reinforced Plating: spend two charges to discard this faceup card.'),
  ],
  'upgrade:sensorjammer-battleofyavin:0': [
    {
      source: { kind: 'upgrade', xws: 'sensorjammer-battleofyavin', side: 0 },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          isDefender,
          {
            kind: 'ships-near',
            side: 'friendly',
            includeSelf: true,
            where: { kind: 'locking', who: 'self', target: 'attacker' },
          },
        ],
      },
      optional: true,
      effect: dice(changeAbility('defender', 'attack', 1, ['hit'], 'focus', { name: 'Sensor Jammer' })),
      summary: 'Sensor Jammer: a friendly ship locks the attacker, change one of its hits to a focus.',
    },
  ],
  'upgrade:munitionsfailsafe:0': [
    {
      source: { kind: 'upgrade', xws: 'munitionsfailsafe', side: 0 },
      window: 'dice:after-roll',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'subject-data', key: 'dice', oneOf: ['attack'] },
          { kind: 'attack-weapon-slot', slots: ['torpedo', 'missile'] },
        ],
      },
      optional: true,
      effect: {
        kind: 'sequence',
        of: [{ kind: 'cancel-attack-results' }, { kind: 'recover-weapon-charges', count: 1 }],
      },
      summary: 'Munitions Failsafe: cancel all your attack results to recover a charge on the weapon.',
    },
  ],
  'upgrade:stealthdevice:0': [
    {
      source: { kind: 'upgrade', xws: 'stealthdevice', side: 0 },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, charged] },
      optional: false,
      effect: dice(extraDice('defense', 1)),
      summary: 'Stealth Device: your charge is active, roll one more defense die.',
    },
    {
      source: { kind: 'upgrade', xws: 'stealthdevice', side: 0 },
      window: 'damage:suffered',
      when: { kind: 'all', of: [{ kind: 'subject-is-self' }, charged] },
      optional: false,
      effect: { kind: 'lose-card-charges', xws: 'stealthdevice', count: 1 },
      summary: 'Stealth Device: you suffered damage, lose its charge.',
    },
  ],
  'upgrade:chaffparticles-battleoverendor:0': [
    {
      source: { kind: 'upgrade', xws: 'chaffparticles-battleoverendor', side: 0 },
      window: 'attack:neutralize',
      // No red or orange token held, no choice: the ability is not offered.
      when: { kind: 'all', of: [isDefender, { kind: 'dice-results', dice: 'defense', faces: ['focus'], atLeast: 1 }] },
      optional: true,
      choices: (ctx, me) => tokensHeld(ctx, me, RED_OR_ORANGE, (t) => `remove a ${t} token`),
      effect: {
        kind: 'sequence',
        of: [{ kind: 'cancel-dice', dice: 'defense', faces: ['focus'], count: 1 }, { kind: 'remove-chosen-token' }],
      },
      summary: 'Chaff Particles: spend one of your focus results to remove a red or orange token.',
    },
  ],
};
