/**
 * Resistance Scavenged YT-1300 pilots whose abilities act inside an attack, each in our own words (never card text).
 * Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Rey: with the enemy ship of the attack in her front arc, she may spend a Force to change one of her blank results
 *   to a hit (attacking) or an evade (defending).
 * - Chewbacca (Scavenged YT-1300): after another friendly ship at range 0–3 of him is destroyed (measured from where it
 *   stood), before it is removed, he may perform an action, then a bonus attack (two records of one source, resolved
 *   in their order; both granted, each decision offering "pass" / "no bonus attack"; a bonus attack only in the
 *   Engagement Phase, 000 "Performing an Attack").
 */
import { changeAbility } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

/** The other party of the attack (the defender when she attacks, the attacker when she defends) is in her front arc. */
const enemyInFront: Condition = { kind: 'in-arc', arc: 'front', of: 'self', target: 'other' };

export const RESISTANCE_SCAVENGEDYT1300_ATTACK: Record<string, Ability[]> = {
  'pilot:chewbacca-scavengedyt1300': [
    {
      source: { kind: 'pilot', xws: 'chewbacca-scavengedyt1300' },
      window: 'ship:after-destroyed',
      when: { kind: 'destroyed-ship-near', side: 'friendly', min: 0, max: 3 },
      optional: false,
      effect: { kind: 'grant-action', actions: 'own-bar', why: 'Chewbacca' },
      summary: 'Chewbacca: a friendly ship near you was destroyed, perform an action.',
    },
    {
      source: { kind: 'pilot', xws: 'chewbacca-scavengedyt1300' },
      window: 'ship:after-destroyed',
      when: { kind: 'destroyed-ship-near', side: 'friendly', min: 0, max: 3 },
      optional: false,
      effect: { kind: 'bonus-attack' },
      summary: 'Chewbacca: a friendly ship near you was destroyed, you may perform a bonus attack.',
    },
  ],
  'pilot:rey': [
    {
      source: { kind: 'pilot', xws: 'rey' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, enemyInFront] },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: dice(changeAbility('attacker', 'attack', 1, ['blank'], 'hit', { name: 'Rey' })),
      summary: 'Rey: the defender is in your front arc, spend a Force to change one blank result to a hit.',
    },
    {
      source: { kind: 'pilot', xws: 'rey' },
      window: 'attack:modify-defense-dice',
      when: { kind: 'all', of: [isDefender, enemyInFront] },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: dice(changeAbility('defender', 'defense', 1, ['blank'], 'evade', { name: 'Rey' })),
      summary: 'Rey: the attacker is in your front arc, spend a Force to change one blank result to an evade.',
    },
  ],
};
