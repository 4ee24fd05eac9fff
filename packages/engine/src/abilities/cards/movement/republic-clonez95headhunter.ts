/**
 * Galactic Republic Clone Z-95 Headhunter abilities about actions, each in our own words (never card text). Keys as
 * in source-keys.ts.
 *
 * - Versatile Frame (the Clone Z-95's ship ability): while the maneuver it revealed is blue, a white boost is on its
 *   action bar. Read as the ship activates (its Perform Action step and what an ability grants then): the revealed
 *   maneuver's difficulty is the activation's (`maneuver`). Its torpedo-or-missile slot is squad building (content),
 *   not a record.
 */
import type { Ability } from '../../vocabulary/types.js';

export const REPUBLIC_CLONEZ95HEADHUNTER_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:versatileframe': [
    {
      source: { kind: 'ship-ability', id: 'versatileframe' },
      window: 'action:bar',
      when: { kind: 'maneuver', difficulty: ['blue'], activating: true },
      optional: false,
      effect: { kind: 'add-actions', actions: [{ type: 'boost', difficulty: 'white' }] },
      summary: 'Versatile Frame: while your revealed maneuver is blue, you have a white boost action.',
    },
  ],
};
