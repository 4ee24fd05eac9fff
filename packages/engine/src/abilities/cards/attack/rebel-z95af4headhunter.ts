/**
 * Rebel Z-95-AF4 headhunter pilots whose abilities act inside an attack, each in our own words (never card text). Keys
 * as in source-keys.ts ("pilot:<xws>").
 *
 * - Lieutenant Blount: attacking with his primary weapon while another friendly ship is at range 0–1 of the defender,
 *   he may roll one more attack die.
 */
import { extraDice } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice, isAttacker, primaryAttack } from '../../vocabulary/queries.js';

export const REBEL_Z95AF4HEADHUNTER_ATTACK: Record<string, Ability[]> = {
  'pilot:lieutenantblount': [
    {
      source: { kind: 'pilot', xws: 'lieutenantblount' },
      window: 'attack:roll-attack-dice',
      when: {
        kind: 'all',
        of: [
          isAttacker,
          primaryAttack,
          { kind: 'ships-near', side: 'friendly', where: { kind: 'range', to: 'defender', min: 0, max: 1 } },
        ],
      },
      optional: true,
      effect: dice(extraDice('attack', 1)),
      summary: 'Lieutenant Blount: a wingman is at range 0–1 of the defender, roll one more attack die.',
    },
  ],
};
