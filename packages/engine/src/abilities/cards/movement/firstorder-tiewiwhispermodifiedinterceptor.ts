/**
 * First Order TIE/wi Whisper modified interceptor abilities about moves, each in our own words (never card text). Keys
 * as in source-keys.ts.
 *
 * - "Nightfall": after fully executing a maneuver, or after a boost action, each ship — friendly or enemy — whose base
 *   the move's template crossed gains 2 jam tokens, given by his effect (so his player decides what they take: supplement
 *   "Jam"). The ships moved through are ShipState.round.movedThrough (`moved-through`), placed by @xwing/geometry.
 */
import type { Ability, Condition } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';

function nightfall(window: 'maneuver:after-execute' | 'action:after-perform', when: Condition): Ability {
  return {
    source: { kind: 'pilot', xws: 'nightfall' },
    window,
    when: { kind: 'all', of: [self, when, { kind: 'moved-through' }] },
    optional: false,
    effect: {
      kind: 'each-ship',
      ships: { side: 'any', where: { kind: 'moved-through', mover: 'other', who: 'self' } },
      effect: { kind: 'gain-token', token: 'jam', count: 2, who: 'chosen' },
    },
    summary: '"Nightfall": each ship you moved through gains 2 jam tokens.',
  };
}

export const FIRSTORDER_TIEWIWHISPERMODIFIEDINTERCEPTOR_MOVEMENT: Record<string, Ability[]> = {
  'pilot:nightfall': [
    nightfall('maneuver:after-execute', fullyExecuted),
    nightfall('action:after-perform', { kind: 'subject-data', key: 'action', oneOf: ['boost'] }),
  ],
};
