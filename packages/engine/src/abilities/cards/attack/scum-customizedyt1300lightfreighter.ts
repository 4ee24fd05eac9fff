/**
 * Scum and Villainy Customized YT-1300 (and Escape Craft) pilots whose abilities act inside an attack, each in our own
 * words (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Han Solo (both printings): when the attack he attacks (with his primary weapon) or defends in is obstructed by an
 *   obstacle, he may roll one more die.
 * - Lando Calrissian (YT-1300 and Escape Craft, one record builder): once his dice are rolled, attacking or defending,
 *   if he is not stressed he may take a stress token to reroll all of his blank results. Offered in his Modify step,
 *   the first moment after his roll at which the rules let him change his dice (001 Attack, Modify Dice).
 */
import { extraDice, rerollAbility } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';

const notStressed: Condition = { kind: 'has-token', token: 'stress', atLeast: 0, atMost: 0, who: 'self' };

function blanksReroll(by: 'attacker' | 'defender') {
  return dice({
    ...rerollAbility(by, 'any', { name: 'Lando Calrissian', cost: { gain: 'stress' } }),
    effect: { kind: 'reroll', count: 'any', faces: ['blank'] },
  });
}

export function landoCalrissian(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, notStressed] },
      optional: true,
      effect: blanksReroll('attacker'),
      summary: 'Lando Calrissian: you are not stressed, gain a stress token to reroll all your blank results.',
    },
    {
      source: { kind: 'pilot', xws },
      window: 'attack:modify-defense-dice',
      when: { kind: 'all', of: [isDefender, notStressed] },
      optional: true,
      effect: blanksReroll('defender'),
      summary: 'Lando Calrissian: you are not stressed, gain a stress token to reroll all your blank results.',
    },
  ];
}

const obstructed: Condition = { kind: 'attack-obstructed' };

function hanSolo(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, obstructed] },
      optional: true,
      effect: dice(extraDice('attack', 1)),
      summary: 'Han Solo: the attack is obstructed, roll one more attack die.',
    },
    {
      source: { kind: 'pilot', xws },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, obstructed] },
      optional: true,
      effect: dice(extraDice('defense', 1)),
      summary: 'Han Solo: the attack is obstructed, roll one more defense die.',
    },
  ];
}

export const SCUM_CUSTOMIZEDYT1300LIGHTFREIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:landocalrissian': landoCalrissian('landocalrissian'),
  'pilot:hansolo': hanSolo('hansolo'),
  'pilot:hansolo-armedanddangerous': hanSolo('hansolo-armedanddangerous'),
};
