/**
 * Rebel RZ-1 A-wing pilots whose abilities act inside an attack (all printings), each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Wedge Antilles (RZ-1 A-wing): his primary attacks against a defender in his front arc make it roll one defense
 *   die fewer.
 * - Arvel Crynyd (Battle over Endor): defending, he may take a strain token to change one focus result to an evade.
 * - Gemmer Sojan (Battle over Endor): defending, she may take a strain token to change up to two blanks to focuses.
 * - Sabine Wren (RZ-1 A-wing): attacking or defending at attack range 1 while inside the enemy ship's front arc, she
 *   may change one blank or focus result to a hit (attacking) or an evade (defending).
 * - Tycho Celchu (Battle over Endor): disarmed (any number of disarm tokens), he may still make missile attacks, rolling
 *   at most four attack dice in them (`disarmed-attacks` with `anyDisarm`).
 */
import { changeAbility, extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';

export const REBEL_RZ1AWING_ATTACK: Record<string, Ability[]> = {
  'pilot:sabinewren-rz1awing': (['attacker', 'defender'] as const).map((role): Ability => ({
    source: { kind: 'pilot', xws: 'sabinewren-rz1awing' },
    window: role === 'attacker' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
    when: {
      kind: 'all',
      of: [
        role === 'attacker' ? isAttacker : isDefender,
        { kind: 'attack-range', min: 1, max: 1 },
        { kind: 'in-arc', arc: 'front', of: role === 'attacker' ? 'defender' : 'attacker', target: 'self' },
      ],
    },
    optional: true,
    effect: dice(
      role === 'attacker'
        ? changeAbility('attacker', 'attack', 1, ['blank', 'focus'], 'hit', { name: 'Sabine Wren' })
        : changeAbility('defender', 'defense', 1, ['blank', 'focus'], 'evade', { name: 'Sabine Wren' }),
    ),
    summary: `Sabine Wren: at range 1 in the enemy's front arc, change one result to ${role === 'attacker' ? 'a hit' : 'an evade'}.`,
  })),
  'pilot:wedgeantilles-rz1awing': [
    {
      source: { kind: 'pilot', xws: 'wedgeantilles-rz1awing' },
      window: 'attack:roll-defense-dice',
      // The card asks for the defender in his front arc: an RZ-1's primary weapon fires only from that arc, so a
      // primary attack already has it there (001 Attack: the defender must be in the weapon's arc).
      when: { kind: 'all', of: [isAttacker, primaryAttack] },
      optional: false,
      effect: dice(extraDice('defense', -1, 'attacker')),
      summary: 'Wedge Antilles: the defender is in your front arc, it rolls one defense die fewer.',
    },
  ],
  'pilot:arvelcrynyd-battleoverendor': [
    {
      source: { kind: 'pilot', xws: 'arvelcrynyd-battleoverendor' },
      window: 'attack:modify-defense-dice',
      when: isDefender,
      optional: true,
      effect: dice(
        changeAbility('defender', 'defense', 1, ['focus'], 'evade', { name: 'Arvel Crynyd', cost: { gain: 'strain' } }),
      ),
      summary: 'Arvel Crynyd: gain a strain token to change one focus result to an evade.',
    },
  ],
  'pilot:gemmersojan-battleoverendor': [
    {
      source: { kind: 'pilot', xws: 'gemmersojan-battleoverendor' },
      window: 'attack:modify-defense-dice',
      when: isDefender,
      optional: true,
      effect: dice(
        changeAbility('defender', 'defense', 2, ['blank'], 'focus', { name: 'Gemmer Sojan', cost: { gain: 'strain' } }),
      ),
      summary: 'Gemmer Sojan: gain a strain token to change up to two blank results to focuses.',
    },
  ],
  'pilot:tychocelchu-battleoverendor': [
    {
      source: { kind: 'pilot', xws: 'tychocelchu-battleoverendor' },
      window: 'attack:defenders',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'disarmed-attacks', slots: ['missile'], maxDice: 4, anyDisarm: true },
      summary: 'Tycho Celchu: disarmed, you may still make missile attacks, with four attack dice at most.',
    },
  ],
};
