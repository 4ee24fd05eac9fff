/**
 * Galactic Empire TIE/sk striker pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - "Pure Sabacc": attacking while he has one damage card or none, he may roll one more attack die.
 * - "Countdown": defending, once the Neutralize Results step is over, while he is not stressed he may suffer one
 *   regular damage and gain a stress token to cancel every result of the attack (the uncancelled hits and crits go:
 *   `edit-results`).
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, isDefender } from '../../vocabulary/queries.js';

export const IMPERIAL_TIESKSTRIKER_ATTACK: Record<string, Ability[]> = {
  'pilot:countdown': [
    {
      source: { kind: 'pilot', xws: 'countdown' },
      window: 'attack:before-damage',
      when: { kind: 'all', of: [isDefender, { kind: 'has-token', token: 'stress', atMost: 0, who: 'self' }] },
      optional: true,
      cost: [{ kind: 'gain-token', token: 'stress', count: 1 }],
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'suffer-damage', hits: 1, crits: 0, who: 'self', source: '"Countdown"' },
          { kind: 'edit-results', spend: { face: 'hit', count: 'all' } },
          { kind: 'edit-results', spend: { face: 'crit', count: 'all' } },
        ],
      },
      summary: '"Countdown": suffer 1 damage and gain a stress token to cancel every result of the attack.',
    },
  ],
  'pilot:puresabacc': [
    {
      source: { kind: 'pilot', xws: 'puresabacc' },
      window: 'attack:roll-attack-dice',
      when: { kind: 'all', of: [isAttacker, { kind: 'damage-cards', who: 'self', atMost: 1 }] },
      optional: true,
      effect: dice(extraDice('attack', 1)),
      summary: '"Pure Sabacc": you have one damage card or none, roll one more attack die.',
    },
  ],
};
