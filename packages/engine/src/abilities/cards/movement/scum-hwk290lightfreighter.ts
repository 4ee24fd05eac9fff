/**
 * Scum HWK-290 pilots about initiative, each in our own words (never card text). Keys as in source-keys.ts.
 *
 * - Torkil Mux: as the Engagement Phase starts he may pick a ship, friendly or enemy, in his firing arc: it engages at
 *   initiative 0 until the round ends (the record of Roark Garnet's builder, rebel-hwk290lightfreighter.ts).
 */
import type { Ability } from '../../vocabulary/types.js';
import { engageAt } from './rebel-hwk290lightfreighter.js';

export const SCUM_HWK290LIGHTFREIGHTER_MOVEMENT: Record<string, Ability[]> = {
  'pilot:torkilmux': [engageAt('torkilmux', 'Torkil Mux', 0, 'end-of-round')],
};
