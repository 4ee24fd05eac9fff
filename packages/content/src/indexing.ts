import type {
  ActionDef,
  ContentData,
  Faction,
  FactionId,
  Pilot,
  PointsSet,
  PointsSetInfo,
  Ship,
  ShipStats,
  Upgrade,
} from './types.js';
import type { Condition } from './types.js';

/** The points set used when none is named: X-Wing Alliance's current one. */
export const DEFAULT_POINTS_SET = 'xwa-50p2.0';

/** The content, indexed by xws id. Lookups of unknown ids give undefined. */
export interface Content {
  readonly data: ContentData;
  faction(id: string): Faction | undefined;
  ship(faction: FactionId, xws: string): Ship | undefined;
  /** Ships with this xws in any faction. */
  shipsNamed(xws: string): Ship[];
  pilot(xws: string): Pilot | undefined;
  upgrade(xws: string): Upgrade | undefined;
  condition(xws: string): Condition | undefined;
  /** A points set with its prices (read when first asked for, where the data is read from files). */
  pointsSet(id: string): PointsSet | undefined;
  pointsSetIds(): string[];
  /** Every points set without its prices: names, squad limits, dates, builder tags. */
  pointsSetInfos(): readonly PointsSetInfo[];
  /** The ship a pilot flies (its faction's version). */
  shipOf(pilot: Pilot): Ship;
  /** The pilot's effective stats/actions: the ship's, replaced by the pilot's overrides. */
  statsOf(pilot: Pilot): ShipStats;
  actionsOf(pilot: Pilot): ActionDef[];
}

function byId<T>(items: readonly T[], id: (item: T) => string, what: string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) {
    const key = id(item);
    if (map.has(key)) throw new Error(`content: two ${what} with the id ${JSON.stringify(key)}`);
    map.set(key, item);
  }
  return map;
}

/** Builds the indexes over any ContentData (tests use small hand-made data). */
export function indexContent(data: ContentData): Content {
  return buildIndex(data, data, (x) => x);
}

/** Points sets read one at a time: the list of them without prices, and how to read one. */
export interface PointsSetSource {
  infos: readonly PointsSetInfo[];
  read(id: string): PointsSet;
}

/** A set's description without its prices. */
export function infoOf(set: PointsSet): PointsSetInfo {
  const { pilots: _pilots, upgrades: _upgrades, ...info } = set;
  return info;
}

/**
 * Content whose data is frozen as it is used rather than all at once: what a lookup returns, and each list of `data`
 * when it is first read, is deep-frozen then. A short-lived program that looks at a few cards pays for those only;
 * nothing it is handed can be changed either way.
 */
export function indexContentFreezingLazily(data: ContentData, sets?: PointsSetSource): Content {
  const view = {} as ContentData;
  for (const key of Object.keys(data) as (keyof ContentData)[])
    Object.defineProperty(view, key, { enumerable: true, get: () => deepFreeze(data[key]) });
  return buildIndex(data, Object.freeze(view), deepFreeze, sets);
}

/**
 * The points sets by id. With a source, a set is read when first asked for and kept: a command that prices one squad
 * in one set reads that set's file only (issue 23, item 8). Without one, they are the data's own.
 */
function pointsSetsOf(data: ContentData, sets: PointsSetSource | undefined) {
  if (sets === undefined) {
    const index = byId(data.pointsSets, (p) => p.id, 'points sets');
    return { get: (id: string) => index.get(id), infos: data.pointsSets.map(infoOf) };
  }
  byId(sets.infos, (p) => p.id, 'points sets');
  const known = new Set(sets.infos.map((s) => s.id));
  const read = new Map<string, PointsSet>();
  const get = (id: string): PointsSet | undefined => {
    if (!known.has(id)) return undefined;
    let set = read.get(id);
    if (set === undefined) read.set(id, (set = sets.read(id)));
    return set;
  };
  return { get, infos: sets.infos };
}

function buildIndex(data: ContentData, view: ContentData, out: <T>(item: T) => T, sets?: PointsSetSource): Content {
  const factionIndex = byId(data.factions, (f) => f.xws, 'factions');
  const shipIndex = byId(data.ships, (s) => `${s.faction}/${s.xws}`, 'ships');
  const pilotIndex = byId(data.pilots, (p) => p.xws, 'pilots');
  const upgradeIndex = byId(data.upgrades, (u) => u.xws, 'upgrades');
  const conditionIndex = byId(data.conditions, (c) => c.xws, 'conditions');
  const points = pointsSetsOf(data, sets);
  const shipsByXws = new Map<string, Ship[]>();
  for (const s of data.ships) {
    const list = shipsByXws.get(s.xws);
    if (list) list.push(s);
    else shipsByXws.set(s.xws, [s]);
  }
  const ship = (faction: FactionId, xws: string) => out(shipIndex.get(`${faction}/${xws}`));
  const shipOf = (pilot: Pilot): Ship => {
    const s = shipIndex.get(`${pilot.faction}/${pilot.ship}`);
    if (!s)
      throw new Error(`content: pilot ${pilot.xws} flies ${pilot.faction}/${pilot.ship}, which is not in the data`);
    return out(s);
  };
  return {
    data: view,
    faction: (id) => out(factionIndex.get(id)),
    ship,
    shipsNamed: (xws) => (shipsByXws.get(xws) ?? []).map(out),
    pilot: (xws) => out(pilotIndex.get(xws)),
    upgrade: (xws) => out(upgradeIndex.get(xws)),
    condition: (xws) => out(conditionIndex.get(xws)),
    pointsSet: (id) => out(points.get(id)),
    pointsSetIds: () => points.infos.map((p) => p.id),
    pointsSetInfos: () => out(points.infos),
    shipOf,
    statsOf: (pilot) => pilot.shipStats ?? shipOf(pilot).stats,
    actionsOf: (pilot) => pilot.shipActions ?? shipOf(pilot).actions,
  };
}

/** Freezes a value and everything in it, so shared data cannot be changed by any of its users. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
