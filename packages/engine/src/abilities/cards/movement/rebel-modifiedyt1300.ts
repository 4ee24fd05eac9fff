/**
 * Rebel modified YT-1300 light freighter pilots about actions, each in our own words. Keys as in source-keys.ts
 * ("pilot:<xws>").
 *
 * - Lando Calrissian (modified YT-1300): after a fully executed blue maneuver, a friendly ship at range 0–3 (he
 *   himself included: the band starts at 0) may perform an action from its bar (the action keeps its colour).
 */
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

export const REBEL_MODIFIEDYT1300_MOVEMENT: Record<string, Ability[]> = {
  'pilot:landocalrissian-modifiedyt1300lightfreighter': [
    {
      source: { kind: 'pilot', xws: 'landocalrissian-modifiedyt1300lightfreighter' },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, { kind: 'maneuver', fully: true, difficulty: ['blue'] }] },
      optional: true,
      choose: {
        side: 'friendly',
        range: [0, 3],
        includeSelf: true,
        where: { kind: 'can-perform', actions: 'own-bar' },
        label: 'may perform an action',
      },
      effect: { kind: 'grant-action', actions: 'own-bar', who: 'chosen', why: 'Lando Calrissian' },
      summary: 'Lando Calrissian: a friendly ship at range 0–3 may perform an action.',
    },
  ],
};
