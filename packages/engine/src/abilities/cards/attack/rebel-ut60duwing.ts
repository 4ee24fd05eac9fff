/**
 * Rebel UT-60D U-wing pilots whose abilities act inside an attack, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Saw Gerrera: a damaged friendly ship at range 0–3 of him (himself included) attacking may reroll one attack die.
 */
import { rerollAbility } from '@xwing/dice';
import type { Ability } from '../../vocabulary/types.js';
import { dice } from '../../vocabulary/queries.js';

export const REBEL_UT60DUWING_ATTACK: Record<string, Ability[]> = {
  'pilot:sawgerrera': [
    {
      source: { kind: 'pilot', xws: 'sawgerrera' },
      window: 'attack:modify-attack-dice',
      when: {
        kind: 'all',
        of: [
          { kind: 'damaged', who: 'attacker' },
          { kind: 'attack-party-near', party: 'attacker', min: 0, max: 3, includeSelf: true },
        ],
      },
      optional: true,
      effect: dice(rerollAbility('attacker', 1, { name: 'Saw Gerrera' })),
      summary: 'Saw Gerrera: a damaged friendly ship attacking near him may reroll one attack die.',
    },
  ],
};
