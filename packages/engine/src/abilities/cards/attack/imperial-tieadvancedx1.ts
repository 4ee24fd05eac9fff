/**
 * Galactic Empire TIE Advanced x1 pilots whose abilities act inside an attack (all printings), each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Darth Vader (Battle of Yavin): attacking, he may spend a Force to change one blank result to a hit.
 * - Advanced Targeting Computer (ship ability): a primary attack on a defender the ship has locked rolls one more
 *   attack die, and one hit result becomes a crit. The change has no timing of its own: it is offered in the
 *   attacker's Modify Attack Dice step (001 Engagement 2.2), as every dice modification is (record-shape.test.ts), so
 *   the attacker applies it once a hit shows (a hit made by its focus too); the attacker never loses by it.
 */
import { changeAbility, extraDice } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';

/** A primary attack on a defender the ship holds a lock on. */
const primaryOnLocked: Condition = {
  kind: 'all',
  of: [isAttacker, primaryAttack, { kind: 'locking', who: 'self', target: 'defender' }],
};

export const IMPERIAL_TIEADVANCEDX1_ATTACK: Record<string, Ability[]> = {
  'pilot:darthvader-battleofyavin': [
    {
      source: { kind: 'pilot', xws: 'darthvader-battleofyavin' },
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: dice(changeAbility('attacker', 'attack', 1, ['blank'], 'hit', { name: 'Darth Vader' })),
      summary: 'Darth Vader: spend a Force to change one blank result to a hit.',
    },
  ],
  'ship-ability:advancedtargetingcomputer': [
    {
      source: { kind: 'ship-ability', id: 'advancedtargetingcomputer' },
      window: 'attack:roll-attack-dice',
      when: primaryOnLocked,
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Advanced Targeting Computer: the defender is locked, roll one more attack die.',
    },
    {
      source: { kind: 'ship-ability', id: 'advancedtargetingcomputer' },
      window: 'attack:modify-attack-dice',
      when: primaryOnLocked,
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['hit'], 'crit', { name: 'Advanced Targeting Computer' })),
      summary: 'Advanced Targeting Computer: the defender is locked, change one hit result to a crit.',
    },
  ],
};
