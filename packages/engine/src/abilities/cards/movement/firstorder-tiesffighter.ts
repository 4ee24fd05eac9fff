/**
 * First Order TIE/sf fighter abilities about the turret, each in our own words (never card text). Keys as in
 * source-keys.ts.
 *
 * - Heavy Weapon Turret (ship ability of the TIE/sf and the TIE/wi Whisper, registered once here): the turret arc
 *   indicator points only forward or backward, and the ship's missiles whose card arc is the front arc attack from
 *   its single turret arc instead (000 "Turret Arcs", "Special Weapons": the arc requirement).
 */
import type { Ability } from '../../vocabulary/types.js';
import { foreAndAftTurret, turretAsArcFor } from './turret.js';

export const FIRSTORDER_TIESFFIGHTER_MOVEMENT: Record<string, Ability[]> = {
  'ship-ability:heavyweaponturret': [
    foreAndAftTurret('heavyweaponturret', 'Heavy Weapon Turret'),
    turretAsArcFor('heavyweaponturret', 'Heavy Weapon Turret', 'missile'),
  ],
};
