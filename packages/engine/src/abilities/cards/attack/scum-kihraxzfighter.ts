/**
 * Scum and Villainy Kihraxz fighter pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Talonbane Cobra: one more defense die when he defends at attack range 3, one more attack die when he attacks at
 *   range 1.
 * - Graz: one more defense die when he is behind the attacker, one more attack die when he is behind the defender.
 *   "Behind" is read as inside the other ship's full rear arc (000 "Arcs": the full rear arc is the half of the ship
 *   behind its sides' line).
 * - Viktor Hel: after he defends, if he did not roll exactly two defense dice, the attacker gains a stress token. His
 *   defense dice as the attack ends are read (`dice-results` of every face): a die added or cancelled by an ability
 *   counts as rolled or not (reading).
 * - Captain Jostero: after an enemy ship that is not defending suffers damage, he may perform a bonus attack against
 *   it (`ship-is` `defending`; a bonus attack is granted only in the Engagement Phase, 000 "Performing an Attack"; its
 *   declaration offers "no bonus attack").
 */
import { extraDice } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

/** Graz is inside the other party's full rear arc. */
const behindOther: Condition = { kind: 'in-arc', arc: 'full-rear', of: 'other', target: 'self' };

export const SCUM_KIHRAXZFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:talonbanecobra': [
    {
      source: { kind: 'pilot', xws: 'talonbanecobra' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'attack-range', min: 1, max: 1 }] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Talonbane Cobra: attacking at range 1, roll one more attack die.',
    },
    {
      source: { kind: 'pilot', xws: 'talonbanecobra' },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, { kind: 'attack-range', min: 3, max: 3 }] },
      optional: false,
      effect: dice(extraDice('defense', 1)),
      summary: 'Talonbane Cobra: defending at range 3, roll one more defense die.',
    },
  ],
  'pilot:graz': [
    {
      source: { kind: 'pilot', xws: 'graz' },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, behindOther] },
      optional: false,
      effect: dice(extraDice('defense', 1)),
      summary: 'Graz: you are behind the attacker, roll one more defense die.',
    },
    {
      source: { kind: 'pilot', xws: 'graz' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, behindOther] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Graz: you are behind the defender, roll one more attack die.',
    },
  ],
  'pilot:viktorhel': [
    {
      source: { kind: 'pilot', xws: 'viktorhel' },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [
          isDefender,
          {
            kind: 'not',
            of: {
              kind: 'dice-results',
              dice: 'defense',
              faces: ['blank', 'focus', 'evade'],
              atLeast: 2,
              atMost: 2,
            },
          },
        ],
      },
      optional: false,
      effect: { kind: 'gain-token', token: 'stress', count: 1, who: 'attacker' },
      summary: 'Viktor Hel: you did not roll exactly two defense dice, the attacker gains a stress token.',
    },
  ],
  'pilot:captainjostero': [
    {
      source: { kind: 'pilot', xws: 'captainjostero' },
      window: 'damage:suffered',
      when: {
        kind: 'all',
        of: [
          { kind: 'ship-is', who: 'other', side: 'enemy' },
          { kind: 'ship-is', who: 'other', defending: false },
        ],
      },
      optional: false,
      effect: { kind: 'bonus-attack', against: 'other' },
      summary: 'Captain Jostero: an enemy ship not defending suffered damage, you may attack it.',
    },
  ],
};
