import type { SlotId } from '@xwing/content';
import { slotName } from '../normalize.js';
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
 * The upgrades fit the upgrade bar: the pilot's printed slots plus those that equipped upgrades add (or take away);
 * an upgrade fills every slot its side lists, so a dual card fills two.
 */
export const fitsSlots: Rule = ({ ships }) => {
  const problems: SquadProblem[] = [];
  for (const ship of ships) {
    const pilot = ship.pilot;
    if (!pilot || ship.standardLoadout) continue;
    const chosen = chosenUpgrades(ship);
    const available = count(pilot.slots);
    for (const u of chosen)
      for (const g of u.side.grants ?? [])
        if (g.type === 'slot') available.set(g.slot, (available.get(g.slot) ?? 0) + g.amount);
    const used = new Map<SlotId, number>();
    for (const u of chosen) {
      const before = new Map(used);
      const short: SlotId[] = [];
      for (const s of u.side.slots) {
        const n = (used.get(s) ?? 0) + 1;
        used.set(s, n);
        if (n > Math.max(0, available.get(s) ?? 0) && !short.includes(s)) short.push(s);
      }
      for (const s of short) {
        const have = Math.max(0, available.get(s) ?? 0);
        const wanted = u.side.slots.filter((x) => x === s).length;
        const taken = before.get(s) ?? 0;
        problems.push({
          path: u.path,
          code: 'no-slot',
          message:
            have === 0
              ? `${u.upgrade.name} needs ${needs(wanted, s)}, and ${pilot.name} has none.`
              : `${u.upgrade.name} needs ${needs(wanted, s)}, but ${pilot.name} has ${slots(have, s)}` +
                (taken > 0 ? ` and ${taken} already hold${taken === 1 ? 's' : ''} other upgrades.` : '.'),
        });
      }
    }
  }
  return problems;
};
