import type { Pilot, SlotId } from '@xwing/content';
import { normalizeKey, slotName } from '../normalize.js';
import type { SquadProblem } from '../types.js';
import { chosenUpgrades, type Rule } from './context.js';

function count(slots: readonly SlotId[]): Map<SlotId, number> {
  const counts = new Map<SlotId, number>();
  for (const s of slots) counts.set(s, (counts.get(s) ?? 0) + 1);
  return counts;
}

function slots(n: number, slot: SlotId): string {
  return `${n} ${slotName(slot)} slot${n === 1 ? '' : 's'}`;
}

function needs(n: number, slot: SlotId): string {
  return n === 1 ? `a ${slotName(slot)} slot` : slots(n, slot);
}

/**
 * Ship abilities that let a ship equip one more weapon upgrade of a few types, beyond its printed slots: Weapon
 * Hardpoint (M3-A Interceptor, T-70 X-wing: a cannon, torpedo or missile) and Versatile Frame (Clone Z-95
 * Headhunter: a torpedo or missile). They are squad-building rules; the ship ability's name is on the pilot card.
 */
const FLEX_SLOTS: Readonly<Record<string, { name: string; slots: readonly SlotId[] }>> = {
  weaponhardpoint: { name: 'Weapon Hardpoint', slots: ['cannon', 'torpedo', 'missile'] },
  versatileframe: { name: 'Versatile Frame', slots: ['torpedo', 'missile'] },
};

/** The flexible slot a ship's ability gives, if any. */
export function flexSlot(ship: { pilot?: Pilot | undefined }): { name: string; slots: readonly SlotId[] } | undefined {
  const ability = ship.pilot?.shipAbility;
  return ability === undefined ? undefined : FLEX_SLOTS[normalizeKey(ability)];
}

/**
 * The upgrades fit the upgrade bar: the pilot's printed slots plus those that equipped upgrades add (or take away),
 * plus a Weapon Hardpoint or Versatile Frame slot; an upgrade fills every slot its side lists, so a dual card fills
 * two. Printed slots are filled first, so the flexible slot takes only what they cannot hold.
 */
export const fitsSlots: Rule = ({ ships }) => {
  const problems: SquadProblem[] = [];
  for (const ship of ships) {
    const pilot = ship.pilot;
    if (!pilot || ship.standardLoadout) continue;
    const chosen = chosenUpgrades(ship);
    const available = count(ship.slots);
    for (const u of chosen)
      for (const g of u.side.grants ?? [])
        if (g.type === 'slot') available.set(g.slot, (available.get(g.slot) ?? 0) + g.amount);
    const flex = flexSlot(ship);
    let flexFree = flex !== undefined;
    const used = new Map<SlotId, number>();
    for (const u of chosen) {
      const before = new Map(used);
      const short: SlotId[] = [];
      for (const s of u.side.slots) {
        const n = (used.get(s) ?? 0) + 1;
        if (n <= Math.max(0, available.get(s) ?? 0)) used.set(s, n);
        else if (flexFree && flex!.slots.includes(s)) flexFree = false;
        else if (!short.includes(s)) short.push(s);
      }
      for (const s of short) {
        const have = Math.max(0, available.get(s) ?? 0);
        const wanted = u.side.slots.filter((x) => x === s).length;
        const taken = before.get(s) ?? 0;
        const viaFlex = flex?.slots.includes(s) ? ` (its ${flex.name} already holds another weapon)` : '';
        problems.push({
          path: u.path,
          code: 'no-slot',
          message:
            have === 0
              ? `${u.upgrade.name} needs ${needs(wanted, s)}, and ${pilot.name} has none${viaFlex}.`
              : `${u.upgrade.name} needs ${needs(wanted, s)}, but ${pilot.name} has ${slots(have, s)}` +
                (taken > 0 ? ` and ${taken} already hold${taken === 1 ? 's' : ''} other upgrades` : '') +
                `${viaFlex}.`,
        });
      }
    }
  }
  return problems;
};
