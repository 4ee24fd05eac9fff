import type { Pilot, PointsSet, SlotId, Upgrade } from '@xwing/content/core';
import { factionName, type SquadContent } from '../content.js';
import { FACTION_IDS, orList, resolveFaction } from '../normalize.js';
import { costOf, pilotEntry, upgradeEntry } from '../price.js';
import { legalIn } from '../rules/points.js';
import type { Format, Squad, SquadPilot, ValidationResult } from '../types.js';
import { resolveOptions, SquadOptionError, validateSquad } from '../validate.js';
import { pilotKeys, upgradeKeys, upgradeKeysOf } from './keys.js';
import { mayEquip, slotsFree } from './fit.js';
import { pickWeighted, type SquadRng, squadRng, weightedOrder } from './rng.js';

export interface RandomSquadOptions {
  /** The faction, in any spelling `resolveFaction` reads ("rebelalliance", "Rebel Alliance", "rebels"). */
  faction: string;
  /** The same seed (with the same options and content) always gives the same squad. */
  seed: string;
  /** Points set id; default DEFAULT_POINTS_SET. */
  pointsSet?: string;
  /** Default 'standard': only cards the points set marks standard-legal. */
  format?: Format;
  /**
   * Favour cards with one of these ability source keys (`pilot:<xws>`, `upgrade:<xws>:<side>`,
   * `ship-ability:<id>`): such a card is RICH_WEIGHT times as likely to be picked or tried first.
   */
  rich?: (key: string) => boolean;
  /** At most this many ships (default MAX_SHIPS). */
  maxShips?: number;
  name?: string;
  description?: string;
}

export interface RandomSquad {
  squad: Squad;
  /** The squad's validation in the points set and format: always valid. */
  result: ValidationResult;
}

/** How much likelier a card of the rich group is to be chosen: strong enough to fill squads with them, not only. */
export const RICH_WEIGHT = 10;

/** Beyond eight ships a setup zone grows crowded and games slow, for little more variety. */
export const MAX_SHIPS = 8;

interface PilotChoice {
  pilot: Pilot;
  cost: number;
  loadout: number;
  printed: string[];
  slots: SlotId[];
  weight: number;
}

interface ShipBuild {
  choice: PilotChoice;
  entry: SquadPilot;
  loadoutLeft: number;
}

interface UpgradeChoice {
  upgrade: Upgrade;
  cost: number;
  weight: number;
  standardized: boolean;
}

interface Build {
  content: SquadContent;
  set: PointsSet;
  format: Format;
  rng: SquadRng;
  squad: Squad;
  ships: ShipBuild[];
}

function valid(b: Build): boolean {
  return validateSquad(b.squad, b.content, { pointsSet: b.set.id, format: b.format }).valid;
}

function pilotChoices(b: Build, faction: string, weight: (keys: string[]) => number): PilotChoice[] {
  const choices: PilotChoice[] = [];
  for (const pilot of b.content.data.pilots) {
    if (pilot.faction !== faction) continue;
    const entry = pilotEntry(b.set, pilot.xws);
    const cost = costOf(entry);
    if (!entry || cost === undefined || !legalIn(b.format, entry, pilot.formats)) continue;
    const printed = entry.standardLoadout ?? pilot.standardLoadout ?? [];
    const keys = [...pilotKeys(pilot), ...printed.flatMap((id) => upgradeKeysOf(b.content, id))];
    choices.push({
      pilot,
      cost,
      loadout: printed.length > 0 ? 0 : (entry.loadout ?? 0),
      printed,
      slots: entry.slots ?? pilot.slots,
      weight: weight(keys),
    });
  }
  return choices;
}

function upgradeChoices(b: Build, weight: (keys: string[]) => number): UpgradeChoice[] {
  const choices: UpgradeChoice[] = [];
  for (const upgrade of b.content.data.upgrades) {
    const entry = upgradeEntry(b.set, upgrade.xws);
    const cost = costOf(entry);
    if (!entry || cost === undefined || upgrade.sides.length === 0) continue;
    if (upgrade.standardLoadoutOnly || entry.standardLoadoutOnly === true) continue;
    if (!legalIn(b.format, entry, upgrade.formats)) continue;
    const standardized = upgrade.restrictions.some((g) => g.some((r) => r.kind === 'standardized'));
    choices.push({ upgrade, cost, weight: weight(upgradeKeys(upgrade)), standardized });
  }
  return choices;
}

/**
 * Ships first: pilots picked at random (weighted) among those whose cost still fits the squad limit, each kept only
 * when the squad stays valid (a second copy of a limited pilot, an XWA restricted card over its cap, a printed
 * loadout the data lacks are dropped from the pool), until nothing fits or the squad has `maxShips`.
 */
