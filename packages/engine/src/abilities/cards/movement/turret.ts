/**
 * Record builders the ship abilities of several turret ships share (Heavy Weapon Turret, Rotating Cannons, Refined
 * Gyrostabilizers), each in our own words. Not a card table: the ship files register the records.
 */
import type { Ability } from '../../vocabulary/types.js';

/** The ship's turret arc indicator may point only forward or backward (standing, 'ship:turret'). */
export function foreAndAftTurret(id: string, name: string): Ability {
  return {
    source: { kind: 'ship-ability', id },
    window: 'ship:turret',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'turret-facings', allowed: ['front', 'rear'] },
    summary: `${name}: your turret arc indicator points only to your front or rear arc.`,
  };
}

/** The ship's special weapons of this slot whose card arc is the front arc attack from the single turret arc. */
export function turretAsArcFor(id: string, name: string, slot: string): Ability {
  return {
    source: { kind: 'ship-ability', id },
    window: 'ship:weapon-arc',
    when: { kind: 'always' },
    optional: false,
    effect: { kind: 'weapon-arc-as', slots: [slot], from: 'front', to: 'single-turret' },
    summary: `${name}: your front-arc ${slot} weapons attack from your single turret arc.`,
  };
}
