/**
 * Republic Naboo Royal N-1 starfighter abilities about repositions, each in our own words (never card text). Keys as
 * in source-keys.ts.
 *
 * - Anakin Skywalker (N-1): before he reveals his dial, he may spend a Force to barrel roll, not as an action
 *   (`grant-action` with `notAction`: placed by the geometry as the barrel roll action's placements; stress and the
 *   once-per-round limit do not stop it). Once the Force is paid the roll is made (`mandatory`); he is asked only
 *   when a roll could be made (`can-perform` with `notAction`).
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

const ROLL: ActionDef[] = [{ type: 'barrel-roll', difficulty: 'white' }];

export const REPUBLIC_NABOOROYALN1STARFIGHTER_MOVEMENT: Record<string, Ability[]> = {
  'pilot:anakinskywalker-nabooroyaln1starfighter': [
    {
      source: { kind: 'pilot', xws: 'anakinskywalker-nabooroyaln1starfighter' },
      window: 'activation:before-reveal',
      when: { kind: 'all', of: [self, { kind: 'can-perform', actions: ROLL, notAction: true }] },
      optional: true,
      cost: [{ kind: 'spend-force', count: 1 }],
      effect: {
        kind: 'grant-action',
        actions: ROLL,
        why: 'Anakin Skywalker, a Force spent',
        notAction: true,
        mandatory: true,
      },
      summary: 'Anakin Skywalker: spend a Force to barrel roll before revealing your dial (not an action).',
    },
  ],
};
