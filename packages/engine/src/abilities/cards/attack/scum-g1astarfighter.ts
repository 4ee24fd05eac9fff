/**
 * Scum and Villainy G-1A starfighter pilots whose abilities act inside an attack (all printings), each in our own
 * words (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Zuckuss (both printings): once his primary attack is declared, he may have it roll one more attack die; the
 *   defender then rolls one more defense die too. Both are lasting dice-count changes for the rest of the attack,
 *   chosen before the attack dice are rolled ('attack:after-declare', 001 Engagement 1–2).
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';

function zuckuss(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:after-declare',
      when: { kind: 'all', of: [isAttacker, primaryAttack] },
      optional: true,
      effect: {
        kind: 'sequence',
        of: [
          {
            kind: 'last',
            until: 'end-of-attack',
            window: 'attack:roll-attack-dice',
            while: isAttacker,
            effect: dice(extraDice('attack', 1)),
          },
          {
            kind: 'last',
            until: 'end-of-attack',
            window: 'attack:roll-defense-dice',
            who: 'defender',
            while: isDefender,
            effect: dice(extraDice('defense', 1)),
          },
        ],
      },
      summary: 'Zuckuss: roll one more attack die; the defender rolls one more defense die.',
    },
  ];
}

export const SCUM_G1ASTARFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:zuckuss': zuckuss('zuckuss'),
  'pilot:zuckuss-armedanddangerous': zuckuss('zuckuss-armedanddangerous'),
};
