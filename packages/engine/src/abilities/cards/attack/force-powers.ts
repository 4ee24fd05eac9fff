/**
 * The attack group's Force powers, each in our own words:
 *
 * - Brilliant Evasion: defending outside the attacker's bullseye, spend 1 Force to change up to two focus results to
 *   evades.
 * - Malice: attacking, 1 Force changes a focus (else a hit) result to a crit; having done so, once the attack is over,
 *   a faceup Pilot or Crew damage card dealt to the defender during it gives 2 Force back (`modified-this-attack`,
 *   `cards-dealt`, as dealt).
 * - Shattering Shot: attacking through an obstacle (000 "Obstruction"), or at a defender at range 0 of one, 1 Force
 *   adds a focus result.
 * - Predictive Shot: once the attack is declared with the defender in the bullseye arc, 1 Force keeps the defender's
 *   defense dice at or under the attack's hit and crit results, counted as the Roll Defense Dice step comes
 *   (`defense-dice-cap`).
 * - Foresight (s36): after an enemy ship executes a maneuver, 1 Force buys the card's own attack (bullseye arc, range
 *   1–3, 2 dice) against it as a bonus attack (talents.ts `attackAfterEnemyManeuver`). While attacking with it, one
 *   focus result may become a hit, and no other modification of the attack dice is allowed (`dice-unmodifiable` with
 *   `except: 'own-card'`). Our reading, as Snap Shot's: the weapon may also be fired in the Engagement Phase, under the
 *   same restriction.
 */
import { changeAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';
import { attackAfterEnemyManeuver, attackingWithCard } from './talents.js';

export const ATTACK_FORCE_POWERS: Record<string, Ability[]> = {
  'upgrade:foresight:0': [
    attackAfterEnemyManeuver(
      'foresight',
      'Foresight: an enemy ship has executed a maneuver, spend 1 Force to attack it with Foresight as a bonus attack.',
      [{ kind: 'spend-force', count: 1 }],
    ),
    {
      source: { kind: 'upgrade', xws: 'foresight', side: 0 },
      window: 'attack:modify-attack-dice',
      when: attackingWithCard('foresight'),
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['focus'], 'hit', { name: 'Foresight' })),
      summary: 'Foresight: attacking with it, change one focus result to a hit.',
    },
    {
      source: { kind: 'upgrade', xws: 'foresight', side: 0 },
      window: 'attack:modify-restriction',
      // Read for both ships of the attack: the weapon's name alone says the attack is made with this card.
      when: { kind: 'attack-weapon', weapon: 'foresight' },
      optional: false,
      effect: { kind: 'dice-unmodifiable', dice: 'attack', except: 'own-card' },
      summary: 'Foresight: its attack dice cannot be modified but by its own focus-to-hit change.',
    },
  ],
  'upgrade:predictiveshot:0': [
    {
      source: { kind: 'upgrade', xws: 'predictiveshot', side: 0 },
      window: 'attack:after-declare',
      when: { kind: 'all', of: [isAttacker, { kind: 'in-arc', arc: 'bullseye', of: 'self', target: 'other' }] },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: { kind: 'defense-dice-cap', faces: ['hit', 'crit'] },
      summary:
        'Predictive Shot: the defender is in your bullseye, spend 1 Force: it rolls no more dice than your hits and crits.',
    },
  ],
  'upgrade:shatteringshot:0': [
    {
      source: { kind: 'upgrade', xws: 'shatteringshot', side: 0 },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          {
            kind: 'any',
            of: [{ kind: 'attack-obstructed' }, { kind: 'near-obstacle', who: 'defender', min: 0, max: 0 }],
          },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: dice({
        name: 'Shattering Shot',
        by: 'attacker',
        dice: 'attack',
        effect: { kind: 'add', face: 'focus', count: 1 },
      }),
      summary:
        'Shattering Shot: an obstacle obstructs the attack or touches the defender, spend 1 Force to add a focus result.',
    },
  ],
  'upgrade:malice:0': [
    {
      source: { kind: 'upgrade', xws: 'malice', side: 0 },
      window: 'attack:modify-attack-dice',
      when: isAttacker,
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: dice(changeAbility('attacker', 'attack', 1, ['focus', 'hit'], 'crit', { name: 'Malice' })),
      summary: 'Malice: spend 1 Force to change a focus or hit result to a crit.',
    },
    {
      source: { kind: 'upgrade', xws: 'malice', side: 0 },
      window: 'attack:after',
      when: {
        kind: 'all',
        of: [{ kind: 'modified-this-attack' }, { kind: 'cards-dealt', faceup: true, traits: ['pilot', 'crew'] }],
      },
      optional: false,
      effect: { kind: 'recover', stat: 'force', count: 2, source: 'Malice' },
      summary: 'Malice: the defender was dealt a faceup Pilot or Crew card, recover 2 Force.',
    },
  ],
  'upgrade:brilliantevasion:0': [
    {
      source: { kind: 'upgrade', xws: 'brilliantevasion', side: 0 },
      window: 'attack:modify-defense-dice',
      when: {
        kind: 'all',
        of: [isDefender, { kind: 'not', of: { kind: 'in-arc', arc: 'bullseye', of: 'other', target: 'self' } }],
      },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: dice(changeAbility('defender', 'defense', 2, ['focus'], 'evade', { name: 'Brilliant Evasion' })),
      summary:
        'Brilliant Evasion: outside the attacker’s bullseye, spend 1 Force to change two focus results to evades.',
    },
  ],
};
