/**
 * Galactic Empire TIE/sk striker pilots whose abilities act inside an attack, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - "Pure Sabacc": attacking while he has one damage card or none, he may roll one more attack die.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker } from '../../vocabulary/queries.js';

export const IMPERIAL_TIESKSTRIKER_ATTACK: Record<string, Ability[]> = {
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
