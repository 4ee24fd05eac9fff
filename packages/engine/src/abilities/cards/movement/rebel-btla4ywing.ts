/**
 * Rebel BTL-A4 Y-wing pilots about actions, each in our own words. Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - Pops Krail: after a fully executed white maneuver, a friendly ship at range 0–1 (he himself included: the band
 *   starts at 0) may focus.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

const FOCUS: ActionDef[] = [{ type: 'focus', difficulty: 'white' }];

export const REBEL_BTLA4YWING_MOVEMENT: Record<string, Ability[]> = {
  'pilot:popskrail': [
    {
      source: { kind: 'pilot', xws: 'popskrail' },
      window: 'maneuver:after-execute',
      when: { kind: 'all', of: [self, { kind: 'maneuver', fully: true, difficulty: ['white'] }] },
      optional: true,
      choose: {
        side: 'friendly',
        range: [0, 1],
        includeSelf: true,
        where: { kind: 'can-perform', actions: FOCUS },
        label: 'may focus',
      },
      effect: { kind: 'grant-action', actions: FOCUS, who: 'chosen', why: 'Pops Krail' },
      summary: 'Pops Krail: a friendly ship at range 0–1 may perform a focus action.',
    },
  ],
};
