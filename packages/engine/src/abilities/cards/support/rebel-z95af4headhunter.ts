/**
 * Rebel Alliance Z-95 pilots who help the ships around them, each in our own words (never card text). Keys as in
 * source-keys.ts ("pilot:<xws>").
 *
 * - Airen Cracken: after he attacks, he may pick a friendly ship at range 1 that could act now; it may perform an
 *   action of its bar as a red action (000 "Action Difficulty": it gains a stress token once performed). The granted
 *   action offers "pass": the ship's own "may".
 */
import type { Ability } from '../../vocabulary/types.js';
import { isAttacker } from '../../vocabulary/queries.js';

export const REBEL_Z95_SUPPORT: Record<string, Ability[]> = {
  'pilot:airencracken': [
    {
      source: { kind: 'pilot', xws: 'airencracken' },
      window: 'attack:after',
      when: isAttacker,
      optional: true,
      choose: {
        side: 'friendly',
        range: [1, 1],
        where: { kind: 'can-perform', actions: 'own-bar' },
        label: 'may perform an action as a red action',
      },
      effect: { kind: 'grant-action', actions: 'own-bar', asRed: true, who: 'chosen', why: 'Airen Cracken' },
      summary: 'Airen Cracken: a friendly ship at range 1 may perform an action, treating it as red.',
    },
  ],
};
