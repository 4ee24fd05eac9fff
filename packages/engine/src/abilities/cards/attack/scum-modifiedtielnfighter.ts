/**
 * Scum and Villainy Modified TIE/ln fighter pilots whose abilities act inside an attack, each in our own words (never
 * card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Captain Seevor: once the attack he attacks or defends in is declared, before any dice are rolled, if he is outside
 *   the enemy ship's bullseye arc he may spend his charge: the enemy ship gains a jam token (whose rules his player
 *   then applies, src/token-rules.ts).
 * - Lapin: while he attacks or defends against a stressed enemy ship, that ship's dice cannot be modified (a standing
 *   rule the Modify steps read: its attack dice when he defends, its defense dice when he attacks).
 * - Ahhav: attacking or defending against an enemy ship larger than his (000 "Ship Sizes"), he rolls one more die.
 */
import { extraDice } from '@xwing/dice';
import type { Ability, Condition } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

/** The other party of the attack is a larger ship than his. */
const facesLarger: Condition = { kind: 'larger-ship', who: 'other', than: 'self' };

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
  'pilot:ahhav': [
    {
      source: { kind: 'pilot', xws: 'ahhav' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, facesLarger] },
      optional: false,
      effect: dice(extraDice('attack', 1)),
      summary: 'Ahhav: the defender is larger than you, roll one more attack die.',
    },
    {
      source: { kind: 'pilot', xws: 'ahhav' },
      window: 'attack:roll-defense-dice',
      when: { kind: 'all', of: [isDefender, facesLarger] },
      optional: false,
      effect: dice(extraDice('defense', 1)),
      summary: 'Ahhav: the attacker is larger than you, roll one more defense die.',
    },
  ],
};
