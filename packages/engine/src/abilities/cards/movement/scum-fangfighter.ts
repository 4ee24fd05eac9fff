/**
 * Scum Fang fighter pilots about maneuvers, each in our own words (never card text). Keys as in source-keys.ts.
 *
 * - Kad Solus: each red maneuver he fully executes gives him 2 focus tokens.
 */
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

export const SCUM_FANGFIGHTER_MOVEMENT: Record<string, Ability[]> = {
  'pilot:kadsolus': [
    {
      source: { kind: 'pilot', xws: 'kadsolus' },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, { kind: 'maneuver', fully: true, difficulty: ['red'] }] },
      optional: false,
      effect: { kind: 'gain-token', token: 'focus', count: 2, who: 'self' },
      summary: 'Kad Solus: a fully executed red maneuver gives you 2 focus tokens.',
    },
  ],
};
