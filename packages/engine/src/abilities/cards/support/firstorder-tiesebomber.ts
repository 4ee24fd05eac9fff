/**
 * First Order TIE/se bomber pilots whose abilities work with tokens, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - "Dread": after he performs a Reload action (000 "Reload"), every ship inside his bullseye arc, friend or foe,
 *   gains a deplete token (supplement "Deplete"). The card names no range, so none is measured: the arc alone
 *   decides. `ships-near` keeps the ability from resolving with nobody in the arc.
 */
import type { Ability, ShipFilter } from '../../vocabulary/types.js';
import { self } from '../common.js';

const IN_BULLSEYE: ShipFilter = { side: 'any', inArc: { arc: 'bullseye' } };

export const FIRSTORDER_TIESE_SUPPORT: Record<string, Ability[]> = {
  'pilot:dread': [
    {
      source: { kind: 'pilot', xws: 'dread' },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [self, { kind: 'subject-data', key: 'action', oneOf: ['reload'] }, { kind: 'ships-near', ...IN_BULLSEYE }],
      },
      optional: false,
      effect: {
        kind: 'each-ship',
        ships: IN_BULLSEYE,
        effect: { kind: 'gain-token', token: 'deplete', count: 1, who: 'chosen' },
      },
      summary: '"Dread": you reloaded, each ship in your bullseye arc gains a deplete token.',
    },
  ],
};
