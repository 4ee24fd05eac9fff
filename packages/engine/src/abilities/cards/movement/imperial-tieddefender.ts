/**
 * TIE/D Defender abilities about maneuvers, each in our own words (never card text). Keys as in source-keys.ts.
 *
 * - Full Throttle (ship ability of the TIE/D Defender and the Naboo Royal N-1 Starfighter, registered once here):
 *   after fully executing a maneuver of speed 3, 4 or 5, the ship may perform an evade action (white: the ability
 *   names no colour, 000 "Action Difficulty").
 * - Countess Ryad: about to execute a straight maneuver, she may execute the Koiogran turn of the same speed instead,
 *   one difficulty harder than the straight revealed (`execute-as`, then `maneuver-easier` of -1 steps). Reading: her
 *   dial's straights are all blue, so the harder one is at worst white; a straight made red by another effect stays red
 *   (000 "Maneuver Difficulty" has no colour beyond red).
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';

const EVADE: ActionDef[] = [{ type: 'evade', difficulty: 'white' }];

export const IMPERIAL_TIEDDEFENDER_MOVEMENT: Record<string, Ability[]> = {
  'pilot:countessryad': [
    {
      source: { kind: 'pilot', xws: 'countessryad' },
      window: 'maneuver:before-execute',
      when: { kind: 'all', of: [self, { kind: 'maneuver-is', kinds: ['straight'] }] },
      optional: true,
      choices: (_ctx, _me, subject) => {
        const code = subject.data?.maneuver;
        const speed = typeof code === 'string' ? code.slice(0, -1) : '';
        return speed ? [{ id: `${speed}K`, label: `Execute a ${speed} Koiogran turn, one difficulty harder` }] : [];
      },
      effect: {
        kind: 'sequence',
        of: [{ kind: 'execute-as' }, { kind: 'maneuver-easier', steps: -1 }],
      },
      summary: 'Countess Ryad: execute this straight as a Koiogran turn of its speed, one difficulty harder.',
    },
  ],
  'ship-ability:fullthrottle': [
    {
      source: { kind: 'ship-ability', id: 'fullthrottle' },
      window: 'maneuver:after-execute',
      when: {
        kind: 'all',
        of: [self, fullyExecuted, { kind: 'maneuver-is', speeds: [3, 4, 5] }, { kind: 'can-perform', actions: EVADE }],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: EVADE, why: 'Full Throttle, after a fast maneuver' },
      summary: 'Full Throttle: after a fully executed speed 3–5 maneuver, you may perform an evade action.',
    },
  ],
};
