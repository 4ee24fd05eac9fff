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
