/**
 * Upgrades that change an attack, each in our own words. Dice abilities use @xwing/dice's Modification; the attack
 * code offers them in the matching modify window (or applies 'dice' count changes in the roll steps). Keys as in
 * source-keys.ts.
 *
 * - Proton Torpedoes (special weapon, needs a lock on the defender, spends 1 charge — see combat/weapons.ts): may
 *   change one hit to a crit.
 * - Predator: during a primary attack with the defender in the attacker's bullseye, reroll one attack die.
 * - Marksmanship: during an attack with the defender in the attacker's bullseye, change one hit to a crit.
 * - Outmaneuver: during a front-arc attack, if the attacker is outside the defender's firing arcs, the defender rolls
 *   one defense die fewer.
 * - Instinctive Aim: special attacks may ignore their focus or lock requirement by spending 1 Force (read by the weapon
 *   rules; the Force is spent on declaring).
 * - Shield Upgrade, Hull Upgrade: stat grants (stats.ts), no ability.
 */
import { changeAbility, extraDice, rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { defenderInBullseye, dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';

export const ATTACK_UPGRADES: Record<string, Ability[]> = {
  'upgrade:protontorpedoes:0': [
    {
      source: { kind: 'upgrade', xws: 'protontorpedoes', side: 0 },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [isAttacker, { kind: 'attack-weapon', weapon: 'protontorpedoes' }],
      },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['hit'], 'crit', { name: 'Proton Torpedoes' })),
      summary: 'Proton Torpedoes: change one hit to a crit.',
    },
  ],
  'upgrade:predator:0': [
    {
      source: { kind: 'upgrade', xws: 'predator', side: 0 },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, primaryAttack, defenderInBullseye] },
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: 'Predator' })),
      summary: 'Predator: the defender is in your bullseye, reroll one attack die.',
    },
  ],
  'upgrade:marksmanship:0': [
    {
      source: { kind: 'upgrade', xws: 'marksmanship', side: 0 },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, defenderInBullseye] },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['hit'], 'crit', { name: 'Marksmanship' })),
      summary: 'Marksmanship: the defender is in your bullseye, change one hit to a crit.',
    },
  ],
  'upgrade:outmaneuver:0': [
    {
      source: { kind: 'upgrade', xws: 'outmaneuver', side: 0 },
      window: 'attack:roll-defense-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          { kind: 'attack-arc', arc: 'front' },
          // The attacker is outside every firing arc of the defender.
          { kind: 'not', of: { kind: 'in-arc', arc: 'firing', of: 'defender', target: 'self' } },
        ],
      },
      optional: false,
      effect: dice(extraDice('defense', -1, 'attacker')),
      summary: 'Outmaneuver: outside the defender’s firing arc, the defender rolls one die fewer.',
    },
  ],
  'upgrade:instinctiveaim:0': [
    {
      source: { kind: 'upgrade', xws: 'instinctiveaim', side: 0 },
      window: 'attack:weapon-requirement',
      when: { kind: 'always' },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: { kind: 'waive-weapon-requirement', requirements: ['focus', 'lock'], specialOnly: true },
      summary: 'Instinctive Aim: spend 1 Force to attack with a special weapon without its focus or lock requirement.',
    },
  ],
};
