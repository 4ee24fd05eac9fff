/**
 * Scum and Villainy Fang fighter pilots whose abilities act inside an attack (all printings), each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Fenn Rau (both printings): when the attack is at range 1, he may roll one more die, attacking or defending.
 * - Concordia Faceoff (ship ability of the Fang fighters of both factions): defending at attack range 1 while inside
 *   the attacker's front arc, one of the ship's defense results becomes an evade. The card gives no timing: the change
 *   is the defender's own dice modification, offered in its Modify Defense Dice step (001 Engagement 3.2; a mandatory
 *   modification cannot be a record of that window, record-shape.test.ts), where it turns a blank or a focus — the
 *   defender never loses by it.
 */
import { changeAbility, extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

const atRange1 = { kind: 'attack-range', min: 1, max: 1 } as const;

function fennRau(xws: string): Ability[] {
  return [
    {
      source: { kind: 'pilot', xws },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, atRange1] },
      optional: true,
      effect: dice(extraDice('attack', 1)),
      summary: 'Fenn Rau: the attack is at range 1, roll one more attack die.',
    },
    {
      source: { kind: 'pilot', xws },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, atRange1] },
      optional: true,
      effect: dice(extraDice('defense', 1)),
      summary: 'Fenn Rau: the attack is at range 1, roll one more defense die.',
    },
  ];
}

export const SCUM_FANGFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:fennrau': fennRau('fennrau'),
  'pilot:fennrau-armedanddangerous': fennRau('fennrau-armedanddangerous'),
  'ship-ability:concordiafaceoff': [
    {
      source: { kind: 'ship-ability', id: 'concordiafaceoff' },
      window: 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [isDefender, atRange1, { kind: 'in-arc', arc: 'front', of: 'attacker', target: 'self' }],
      },
      optional: true,
      effect: dice(changeAbility('defender', 'defense', 1, ['blank', 'focus'], 'evade', { name: 'Concordia Faceoff' })),
      summary: 'Concordia Faceoff: at range 1 in the attacker’s front arc, change one defense result to an evade.',
    },
  ],
};
