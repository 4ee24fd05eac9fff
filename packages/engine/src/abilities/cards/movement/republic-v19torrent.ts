/**
 * Galactic Republic V-19 Torrent pilots about actions (all printings), each in our own words (never card text). Keys
 * as in source-keys.ts ("pilot:<xws>").
 *
 * - Kickback: after a barrel roll, he may acquire a lock as a red action.
 */
import type { ActionDef } from '@xwing/content';
import type { Ability } from '../../vocabulary/types.js';
import { self } from '../common.js';

const RED_LOCK: ActionDef[] = [{ type: 'lock', difficulty: 'red' }];

export const REPUBLIC_V19TORRENT_MOVEMENT: Record<string, Ability[]> = {
  'pilot:kickback': [
    {
      source: { kind: 'pilot', xws: 'kickback' },
      window: 'action:after-perform',
      when: {
        kind: 'all',
        of: [
          self,
          { kind: 'subject-data', key: 'action', oneOf: ['barrel-roll'] },
          { kind: 'can-perform', actions: RED_LOCK },
        ],
      },
      // The action prompt offers "pass": no separate question.
      optional: false,
      effect: { kind: 'grant-action', actions: RED_LOCK, why: 'Kickback, a red lock' },
      summary: 'Kickback: after your barrel roll, you may lock as a red action.',
    },
  ],
};
