import type { PointsPilot, PointsSet, PointsUpgrade } from '@xwing/content';

/** A pilot's entry in a points set, if the set prices it. */
export function pilotEntry(set: PointsSet, xws: string): PointsPilot | undefined {
  return Object.hasOwn(set.pilots, xws) ? set.pilots[xws] : undefined;
}

/** An upgrade's entry in a points set, if the set prices it. */
export function upgradeEntry(set: PointsSet, xws: string): PointsUpgrade | undefined {
  return Object.hasOwn(set.upgrades, xws) ? set.upgrades[xws] : undefined;
}

/** A cost as a number, or undefined when the set gives none (null or missing in the source). */
export function costOf(entry: { cost: number | null } | undefined): number | undefined {
  const cost = entry?.cost;
  return typeof cost === 'number' && Number.isFinite(cost) ? cost : undefined;
}
