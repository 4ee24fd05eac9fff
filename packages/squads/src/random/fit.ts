/**
 * Cheap checks that skip upgrades a ship can never take before the random squad builder asks the validator, which
 * alone decides. They may let through what the validator then refuses, never the other way round.
 */
import type { Pilot, Restriction, SlotId, Upgrade } from '@xwing/content/core';
import type { SquadContent } from '../content.js';
import { flexSlot } from '../rules/slots.js';
import type { SquadUpgrade } from '../types.js';

/** The restriction kinds that depend on the pilot card alone. */
function holdsForPilot(r: Restriction, content: SquadContent, pilot: Pilot): boolean | undefined {
  switch (r.kind) {
    case 'faction':
      return r.factions.includes(pilot.faction);
    case 'ship':
      return r.ships.includes(pilot.ship);
    case 'size':
      return r.sizes.includes(content.shipOf(pilot).size);
    case 'max-initiative':
      return pilot.initiative <= r.value;
    case 'non-limited':
      return pilot.limited === 0;
    default:
      return undefined; // depends on the rest of the squad or the ship's upgrades: the validator's call
  }
}

/** False when a restriction group fails on the pilot card alone (every alternative is about the pilot, and none holds). */
export function mayEquip(content: SquadContent, pilot: Pilot, upgrade: Upgrade): boolean {
  return upgrade.restrictions.every((group) => group.some((r) => holdsForPilot(r, content, pilot) !== false));
}

function add(counts: Map<SlotId, number>, slot: SlotId, n: number): void {
  counts.set(slot, (counts.get(slot) ?? 0) + n);
}

/**
 * Whether the upgrade's slots are still free: the pilot's slots, plus the slots its equipped upgrades grant, plus one
 * of each weapon type a Weapon Hardpoint or Versatile Frame may hold (counted generously: the validator decides).
 */
export function slotsFree(
  content: SquadContent,
  pilot: Pilot,
  slots: readonly SlotId[],
  equipped: readonly SquadUpgrade[],
  upgrade: Upgrade,
): boolean {
  const free = new Map<SlotId, number>();
  for (const s of slots) add(free, s, 1);
  for (const s of flexSlot({ pilot })?.slots ?? []) add(free, s, 1);
  for (const e of equipped) {
    const side = content.upgrade(e.id)?.sides[0];
    for (const g of side?.grants ?? []) if (g.type === 'slot') add(free, g.slot, g.amount);
    for (const s of side?.slots ?? []) add(free, s, -1);
  }
  for (const s of upgrade.sides[0]!.slots) {
    if ((free.get(s) ?? 0) <= 0) return false;
    add(free, s, -1);
  }
  return true;
}