function addPilots(b: Build, pool: PilotChoice[], maxShips: number): void {
  let spent = 0;
  while (b.ships.length < maxShips) {
    const fits = pool.filter((p) => p.cost <= b.set.squadLimit - spent);
    const choice = pickWeighted(b.rng, fits, (p) => p.weight);
    if (!choice) return;
    const entry: SquadPilot = {
      id: choice.pilot.xws,
      ship: choice.pilot.ship,
      upgrades: choice.printed.map((id) => ({ id, slot: b.content.upgrade(id)?.sides[0]?.type ?? 'unknown' })),
    };
    b.squad.pilots.push(entry);
    if (valid(b)) {
      b.ships.push({ choice, entry, loadoutLeft: choice.loadout });
      spent += choice.cost;
    } else {
      b.squad.pilots.pop();
      pool = pool.filter((p) => p !== choice);
    }
  }
}

/**
 * Equips one upgrade (a standardized one on every ship of that type, as the rule requires) and keeps it only when
 * the squad stays valid: the validator decides every rule; the checks before it only skip hopeless tries.
 */
function tryUpgrade(b: Build, ship: ShipBuild, u: UpgradeChoice): boolean {
  const targets = u.standardized ? b.ships.filter((s) => s.choice.pilot.ship === ship.choice.pilot.ship) : [ship];
  for (const t of targets)
    if (
      t.choice.printed.length > 0 ||
      u.cost > t.loadoutLeft ||
      !mayEquip(b.content, t.choice.pilot, u.upgrade) ||
      !slotsFree(b.content, t.choice.pilot, t.choice.slots, t.entry.upgrades, u.upgrade)
    )
      return false;
  const slot = u.upgrade.sides[0]!.type;
  for (const t of targets) t.entry.upgrades.push({ id: u.upgrade.xws, slot });
  if (valid(b)) {
    for (const t of targets) t.loadoutLeft -= u.cost;
    return true;
  }
  for (const t of targets) t.entry.upgrades.pop();
  return false;
}

/**
 * Then upgrades, ship by ship in a random order: every affordable upgrade tried in a weighted random order, kept when
 * the squad stays valid, so loadouts end about full. A pass that added something is followed by another, since an
 * upgrade may grant a slot (or satisfy another's "equipped" restriction) that an earlier try lacked.
 */
function addUpgrades(b: Build, pool: UpgradeChoice[]): void {
  for (const ship of weightedOrder(b.rng, b.ships, () => 1)) {
    for (let pass = 0, grew = true; grew && pass < 3; pass++) {
      grew = false;
      for (const u of weightedOrder(b.rng, pool, (x) => x.weight)) {
        if (ship.loadoutLeft <= 0) break;
        if (u.cost <= ship.loadoutLeft && tryUpgrade(b, ship, u)) grew = true;
      }
    }
  }
}

/**
 * A random legal squad of one faction under a points set: seeded and pure (same options, same squad), valid by the
 * package's own squad validation. Throws SquadOptionError for an unknown faction, points set or format, or when no
 * pilot of the faction can be fielded under the set.
 */
export function randomSquad(content: SquadContent, options: RandomSquadOptions): RandomSquad {
  const { setId, format: named } = resolveOptions(content, options);
  // A random squad is made for one format: the standard one unless another is named.
  const format = named ?? 'standard';
  const faction = resolveFaction(options.faction);
  if (!faction)
    throw new SquadOptionError(
      `unknown faction "${options.faction}"; the factions are ${orList(FACTION_IDS.map((f) => `"${f}"`))}`,
    );
  const rich = options.rich;
  const weight = (keys: string[]) => (rich && keys.some(rich) ? RICH_WEIGHT : 1);
  const b: Build = {
    content,
    set: content.pointsSet(setId)!,
    format,
    rng: squadRng(options.seed),
    squad: {
      name: options.name ?? `Random ${factionName(content, faction)} squad`,
      ...(options.description !== undefined ? { description: options.description } : {}),
      faction,
      pilots: [],
    },
    ships: [],
  };
  addPilots(b, pilotChoices(b, faction, weight), options.maxShips ?? MAX_SHIPS);
  if (b.ships.length === 0)
    throw new SquadOptionError(
      `no pilot of the ${factionName(content, faction)} can be fielded in the ${format} format under ${setId}`,
    );
  addUpgrades(b, upgradeChoices(b, weight));
  const result = validateSquad(b.squad, content, { pointsSet: setId, format });
  // Every step kept the squad valid; a failure here is a bug in this file, not a squad problem.
  if (!result.valid) throw new Error(`random squad (seed ${options.seed}) is not valid: ${result.errors[0]!.message}`);
  return { squad: b.squad, result };
}
