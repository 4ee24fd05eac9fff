/**
 * Separatist droid tri-fighter pilots about maneuvers, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - Volandas: once he has fully executed a red maneuver, he may pick an enemy ship at range 1: it gains a strain token,
 *   and he removes a stress token. Reading: the card leaves the stress removal to him; removing a stress token never
 *   hurts its ship (000 "Stress"), so using the ability removes it.
 */
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

export const SEPARATIST_DROIDTRIFIGHTER_MOVEMENT: Record<string, Ability[]> = {
  'pilot:volandas': [
    {
      source: { kind: 'pilot', xws: 'volandas' },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, { kind: 'maneuver', fully: true, difficulty: ['red'] }] },
      optional: true,
      choose: { side: 'enemy', range: [1, 1], label: 'gains a strain token' },
      effect: {
        kind: 'sequence',
        of: [
          { kind: 'gain-token', token: 'strain', count: 1, who: 'chosen' },
          { kind: 'remove-token', token: 'stress', count: 1, who: 'self' },
        ],
      },
      summary: 'Volandas: after a red maneuver, an enemy ship at range 1 gains a strain token; remove a stress token.',
    },
  ],
};
