/**
 * Rebel TIE/ln fighter pilots about actions and repositions, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Sabine Wren: before she activates she may barrel roll or boost.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

const SABINE: ActionDef[] = [
  { type: 'barrel-roll', difficulty: 'white' },
  { type: 'boost', difficulty: 'white' },
];

export const REBEL_TIELN_MOVEMENT: Record<string, Ability[]> = {
  'pilot:sabinewren-tielnfighter': [
    {
      source: { kind: 'pilot', xws: 'sabinewren-tielnfighter' },
      window: 'activation:before-reveal',
      when: { kind: 'all', of: [self, { kind: 'can-perform', actions: SABINE }] },
      optional: true,
      effect: { kind: 'grant-action', actions: SABINE, why: 'Sabine Wren, before activating' },
      summary: 'Sabine Wren: barrel roll or boost before activating.',
    },
  ],
};
