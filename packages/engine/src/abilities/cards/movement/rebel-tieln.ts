/**
 * Rebel TIE/ln fighter pilots about actions and repositions, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Sabine Wren (her TIE/ln printing; `sabineBeforeActivating` also builds her Attack Shuttle card's record,
 *   rebel-attackshuttle.ts): before she activates she may barrel roll or boost.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

const SABINE: ActionDef[] = [
  { type: 'barrel-roll', difficulty: 'white' },
  { type: 'boost', difficulty: 'white' },
];

/** Sabine Wren's "barrel roll or boost before you activate", for each of her printings that has it. */
export function sabineBeforeActivating(xws: string): Ability {
  return {
    source: { kind: 'pilot', xws },
    window: 'activation:before-reveal',
    when: { kind: 'all', of: [self, { kind: 'can-perform', actions: SABINE }] },
    optional: true,
    effect: { kind: 'grant-action', actions: SABINE, why: 'Sabine Wren, before activating' },
    summary: 'Sabine Wren: barrel roll or boost before activating.',
  };
}

export const REBEL_TIELN_MOVEMENT: Record<string, Ability[]> = {
  'pilot:sabinewren-tielnfighter': [sabineBeforeActivating('sabinewren-tielnfighter')],
};
