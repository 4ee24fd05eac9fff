/**
 * Scum and Villainy M12-L Kimogila fighter pilots whose abilities act inside an attack, each in our own words (never
 * card text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Torani Kulda: after he attacks, each enemy ship in his bullseye arc suffers one hit damage unless its player
 *   removes one of its green tokens (a focus, evade or calculate token: `unless` with its `or` prices, asked of each
 *   ship in turn; a ship holding none suffers the damage).
 */
import type { Ability, ShipFilter } from '../../vocabulary/types.js';
import { isAttacker } from '../../vocabulary/queries.js';
import { ONE_GREEN_TOKEN } from '../support/shared.js';

const IN_BULLSEYE: ShipFilter = { side: 'enemy', inArc: { arc: 'bullseye' } };

export const SCUM_M12LKIMOGILAFIGHTER_ATTACK: Record<string, Ability[]> = {
  'pilot:toranikulda': [
    {
      source: { kind: 'pilot', xws: 'toranikulda' },
      window: 'attack:after',
      when: { kind: 'all', of: [isAttacker, { kind: 'ships-near', ...IN_BULLSEYE }] },
      optional: false,
      effect: {
        kind: 'each-ship',
        ships: IN_BULLSEYE,
        effect: {
          kind: 'unless',
          who: 'chosen',
          ...ONE_GREEN_TOKEN,
          otherwise: { kind: 'suffer-damage', hits: 1, crits: 0, who: 'chosen', source: 'Torani Kulda' },
        },
      },
      summary: 'Torani Kulda: each enemy ship in your bullseye suffers a hit unless it removes a green token.',
    },
  ],
};
