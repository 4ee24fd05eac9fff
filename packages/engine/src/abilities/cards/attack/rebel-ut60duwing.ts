/**
 * Rebel UT-60D U-wing pilots whose abilities act inside an attack, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Saw Gerrera: a damaged friendly ship at range 0–3 of him (himself included) attacking may reroll one attack die.
 * - Magva Yarro: while a friendly ship at range 0–2 of her (herself included) defends, its attacker may reroll one
 *   attack die at most in that attack (`modify-limit` of rerolls, an aura over the friendly ships near her).
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
  'pilot:magvayarro': [
    {
      source: { kind: 'pilot', xws: 'magvayarro' },
      window: 'attack:modify-restriction',
      // Read for the defender, reached by the aura; her own record stands for her when she attacks too, so the
      // condition asks for a friendly defender.
      reach: { side: 'friendly', min: 0, max: 2, includeSelf: true },
      when: { kind: 'attack-party-near', party: 'defender', min: 0, max: 2, includeSelf: true },
      optional: false,
      effect: { kind: 'modify-limit', count: 1, reroll: true, dice: 'attack', who: 'attacker' },
      summary: 'Magva Yarro: the attacker of a friendly ship near you may reroll only one attack die.',
    },
  ],
};
