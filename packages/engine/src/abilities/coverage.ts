/**
 * How many of the content's card abilities the engine implements (`xwing content coverage`): pilots by faction,
 * upgrade sides by slot, ship abilities (a source of their own, "ship-ability:<id>"), and the cards with an ability
 * that are legal in the standard format under a points set; given the card group table, the same by group
 * (group-coverage.ts). A card counts as implemented when the ability table has an entry for its source key
 * (source-keys.ts) and none of its records leaves a part unwritten (`Ability.incomplete`); cards without an ability
 * are not counted.
 */
import type { CardGroup, CardGroupTable, Content } from '@xwing/content';
import type { AbilityTable } from '../context.js';
import { cardImplemented, groupCoverage, type GroupCoverage } from './group-coverage.js';
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
  /** By card group (when the group table is given): issue 21's figures for each of the four groups. */
  groups?: Record<CardGroup, GroupCoverage>;
  /** Cards with an ability the group table does not place (none while the table is up to date). */
  ungrouped?: string[];
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

/**
 * The coverage figures; `pointsSet` must name one of the content's points sets (it decides "standard"). With the card
 * group table (@xwing/content's loadCardGroups()), also the figures by group.
 */
export function abilityCoverage(
  content: Content,
  table: AbilityTable,
  pointsSet: string,
  cardGroups?: CardGroupTable,
): AbilityCoverage {
  const points = content.pointsSet(pointsSet);
  if (!points)
    throw new Error(`unknown points set ${JSON.stringify(pointsSet)} (known: ${content.pointsSetIds().join(', ')})`);
  const byFaction: Record<string, CoverageGroup> = {};
  const bySlot: Record<string, CoverageGroup> = {};
  const ships = group();
  const shipSeen = new Set<string>();
  const standard = { implemented: 0, total: 0 };
  const keys: string[] = [];
  // A ship ability is standard-legal (for the group figures) when a standard-legal pilot or upgrade gives it.
  const shipStandard = new Set<string>();
  const shipAbility = (name: string | undefined, legal = false) => {
    if (name === undefined) return;
    const key = shipAbilityKey(name);
    if (legal) shipStandard.add(key);
    if (shipSeen.has(key)) return;
    keys.push(key);
    shipSeen.add(key);
    count(ships, key, cardImplemented(table, key));
  };
  for (const pilot of content.data.pilots) {
    shipAbility(pilot.shipAbility, points.pilots[pilot.xws]?.standard === true);
    if (!pilot.hasAbility) continue;
    const key = `pilot:${pilot.xws}`;
    keys.push(key);
    const done = cardImplemented(table, key);
    count((byFaction[pilot.faction] ??= group()), key, done);
    if (points.pilots[pilot.xws]?.standard) {
      standard.total++;
      if (done) standard.implemented++;
    }
  }
  for (const upgrade of content.data.upgrades) {
    upgrade.sides.forEach((side, i) => {
      shipAbility(side.shipAbility, points.upgrades[upgrade.xws]?.standard === true);
      if (!side.hasAbility) return;
      const key = `upgrade:${upgrade.xws}:${i}`;
      keys.push(key);
      const done = cardImplemented(table, key);
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
    ...(cardGroups === undefined ? {} : groupCoverage(table, points, cardGroups, keys, shipStandard)),
  };
}
