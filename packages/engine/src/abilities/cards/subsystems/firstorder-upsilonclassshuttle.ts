/**
 * First Order Upsilon-class command shuttle pilots of the subsystems group (Setup), in our own words:
 *
 * - Lieutenant Dormitz: at Setup, once his shuttle is placed, each other friendly ship placed after him may go down
 *   anywhere in the play area at range 0–2 of him instead of within range 1 of its player's edge (`setup-near-me`,
 *   read by phases/setup.ts on the placed friendly ships). Readings: ships are placed one at a time in initiative
 *   order (001 Setup 5 "Place Forces"), so only those placed after him can use it ("after you are placed"); the ship
 *   is placed wholly inside the play area and overlapping nothing, as any placement, facing as in its zone; the range
 *   is measured from his placed shuttle to the ship's base (000 "Measuring Range"). His ship ability (Linked Battery)
 *   is the attack group's.
 */
import type { Ability } from '../../vocabulary/types.js';

export const FIRSTORDER_UPSILON_SUBSYSTEMS: Record<string, Ability[]> = {
  'pilot:lieutenantdormitz': [
    {
      source: { kind: 'pilot', xws: 'lieutenantdormitz' },
      window: 'setup:placement-near',
      when: { kind: 'always' },
      optional: false,
      effect: { kind: 'setup-near-me', min: 0, max: 2 },
      summary: 'Lieutenant Dormitz: at Setup, friendly ships placed after you may be placed at range 0–2 of you.',
    },
  ],
};
