/**
 * One ship's upgrade bar as a builder shows it (the lobby's in-page builder): a place per slot, the pilot's printed
 * slots in the points set, then the slots its upgrades add (less those they take away), then the flexible weapon slot
 * of a Weapon Hardpoint or Versatile Frame ship; each upgrade of the ship placed in the first free place of its slot,
 * a card that fills two slots taking a second place. The same reading as the slot rule (rules/slots.ts), so a bar
 * with every upgrade placed is one validation accepts for slots.
 */
import type { SlotId } from '@xwing/content';
import { DEFAULT_POINTS_SET, type SquadContent } from './content.js';
import { slotName } from './normalize.js';
import { flexSlot } from './rules/slots.js';
import type { Squad } from './types.js';

export interface BarPlace {
  /** The slot types the place takes: one, or a flexible slot's several. */
  slots: readonly SlotId[];
  /** Its name for people: "Talent", "Weapon Hardpoint". */
  name: string;
  /** Why the ship has it: printed on the pilot, added by an upgrade, or its ship's flexible weapon slot. */
  from: 'printed' | 'added' | 'flexible';
  /** The upgrade in it (its index in the pilot's upgrades). */
  upgrade?: number;
  /** The upgrade whose second slot this is (its index). */
  also?: number;
}

export interface UpgradeBar {
  places: BarPlace[];
  /** A standard-loadout pilot: its printed upgrades come with it and it has no slots to fill. */
  standardLoadout: boolean;
  /** Upgrades no place holds (indexes): over the bar, or of a slot the pilot lacks. */
  unplaced: number[];
}

/** The bar of the squad's ship `pilot` (its index) in the points set. */
export function upgradeBar(
  content: SquadContent,
  squad: Squad,
  pilot: number,
  options: { pointsSet?: string } = {},
): UpgradeBar {
  const entry = squad.pilots[pilot];
  const card = entry === undefined ? undefined : content.pilot(entry.id);
  if (entry === undefined || card === undefined) return { places: [], standardLoadout: false, unplaced: [] };
  const set = content.pointsSet(options.pointsSet ?? DEFAULT_POINTS_SET);
  const inSet = set !== undefined && Object.hasOwn(set.pilots, card.xws) ? set.pilots[card.xws] : undefined;
  const printedLoadout = inSet?.standardLoadout ?? card.standardLoadout ?? [];
  if (printedLoadout.length > 0)
    return { places: [], standardLoadout: true, unplaced: entry.upgrades.map((_, i) => i) };
  const places: BarPlace[] = (inSet?.slots ?? card.slots).map((s) => ({
    slots: [s],
    name: slotName(s),
    from: 'printed',
  }));
  for (const u of entry.upgrades)
    for (const g of content.upgrade(u.id)?.sides[0]?.grants ?? []) {
      if (g.type !== 'slot') continue;
      for (let i = 0; i < g.amount; i++) places.push({ slots: [g.slot], name: slotName(g.slot), from: 'added' });
      for (let i = 0; i < -g.amount; i++) {
        const last = places.findLastIndex((p) => p.slots.length === 1 && p.slots[0] === g.slot);
        if (last >= 0) places.splice(last, 1);
      }
    }
  const flex = flexSlot({ pilot: card });
  if (flex) places.push({ slots: flex.slots, name: flex.name, from: 'flexible' });
  const unplaced: number[] = [];
  const free = (slot: string) =>
    places.find(
      (p) => p.upgrade === undefined && p.also === undefined && p.slots.length === 1 && p.slots[0] === slot,
    ) ?? places.find((p) => p.upgrade === undefined && p.also === undefined && p.slots.includes(slot as SlotId));
  entry.upgrades.forEach((u, i) => {
    const fills = [...(content.upgrade(u.id)?.sides[0]?.slots ?? [u.slot as SlotId])];
    // Its own slot (the XWS key it is listed under) first, then the others it fills.
    const own = fills.indexOf(u.slot as SlotId);
    const [first, ...rest] = own > 0 ? [fills[own]!, ...fills.filter((_, j) => j !== own)] : fills;
    const at = first === undefined ? undefined : free(first);
    if (at === undefined) {
      unplaced.push(i);
      return;
    }
    at.upgrade = i;
    for (const s of rest) {
      const second = free(s);
      if (second) second.also = i;
    }
  });
  return { places, standardLoadout: false, unplaced };
}
