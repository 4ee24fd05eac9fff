/**
 * Rebel Fang fighter pilots about maneuvers and actions, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - Dirk Ullodin: once he has fully executed a red maneuver or performed a red action, he may lock an enemy ship in his
 *   front arc at range 1 (not an action; the range-0 obstacle rules still apply through `lock-allowed`).
 */
import type { Ability } from '../../vocabulary/types.js';
import { afterRed } from './republic-v19torrent.js';
import { lockAllowedBothWays } from '../common.js';

export const REBEL_FANGFIGHTER_MOVEMENT: Record<string, Ability[]> = {
  'pilot:dirkullodin': afterRed(
    { kind: 'pilot', xws: 'dirkullodin' },
    {
      choose: {
        side: 'enemy',
        range: [1, 1],
        inArc: { arc: 'front' },
        where: lockAllowedBothWays,
        label: 'Dirk Ullodin locks it',
      },
      effect: { kind: 'acquire-lock', who: 'self', on: 'chosen' },
      summary: 'Dirk Ullodin: after a red maneuver or red action, lock an enemy ship in your front arc at range 1.',
    },
  ),
};
