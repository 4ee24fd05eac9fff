/**
 * Galactic Republic Delta-7 Aethersprite pilots about maneuvers (all printings), each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Mace Windu (both printings): a fully executed red maneuver gives him back 1 Force.
 */
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

function mace(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'maneuver:after-execute',
    when: {
      kind: 'all',
      of: [self, { kind: 'maneuver', fully: true, difficulty: ['red'] }, { kind: 'below-max', stat: 'force' }],
    },
    optional: false,
    effect: { kind: 'recover', stat: 'force', count: 1, source: 'Mace Windu' },
    summary: 'Mace Windu: a fully executed red maneuver recovers 1 Force.',
  };
}

export const REPUBLIC_DELTA7_MOVEMENT: Record<string, Ability[]> = {
  'pilot:macewindu': [mace('macewindu')],
  'pilot:macewindu-delta7baethersprite': [mace('macewindu-delta7baethersprite')],
};
