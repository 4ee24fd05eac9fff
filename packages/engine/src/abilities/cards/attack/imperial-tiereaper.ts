/**
 * Galactic Empire TIE Reaper pilots whose abilities act inside an attack, each in our own words (never card text).
 * Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Captain Feroph: defending against an attacker with no green token, he may change one blank or focus result to an
 *   evade.
 * - Major Vermeil: attacking a defender with no green token, he may change one blank or focus result to a hit.
 */
import { changeAbility } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

/** The other party of the attack holds no focus, evade, calculate or reinforce token. */
const otherHasNoGreen: Condition = { kind: 'not', of: { kind: 'has-green-token', who: 'other' } };

export const IMPERIAL_TIEREAPER_ATTACK: Record<string, Ability[]> = {
  'pilot:captainferoph': [
    {
      source: { kind: 'pilot', xws: 'captainferoph' },
      window: 'attack:modify-defense-dice',
      when: { kind: 'all', of: [isDefender, otherHasNoGreen] },
      optional: true,
      effect: dice(changeAbility('defender', 'defense', 1, ['blank', 'focus'], 'evade', { name: 'Captain Feroph' })),
      summary: 'Captain Feroph: the attacker has no green token, change one blank or focus result to an evade.',
    },
  ],
  'pilot:majorvermeil': [
    {
      source: { kind: 'pilot', xws: 'majorvermeil' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, otherHasNoGreen] },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['blank', 'focus'], 'hit', { name: 'Major Vermeil' })),
      summary: 'Major Vermeil: the defender has no green token, change one blank or focus result to a hit.',
    },
  ],
};
