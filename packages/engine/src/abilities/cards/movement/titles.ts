/**
 * Titles about maneuvers and actions, each in our own words. Keys as in source-keys.ts ("upgrade:<xws>:<side>").
 *
 * - Dauntless (VT-49 Decimator): after a maneuver cut short (partially executed), one of its white actions, as red.
 * - Rey's Millennium Falcon (scavenged YT-1300): with at most 2 stress tokens, a stressed ship may still set and
 *   execute its red Segnor's loops, and boost and rotate its arc (both red on the scavenged YT-1300's bar,
 *   so the permission is for red actions).
 */
import type { Ability, Condition } from '../../vocabulary/types.js';
import { fullyExecuted, self } from '../common.js';

/** Rey's Millennium Falcon: the ship has 2 stress tokens or fewer. */
const REY_STRESS: Condition = { kind: 'has-token', token: 'stress', atMost: 2, who: 'self' };

export const MOVEMENT_TITLES: Record<string, Ability[]> = {
  'upgrade:dauntless:0': [
    {
      source: { kind: 'upgrade', xws: 'dauntless', side: 0 },
      window: 'maneuver:after-execute',
      // After executing, a maneuver not fully executed is a partial one (000 "Moving Through and Overlapping").
      when: {
        kind: 'all',
        of: [self, { kind: 'not', of: fullyExecuted }, { kind: 'can-perform', actions: 'own-white-bar' }],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: 'own-white-bar', asRed: true, why: 'Dauntless, a white action as red' },
      summary: 'Dauntless: after a partial maneuver, perform one of your white actions as a red action.',
    },
  ],
  'upgrade:reysmillenniumfalcon:0': [
    {
      source: { kind: 'upgrade', xws: 'reysmillenniumfalcon', side: 0 },
      window: 'maneuver:while-stressed',
      when: { kind: 'all', of: [{ kind: 'maneuver-is', kinds: ['segnor'] }, REY_STRESS] },
      optional: false,
      effect: { kind: 'red-maneuvers-while-stressed' },
      summary: "Rey's Millennium Falcon: red Segnor's loops while lightly stressed.",
    },
    {
      source: { kind: 'upgrade', xws: 'reysmillenniumfalcon', side: 0 },
      window: 'action:while-stressed',
      when: REY_STRESS,
      optional: false,
      effect: { kind: 'actions-while-stressed', difficulty: 'red', actions: ['boost', 'rotate-arc'] },
      summary: "Rey's Millennium Falcon: boost and rotate your arc while lightly stressed.",
    },
  ],
};
