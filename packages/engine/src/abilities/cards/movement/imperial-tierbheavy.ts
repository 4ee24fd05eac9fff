/**
 * Imperial TIE/rb heavy abilities about the turret, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - Rotating Cannons (the TIE/rb's ship ability): the turret arc indicator points only forward or backward, and the
 *   ship's cannons whose card arc is the front arc attack from its single turret arc instead (000 "Turret Arcs",
 *   "Special Weapons": the arc requirement).
 */
import type { Ability } from '../../vocabulary/types.js';
import { foreAndAftTurret, turretAsArcFor } from './turret.js';

export const IMPERIAL_TIERBHEAVY_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:rotatingcannons': [
    foreAndAftTurret('rotatingcannons', 'Rotating Cannons'),
    turretAsArcFor('rotatingcannons', 'Rotating Cannons', 'cannon'),
  ],
};
