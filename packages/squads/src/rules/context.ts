import type { Pilot, PointsSet, Ship, SlotId, Upgrade, UpgradeSide } from '@xwing/content';
import type { SquadContent } from '../content.js';
import { pilotPath, upgradePath } from '../normalize.js';
import { pilotEntry } from '../price.js';
import type { Format, Squad, SquadPilot, SquadProblem, SquadUpgrade } from '../types.js';

/** One equipped upgrade with what the data says about it. */
export interface UpgradeCtx {
  entry: SquadUpgrade;
  path: string;
  /** Position among its ship's upgrades. */
  index: number;
  upgrade?: Upgrade;
  /** The side it is equipped on (the first). */
  side?: UpgradeSide;
  /** Part of its standard-loadout pilot's printed loadout: paid for by the pilot's cost, placed without slots. */
  printed: boolean;
}

/** One ship of the squad with what the data says about it. */
export interface ShipCtx {
  entry: SquadPilot;
  path: string;
  index: number;
  pilot?: Pilot;
  ship?: Ship;
  upgrades: UpgradeCtx[];
  /** The pilot's upgrade slots in the points set (the card's when the set does not say). */
  slots: SlotId[];
  /** The pilot's printed upgrades in the points set when it flies a standard loadout (the card's when the set does not say). */
  printedLoadout: string[];
  /** The pilot comes with a standard loadout. */
  standardLoadout: boolean;
}

/** Everything a rule needs. */
export interface RuleCtx {
  squad: Squad;
  content: SquadContent;
  set: PointsSet;
  format: Format;
  ships: ShipCtx[];
}

/** A squad-building rule: every problem it finds, never stopping at the first. */
export type Rule = (ctx: RuleCtx) => SquadProblem[];

/** Paths of upgrades built in code: the n-th upgrade under a slot key is `[n]`. */
function upgradePaths(pilotIndex: number, upgrades: readonly SquadUpgrade[]): string[] {
  const seen = new Map<string, number>();
  return upgrades.map((u) => {
    const n = seen.get(u.slot) ?? 0;
    seen.set(u.slot, n + 1);
    return u.path ?? upgradePath(pilotIndex, u.slot, n);
  });
}

function shipOf(content: SquadContent, pilot: Pilot): Ship | undefined {
  try {
    return content.shipOf(pilot);
  } catch {
    return undefined;
  }
}

export function buildContext(squad: Squad, content: SquadContent, set: PointsSet, format: Format): RuleCtx {
  const ships = squad.pilots.map((entry, index): ShipCtx => {
    const pilot = content.pilot(entry.id);
    const inSet = pilot ? pilotEntry(set, pilot.xws) : undefined;
    const loadout = inSet?.standardLoadout ?? pilot?.standardLoadout ?? [];
    // Left out in the XWS and filled in from the card when read: the points set's own printed loadout holds.
    if (entry.loadoutFilledIn && loadout.length > 0)
      entry = {
        ...entry,
        upgrades: loadout.map((id) => ({ id, slot: content.upgrade(id)?.sides[0]?.type ?? 'unknown' })),
      };
    // Each printed upgrade can be matched once.
    const unmatched = [...loadout];
    const paths = upgradePaths(index, entry.upgrades);
    const upgrades = entry.upgrades.map((u, j): UpgradeCtx => {
      const upgrade = content.upgrade(u.id);
      const at = unmatched.indexOf(u.id);
      if (at >= 0) unmatched.splice(at, 1);
      return { entry: u, path: paths[j]!, index: j, upgrade, side: upgrade?.sides[0], printed: at >= 0 };
    });
    return {
      entry,
      path: entry.path ?? pilotPath(index),
      index,
      pilot,
      ship: pilot ? shipOf(content, pilot) : undefined,
      upgrades,
      slots: inSet?.slots ?? pilot?.slots ?? [],
      printedLoadout: loadout,
      standardLoadout: loadout.length > 0,
    };
  });
  return { squad, content, set, format, ships };
}

/** Upgrades a ship equipped itself, with their data: what the slot, loadout and restriction rules look at. */
export function chosenUpgrades(ship: ShipCtx): (UpgradeCtx & { upgrade: Upgrade; side: UpgradeSide })[] {
  return ship.upgrades.filter(
    (u): u is UpgradeCtx & { upgrade: Upgrade; side: UpgradeSide } => !u.printed && !!u.upgrade && !!u.side,
  );
}

/** The upgrade exists only as part of a standard loadout (by its card, or by the points set). */
export function standardLoadoutOnly(ctx: RuleCtx, upgrade: Upgrade): boolean {
  const entry = Object.hasOwn(ctx.set.upgrades, upgrade.xws) ? ctx.set.upgrades[upgrade.xws] : undefined;
  return upgrade.standardLoadoutOnly || entry?.standardLoadoutOnly === true;
}
