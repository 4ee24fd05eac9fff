/**
 * Rebel Alliance RZ-1 A-wing pilots that work with tokens and locks, each in our own words (never card text). Keys as
 * in source-keys.ts ("pilot:<xws>").
 *
 * - Tycho Celchu: with 2 or fewer stress tokens he may perform actions while stressed, white and red (000 "Stress"
 *   forbids both otherwise): standing permissions the action rules read.
 * - Derek Klivian: after he acquires a lock (#0), or spends one on the dice (#1; combat/attack.ts raises
 *   'token:after-spend' for a lock too), he may remove one of his red tokens, picked among those he has (000
 *   "Additional Token Rules": red tokens are square — stress, strain, deplete and ion here; a lock token marks the
 *   locked ship, so it is not his to remove).
 */
import type { Ability, Condition } from '../../vocabulary/types.js';
import { heraHandsOver } from './rebel-asf01bwing.js';
import { self } from '../common.js';
import { tokensHeld } from './shared.js';

const twoOrFewer: Condition = { kind: 'has-token', token: 'stress', atLeast: 0, atMost: 2, who: 'self' };

export const REBEL_RZ1_SUPPORT: Record<string, Ability[]> = {
  'pilot:tychocelchu': (['white', 'red'] as const).map((difficulty) => ({
    source: { kind: 'pilot', xws: 'tychocelchu' },
    window: 'action:while-stressed',
    when: twoOrFewer,
    optional: false,
    effect: { kind: 'actions-while-stressed', difficulty },
    summary: `Tycho Celchu: with 2 or fewer stress tokens, you can perform ${difficulty} actions while stressed.`,
  })),
};

/** Red tokens a ship may remove from itself (locks aside). */
const RED = ['stress', 'strain', 'deplete', 'ion'] as const;

function derek(window: 'lock:after-acquire' | 'token:after-spend', what: string): Ability {
  return {
    source: { kind: 'pilot', xws: 'derekklivian' },
    window,
    when: {
      kind: 'all',
      of: [
        self,
        ...(window === 'token:after-spend' ? [{ kind: 'subject-data', key: 'token', oneOf: ['lock'] } as const] : []),
      ],
    },
    optional: true,
    // One choice per red token he holds: none, and the ability is not offered.
    choices: (ctx, me) => tokensHeld(ctx, me, RED, (t) => `Remove 1 ${t} token`),
    effect: { kind: 'remove-chosen-token' },
    summary: `Derek Klivian: you ${what} a lock; remove one of your red tokens.`,
  };
}
REBEL_RZ1_SUPPORT['pilot:derekklivian'] = [
  derek('lock:after-acquire', 'acquired'),
  derek('token:after-spend', 'spent'),
];

/** Hera Syndulla (RZ-1 A-wing): the text of her B-wing printing, its records (rebel-asf01bwing.ts). */
REBEL_RZ1_SUPPORT['pilot:herasyndulla-rz1awing'] = heraHandsOver('herasyndulla-rz1awing');
