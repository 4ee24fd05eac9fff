/**
 * Galactic Empire TIE/D Defender pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Colonel Vessery: attacking a ship that some ship holds a lock on (any ship's lock, his own included: the card
 *   says only "a locked ship"), once his attack dice are rolled he may acquire a lock on the defender.
 * - Colonel Jendon (Battle over Endor): defending while he has no shield left, he may change one blank result to a
 *   focus.
 * - Captain Yorr (Battle over Endor): after a primary attack of his that hits, he may spend a charge to perform a bonus
 *   attack with a cannon he carries (000 "Performing an Attack", Aftermath).
 * - Captain Dobbs: while another friendly ship at range 0–1 of him defends, before the Neutralize Results step, if he
 *   is inside the arc the attack is made from and not ionized, he may gain an ion token to cancel one hit result.
 * - Darth Vader (TIE Defender): he spends Force only while he is the attacker (a standing `no-force` while he is not:
 *   his Force powers, the Force's own dice change while defending, purple actions — 000 "Charges and the Force"); while
 *   attacking he may spend a Force to change one blank result to a hit.
 * - Advanced Fire Control (the ship ability TIE Defender Elite gives the TIE/D): once a cannon or missile attack of the
 *   ship is over, if it still holds a lock on that defender, it may make a bonus primary attack on the same ship (000
 *   "Performing an Attack", Aftermath; a missile that spent its lock leaves none to hold).
 */
import { changeAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';

export const IMPERIAL_TIEDDEFENDER_ATTACK: Record<string, Ability[]> = {
  'ship-ability:advancedfirecontrol': [
    {
      source: { kind: 'ship-ability', id: 'advancedfirecontrol' },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'attack-weapon-slot', slots: ['cannon', 'missile'] },
          { kind: 'locking', who: 'self', target: 'other' },
        ],
      },
      optional: true,
      effect: { kind: 'bonus-attack', weapons: ['primary'], against: 'other' },
      summary:
        'Advanced Fire Control: after a cannon or missile attack, a bonus primary attack on a defender you lock.',
    },
  ],
  'pilot:darthvader-tieddefender': [
    {
      source: { kind: 'pilot', xws: 'darthvader-tieddefender' },
      window: 'force:allowed',
      when: { kind: 'not', of: isAttacker },
      optional: false,
      effect: { kind: 'no-force', why: 'able to spend Force only while attacking' },
      summary: 'Darth Vader: you spend Force only while you attack.',
    },
    {
      source: { kind: 'pilot', xws: 'darthvader-tieddefender' },
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: dice(changeAbility('attacker', 'attack', 1, ['blank'], 'hit', { name: 'Darth Vader' })),
      summary: 'Darth Vader: spend a Force to change one blank result to a hit.',
    },
  ],
  'pilot:captaindobbs': [
    {
      source: { kind: 'pilot', xws: 'captaindobbs' },
      window: 'attack:neutralize',
      when: {
        kind: 'all',
        of: [
          { kind: 'attack-party-near', party: 'defender', min: 0, max: 1, includeSelf: false },
          { kind: 'in-arc', arc: 'attack', of: 'attacker', target: 'self' },
          { kind: 'not', of: { kind: 'ionized' } },
          { kind: 'dice-results', dice: 'attack', faces: ['hit'], atLeast: 1 },
        ],
      },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'ion', count: 1 }],
      effect: { kind: 'cancel-dice', dice: 'attack', faces: ['hit'], count: 1 },
      summary: 'Captain Dobbs: gain an ion token to cancel one hit result against your friendly ship.',
    },
  ],
  'pilot:captainyorr-battleoverendor': [
    {
      source: { kind: 'pilot', xws: 'captainyorr-battleoverendor' },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, primaryAttack, { kind: 'subject-data', key: 'hit', oneOf: [true] }] },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'bonus-attack', slots: ['cannon'] },
      summary: 'Captain Yorr: your primary attack hit, spend a charge to perform a bonus cannon attack.',
    },
  ],
  'pilot:coloneljendon-battleoverendor': [
    {
      source: { kind: 'pilot', xws: 'coloneljendon-battleoverendor' },
      window: 'attack:modify-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'not', of: { kind: 'shielded', who: 'self' } }] },
      optional: true,
      effect: dice(changeAbility('defender', 'defense', 1, ['blank'], 'focus', { name: 'Colonel Jendon' })),
      summary: 'Colonel Jendon: you have no shield, change one blank result to a focus.',
    },
  ],
  'pilot:colonelvessery': [
    {
      source: { kind: 'pilot', xws: 'colonelvessery' },
      window: 'dice:after-roll',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'subject-data', key: 'dice', oneOf: ['attack'] },
          {
            kind: 'ships-near',
            side: 'any',
            includeSelf: true,
            where: { kind: 'locking', who: 'self', target: 'defender' },
          },
        ],
      },
      optional: true,
      effect: { kind: 'acquire-lock', who: 'self', on: 'defender' },
      summary: 'Colonel Vessery: the defender is locked, acquire a lock on it.',
    },
  ],
};
