/**
 * Galactic Republic Naboo Royal N-1 starfighter pilots whose abilities act inside an attack, each in our own words
 * (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Rico Lie: defending, or attacking with his primary weapon, while his revealed maneuver is faster than the enemy
 *   ship's (`revealed-vs`), he rolls one more die.
 * - Gavyn Sykes: attacking or defending, while his revealed maneuver is faster than the enemy ship's, he may reroll
 *   his blank results.
 * - Dineé Ellberger: attacking or defending, while her revealed maneuver has the enemy ship's speed, the enemy ship's
 *   dice cannot be modified (a standing rule the Modify steps read: the defense dice when she attacks, the attack
 *   dice when she defends).
 * - Padmé Amidala: an enemy ship in her front arc, attacking or defending, may modify one focus result at most in that
 *   attack (`modify-limit`, an aura over the enemy ships; its other results stay free). Our readings: the focus results
 *   it modifies on either dice count, and "in your front arc" is read within range 3, the aura's reach (000 "Measuring
 *   Range": nothing is measured beyond range 3).
 */
import { extraDice, rerollAbility } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender, primaryAttack } from '../../vocabulary/queries.js';

export const REPUBLIC_NABOOROYALN1STARFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:ricolie': [
    {
      source: { kind: 'pilot', xws: 'ricolie' },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [isAttacker, primaryAttack, { kind: 'revealed-vs', who: 'self', than: 'defender', compare: 'faster' }],
      },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Rico Lie: your revealed maneuver is faster, roll one more attack die.',
    },
    {
      source: { kind: 'pilot', xws: 'ricolie' },
      window: 'attack:roll-defense-dice',
      when: {
        kind: 'all',
        of: [isDefender, { kind: 'revealed-vs', who: 'self', than: 'attacker', compare: 'faster' }],
      },
      optional: false,
      effect: dice(extraDice('defense', 1)),
      summary: 'Rico Lie: your revealed maneuver is faster, roll one more defense die.',
    },
  ],
  'pilot:gavynsykes': (['attacker', 'defender'] as const).map((by): Ability => ({
    source: { kind: 'pilot', xws: 'gavynsykes' },
    window: by === 'attacker' ? 'attack:modify-attack-dice' : 'attack:modify-defense-dice',
    when: {
      kind: 'all',
      of: [
        by === 'attacker' ? isAttacker : isDefender,
        { kind: 'revealed-vs', who: 'self', than: by === 'attacker' ? 'defender' : 'attacker', compare: 'faster' },
      ],
    },
    optional: true,
    effect: dice({
      ...rerollAbility(by, 'any', { name: 'Gavyn Sykes' }),
      effect: { kind: 'reroll', count: 'any', faces: ['blank'] },
    }),
    summary: 'Gavyn Sykes: your revealed maneuver is faster, reroll your blank results.',
  })),
  'pilot:dineeellberger': (['attacker', 'defender'] as const).map((role): Ability => ({
    source: { kind: 'pilot', xws: 'dineeellberger' },
    window: 'attack:modify-restriction',
    when: sameSpeedAs(role),
    optional: false,
    effect: { kind: 'dice-unmodifiable', dice: role === 'attacker' ? 'defense' : 'attack' },
    summary: 'Dineé Ellberger: your revealed maneuver has the enemy ship’s speed, its dice cannot be modified.',
  })),
  'pilot:padmeamidala': [
    {
      source: { kind: 'pilot', xws: 'padmeamidala' },
      window: 'attack:modify-restriction',
      // Read for the attacker and the defender: the aura reaches the enemy one, `other` seen from her.
      reach: { side: 'enemy', min: 0, max: 3 },
      when: { kind: 'in-arc', arc: 'front', of: 'self', target: 'other' },
      optional: false,
      effect: { kind: 'modify-limit', count: 1, faces: ['focus'] },
      summary: 'Padmé Amidala: an enemy ship in your front arc may modify only one focus result in its attack.',
    },
  ],
};

/** She is the attack's `role` and her revealed maneuver has the other party's speed. */
function sameSpeedAs(role: 'attacker' | 'defender'): Condition {
  return {
    kind: 'all',
    of: [
      role === 'attacker' ? isAttacker : isDefender,
      { kind: 'revealed-vs', who: 'self', than: role === 'attacker' ? 'defender' : 'attacker', compare: 'same-speed' },
    ],
  };
}
