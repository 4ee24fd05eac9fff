/**
 * Scum and Villainy Gauntlet fighter pilots whose abilities act inside an attack (all printings), each in our own
 * words (never card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Bo-Katan Kryze (Armed and Dangerous): attacking a defender at range 0–1 of her, she may reroll one attack die.
 * - Rook Kast: as he is about to engage he may take a strain token; while strained, his primary attacks may change one
 *   blank or focus result to a hit.
 */
import { changeAbility, rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';
import { self } from '../common.js';

export const SCUM_GAUNTLETFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:bokatankryze-armedanddangerous': [
    {
      source: { kind: 'pilot', xws: 'bokatankryze-armedanddangerous' },
      window: 'attack:modify-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'range', to: 'other', min: 0, max: 1 }] },
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: 'Bo-Katan Kryze' })),
      summary: 'Bo-Katan Kryze: the defender is at range 0–1, reroll one attack die.',
    },
  ],
  'pilot:rookkast': [
    {
      source: { kind: 'pilot', xws: 'rookkast' },
      window: 'engagement:before-engage',
      when: self,
      optional: true,
      effect: { kind: 'gain-token', token: 'strain', count: 1, who: 'self' },
      summary: 'Rook Kast: gain a strain token before you engage.',
    },
    {
      source: { kind: 'pilot', xws: 'rookkast' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [isAttacker, primaryAttack, { kind: 'has-token', token: 'strain', who: 'self' }],
      },
      optional: true,
      effect: dice(changeAbility('attacker', 'attack', 1, ['blank', 'focus'], 'hit', { name: 'Rook Kast' })),
      summary: 'Rook Kast: you are strained, change one blank or focus result to a hit.',
    },
  ],
};
