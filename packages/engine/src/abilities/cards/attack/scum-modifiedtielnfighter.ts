/**
 * Scum and Villainy Modified TIE/ln fighter pilots whose abilities act inside an attack, each in our own words (never
 * card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Captain Seevor: once the attack he attacks or defends in is declared, before any dice are rolled, if he is outside
 *   the enemy ship's bullseye arc he may spend his charge: the enemy ship gains a jam token (whose rules his player
 *   then applies, src/token-rules.ts).
 * - Lapin: while he attacks or defends against a stressed enemy ship, that ship's dice cannot be modified (a standing
 *   rule the Modify steps read: its attack dice when he defends, its defense dice when he attacks).
 */
import type { Ability } from '../../vocabulary/types.js';
import { isAttacker, isDefender } from '../../vocabulary/queries.js';

export const SCUM_MODIFIEDTIELNFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:captainseevor': [
    {
      source: { kind: 'pilot', xws: 'captainseevor' },
      window: 'attack:after-declare',
      when: {
        kind: 'all',
        of: [
          { kind: 'any', of: [isAttacker, isDefender] },
          { kind: 'not', of: { kind: 'in-arc', arc: 'bullseye', of: 'other', target: 'self' } },
        ],
      },
      optional: true,
      cost: [{ kind: 'spend-charge', count: 1 }],
      effect: { kind: 'gain-token', token: 'jam', count: 1, who: 'other' },
      summary: 'Captain Seevor: outside the enemy’s bullseye, spend your charge to give it a jam token.',
    },
  ],
  'pilot:lapin': [
    {
      source: { kind: 'pilot', xws: 'lapin' },
      window: 'attack:modify-restriction',
      when: { kind: 'all', of: [isDefender, { kind: 'has-token', token: 'stress', who: 'attacker' }] },
      optional: false,
      effect: { kind: 'dice-unmodifiable', dice: 'attack' },
      summary: 'Lapin: the stressed attacker’s dice cannot be modified.',
    },
    {
      source: { kind: 'pilot', xws: 'lapin' },
      window: 'attack:modify-restriction',
      when: { kind: 'all', of: [isAttacker, { kind: 'has-token', token: 'stress', who: 'defender' }] },
      optional: false,
      effect: { kind: 'dice-unmodifiable', dice: 'defense' },
      summary: 'Lapin: the stressed defender’s dice cannot be modified.',
    },
  ],
};
