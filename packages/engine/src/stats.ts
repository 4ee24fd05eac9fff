/**
 * A ship's starting stats: the pilot's (or ship's) printed values plus what its equipped upgrades grant (Shield
 * Upgrade +1 shield, Hull Upgrade +1 hull, …). The core helper's setup calls `initialStats` to fill a ShipState.
 */
import type { Content, PrimaryAttack } from '@xwing/content';

export interface InitialStats {
  attacks: PrimaryAttack[];
  agility: number;
  hull: number;
  shields: number;
  force: number;
  /** The pilot card's charges (upgrade charges live on each EquippedUpgrade). */
  charges: number;
  initiative: number;
}

export function initialStats(
  content: Content,
  pilotXws: string,
  upgrades: readonly { xws: string; side?: number; discarded?: boolean }[],
): InitialStats {
  const pilot = content.pilot(pilotXws);
  if (!pilot) throw new Error(`engine: unknown pilot ${JSON.stringify(pilotXws)}`);
  const s = content.statsOf(pilot);
  const out: InitialStats = {
    attacks: s.attacks.map((a) => ({ ...a })),
    agility: s.agility,
    hull: s.hull,
    shields: s.shields,
    force: pilot.force?.value ?? 0,
    charges: pilot.charges?.value ?? 0,
    initiative: pilot.initiative,
  };
  for (const u of upgrades) {
    if (u.discarded) continue;
    const side = content.upgrade(u.xws)?.sides[u.side ?? 0];
    if (!side) continue;
    if (side.force) out.force += side.force.value;
    for (const g of side.grants ?? []) {
      // The card data writes some Force upgrades twice (Maul: the side's own Force and a Force grant of the same
      // +1); the side's own value wins, so a card adds its Force once.
      if (g.type === 'force' && !side.force) out.force += g.amount;
      if (g.type !== 'stat') continue;
      if (g.stat === 'hull') out.hull += g.amount;
      else if (g.stat === 'shields') out.shields += g.amount;
      else if (g.stat === 'agility') out.agility += g.amount;
      else if (g.stat === 'attack') {
        const a = out.attacks.find((x) => g.arc === undefined || x.arc === g.arc);
        if (a) a.value += g.amount;
        else if (g.arc) out.attacks.push({ arc: g.arc, value: g.amount });
      }
    }
  }
  return out;
}

/** Upgrade charges at setup: each equipped upgrade side's charge limit. */
export function initialUpgradeCharges(content: Content, xws: string, side = 0): number | undefined {
  return content.upgrade(xws)?.sides[side]?.charges?.value;
}

/** A ship's cards as `shipStats` last saw them, and their stats. */
interface StatsEntry {
  content: Content;
  pilot: string;
  xws: string[];
  /** Each upgrade's side, or -1 once discarded. */
  sides: number[];
  stats: Readonly<InitialStats>;
}
const statsByUpgrades = new WeakMap<object, StatsEntry>();

/**
 * `initialStats` of a ship's cards as they are now, for the questions asked many times a round (its weapons, its
 * agility): kept per upgrades array and checked against the ship's pilot and each upgrade's card, side and discard on
 * every use, so a flipped or discarded card is never read from a stale entry. Shared and frozen: read it, never change
 * it (take `initialStats` for a copy of one's own).
 */
export function shipStats(
  content: Content,
  ship: { pilot: string; upgrades: readonly { xws: string; side?: number; discarded?: boolean }[] },
): Readonly<InitialStats> {
  const upgrades = ship.upgrades;
  const known = statsByUpgrades.get(upgrades);
  if (known !== undefined && known.content === content && known.pilot === ship.pilot && sameUpgrades(known, upgrades))
    return known.stats;
  const stats = initialStats(content, ship.pilot, upgrades);
  for (const a of stats.attacks) Object.freeze(a);
  Object.freeze(stats.attacks);
  statsByUpgrades.set(upgrades, {
    content,
    pilot: ship.pilot,
    xws: upgrades.map((u) => u.xws),
    sides: upgrades.map((u) => (u.discarded ? -1 : (u.side ?? 0))),
    stats: Object.freeze(stats),
  });
  return stats;
}

function sameUpgrades(
  known: StatsEntry,
  upgrades: readonly { xws: string; side?: number; discarded?: boolean }[],
): boolean {
  if (known.xws.length !== upgrades.length) return false;
  for (let i = 0; i < upgrades.length; i++) {
    const u = upgrades[i]!;
    if (known.xws[i] !== u.xws || known.sides[i] !== (u.discarded ? -1 : (u.side ?? 0))) return false;
  }
  return true;
}
