/**
 * How many of the content's card abilities the engine implements (`xwing content coverage`): pilots by faction,
 * upgrade sides by slot, ship abilities (a source of their own, "ship-ability:<id>"), and the cards with an ability
 * that are legal in the standard format under a points set. A card counts as implemented when the ability table has
 * an entry for its source key (registry.ts); cards without an ability are not counted.
 */
import type { Content } from '@xwing/content';
import type { AbilityTable } from '../context.js';
import { shipAbilityKey } from './source-keys.js';

export interface CoverageGroup {
  implemented: number;
  total: number;
  /** Source keys of the cards with an ability the engine does not implement, sorted. */
  missing: string[];
}

export interface AbilityCoverage {
  pointsSet: string;
  pilots: { implemented: number; total: number; byFaction: Record<string, CoverageGroup> };
  upgrades: { implemented: number; total: number; bySlot: Record<string, CoverageGroup> };
  shipAbilities: CoverageGroup;
  standard: { implemented: number; total: number };
}

function group(): CoverageGroup {
  return { implemented: 0, total: 0, missing: [] };
}

function count(g: CoverageGroup, key: string, implemented: boolean): void {
  g.total++;
  if (implemented) g.implemented++;
  else g.missing.push(key);
}

function sortGroups(groups: Record<string, CoverageGroup>): Record<string, CoverageGroup> {
  const out: Record<string, CoverageGroup> = {};
  for (const k of Object.keys(groups).sort()) out[k] = { ...groups[k]!, missing: [...groups[k]!.missing].sort() };
  return out;
}

/** The coverage figures; `pointsSet` must name one of the content's points sets (it decides "standard"). */
export function abilityCoverage(content: Content, table: AbilityTable, pointsSet: string): AbilityCoverage {
  const points = content.pointsSet(pointsSet);
  if (!points)
    throw new Error(`unknown points set ${JSON.stringify(pointsSet)} (known: ${content.pointsSetIds().join(', ')})`);
  const byFaction: Record<string, CoverageGroup> = {};
  const bySlot: Record<string, CoverageGroup> = {};
  const ships = group();
  const shipSeen = new Set<string>();
  const standard = { implemented: 0, total: 0 };
  const shipAbility = (name: string | undefined) => {
    if (name === undefined) return;
    const key = shipAbilityKey(name);
    if (shipSeen.has(key)) return;
    shipSeen.add(key);
    count(ships, key, table.has(key));
  };
  for (const pilot of content.data.pilots) {
    shipAbility(pilot.shipAbility);
    if (!pilot.hasAbility) continue;
    const key = `pilot:${pilot.xws}`;
    const done = table.has(key);
    count((byFaction[pilot.faction] ??= group()), key, done);
    if (points.pilots[pilot.xws]?.standard) {
      standard.total++;
      if (done) standard.implemented++;
    }
  }
  for (const upgrade of content.data.upgrades) {
    upgrade.sides.forEach((side, i) => {
      shipAbility(side.shipAbility);
      if (!side.hasAbility) return;
      const key = `upgrade:${upgrade.xws}:${i}`;
      const done = table.has(key);
      count((bySlot[side.type] ??= group()), key, done);
      if (points.upgrades[upgrade.xws]?.standard) {
        standard.total++;
        if (done) standard.implemented++;
      }
    });
  }
  const sum = (groups: Record<string, CoverageGroup>) =>
    Object.values(groups).reduce((a, g) => ({ implemented: a.implemented + g.implemented, total: a.total + g.total }), {
      implemented: 0,
      total: 0,
    });
  return {
    pointsSet,
    pilots: { ...sum(byFaction), byFaction: sortGroups(byFaction) },
    upgrades: { ...sum(bySlot), bySlot: sortGroups(bySlot) },
    shipAbilities: { ...ships, missing: [...ships.missing].sort() },
    standard,
  };
}
