/**
 * First Order TIE/vn Silencer pilots whose abilities answer the ships around them, each in our own words (never card
 * text). Keys as in source-keys.ts ("pilot:<xws>").
 *
 * - "Avenger": after another friendly ship is destroyed, he may perform an action of his bar, even while stressed (000
 *   "Stress": a stressed ship performs no actions otherwise). The granted action offers "pass": his "may". The
 *   destroyed ship is the window's ship, so his own destruction names no other ship and never sets it off.
 */
import type { Ability } from '../../vocabulary/types.js';

export const FIRSTORDER_TIEVN_SUPPORT: Record<string, Ability[]> = {
  'pilot:avenger': [
    {
      source: { kind: 'pilot', xws: 'avenger' },
      window: 'ship:after-destroyed',
      when: { kind: 'ship-is', who: 'other', side: 'friendly' },
      optional: false,
      effect: { kind: 'grant-action', actions: 'own-bar', ignoreStress: true, why: '"Avenger"' },
      summary: '"Avenger": another friendly ship was destroyed, you may perform an action, even while stressed.',
    },
  ],
};
