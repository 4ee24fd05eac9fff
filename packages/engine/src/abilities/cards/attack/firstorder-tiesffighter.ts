/**
 * First Order TIE/sf fighter pilots whose abilities act inside an attack, each in our own words (never card text).
 * Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - "Backdraft": his primary single-turret attacks against a defender in his rear arc roll one more attack die.
 * - "Quickdraw": after damage takes one of his shields, he may spend his charge to perform a bonus primary attack
 *   (asked only while he may still perform one this Engagement Phase: `bonus-attack-left`). Reading: shields are lost
 *   to damage (000 "Damage": shields before cards); a shield spent as a cost or lost to an effect's `lose-shields`
 *   does not raise 'damage:suffered' and does not set him off.
 * - Captain Phasma: defending, once the Neutralize Results step is over, another friendly ship at range 0–1 of her
 *   (her owner chooses it) must suffer one damage to cancel one matching result: a hit for regular damage, or a crit
 *   for critical damage. Reading: the card leaves which result to her player; the record takes a hit while one is
 *   left (the friendly ship then suffers regular damage), a crit only when no hit is.
 * - Theta 4 (Evacuation of D'Qar): while an enemy ship inside his single turret arc attacks (him or a friendly ship),
 *   he may spend his own charge and a charge of his missile upgrade to have two of its attack dice rerolled, the
 *   ones his player picks (a reroll by the defending side in the Modify Attack Dice step, 000 "Modifying Dice":
 *   the dice are the attacker's, the choice is Theta 4's). Only the defending side is offered it, so an enemy of
 *   his attacking is the whole condition with the arc.
 * - Lieutenant LeHuse: attacking, he may have another friendly ship spend its lock on the defender to reroll any
 *   number of his attack dice (the reroll is offered while such a ship stands; once used, his player picks which one
 *   spends its lock: a 'dice:after-modify' record answering his own use, as Wolfpack does; 000 "Locks").
 */
import { extraDice, rerollAbility } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack, takeResultUpon } from '../../vocabulary/queries.js';

/** Seen from the candidate: it holds a lock on the defender (Lieutenant LeHuse). */
const LEHUSE_LOCK: Condition = { kind: 'locking', who: 'self', target: 'defender' };

export const FIRSTORDER_TIESFFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:lieutenantlehuse': [
    {
      source: { kind: 'pilot', xws: 'lieutenantlehuse' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'ships-near', side: 'friendly', where: LEHUSE_LOCK }] },
      optional: true,
      effect: dice(rerollAbility('attacker', 'any', { name: 'Lieutenant LeHuse' })),
      summary: 'Lieutenant LeHuse: another friendly ship spends its lock on the defender, reroll any of your dice.',
    },
    {
      source: { kind: 'pilot', xws: 'lieutenantlehuse' },
      window: 'dice:after-modify',
      when: {
        kind: 'all',
        of: [{ kind: 'modified-by-self' }, { kind: 'subject-data', key: 'source', oneOf: ['pilot:lieutenantlehuse'] }],
      },
      optional: false,
      choose: { side: 'friendly', where: LEHUSE_LOCK, label: 'spends its lock' },
      effect: { kind: 'spend-lock', who: 'chosen', on: 'defender' },
      summary: 'Lieutenant LeHuse: choose the other friendly ship whose lock on the defender is spent.',
    },
  ],
  'pilot:theta4-evacuationofdqar': [
    {
      source: { kind: 'pilot', xws: 'theta4-evacuationofdqar' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'in-arc', arc: 'single-turret', of: 'self', target: 'attacker' },
      optional: true,
      cost: [
        { kind: 'spend-charge', count: 1 },
        { kind: 'spend-upgrade-charge', count: 1, types: ['missile'] },
      ],
      effect: dice(rerollAbility('defender', 2, { name: 'Theta 4', dice: 'attack' })),
      summary: 'Theta 4: spend your charge and a missile charge, the attacker rerolls two attack dice you pick.',
    },
  ],
  'pilot:captainphasma': [
    {
      source: { kind: 'pilot', xws: 'captainphasma' },
      window: 'attack:before-damage',
      // The window runs only while hits or crits are left (combat/attack.ts), so the defender's role is all it asks.
      when: isDefender,
      optional: false,
      choose: { side: 'friendly', range: [0, 1], label: 'suffers 1 damage to cancel a matching result' },
      // A crit only when no hit is left (checked first, so that the hit's cancellation cannot open it).
      effect: {
        kind: 'sequence',
        of: [
          {
            kind: 'if-holds',
            when: { kind: 'attack-result', faces: ['hit'], atMost: 0 },
            effect: takeResultUpon('crit', 'Captain Phasma'),
          },
          {
            kind: 'if-holds',
            when: { kind: 'attack-result', faces: ['hit'], atLeast: 1 },
            effect: takeResultUpon('hit', 'Captain Phasma'),
          },
        ],
      },
      summary: 'Captain Phasma: a friendly ship near you suffers 1 damage to cancel one hit (or crit) result.',
    },
  ],
  'pilot:quickdraw': [
    {
      source: { kind: 'pilot', xws: 'quickdraw' },
      window: 'damage:suffered',
      when: {
        kind: 'all',
        of: [
          { kind: 'subject-is-self' },
          { kind: 'subject-data', key: 'shieldLost', oneOf: [true] },
          { kind: 'bonus-attack-left', who: 'self' },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'bonus-attack', weapons: ['primary'] },
      summary: '"Quickdraw": you lost a shield, spend your charge to perform a bonus primary attack.',
    },
  ],
  'pilot:backdraft': [
    {
      source: { kind: 'pilot', xws: 'backdraft' },
      window: 'attack:roll-attack-dice',
      // The card names his single turret arc: a primary attack at a defender in his rear arc can only be that one
      // (his other primary arc is the front arc), so the weapon and the arc say it.
      when: {
        kind: 'all',
        of: [isAttacker, primaryAttack, { kind: 'in-arc', arc: 'rear', of: 'self', target: 'other' }],
      },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: '"Backdraft": the defender is in your rear arc, roll one more attack die.',
    },
  ],
};
