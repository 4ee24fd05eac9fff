import conditions from '../data/conditions.json' with { type: 'json' };
import damageDecks from '../data/damage-decks.json' with { type: 'json' };
import factions from '../data/factions.json' with { type: 'json' };
import pilots from '../data/pilots.json' with { type: 'json' };
import points from '../data/points.json' with { type: 'json' };
import ships from '../data/ships.json' with { type: 'json' };
import sourceIssues from '../data/source-issues.json' with { type: 'json' };
import upgrades from '../data/upgrades.json' with { type: 'json' };
import type {
  ActionDef,
  Condition,
  ContentData,
  DamageDeck,
  Faction,
  FactionId,
  Pilot,
  PointsSet,
  Ship,
  ShipStats,
  Upgrade,
} from './types.js';

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
  pointsSet(id: string): PointsSet | undefined;
  pointsSetIds(): string[];
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
  const factionIndex = byId(data.factions, (f) => f.xws, 'factions');
  const shipIndex = byId(data.ships, (s) => `${s.faction}/${s.xws}`, 'ships');
  const pilotIndex = byId(data.pilots, (p) => p.xws, 'pilots');
  const upgradeIndex = byId(data.upgrades, (u) => u.xws, 'upgrades');
  const conditionIndex = byId(data.conditions, (c) => c.xws, 'conditions');
  const pointsIndex = byId(data.pointsSets, (p) => p.id, 'points sets');
  const shipsByXws = new Map<string, Ship[]>();
  for (const s of data.ships) {
    const list = shipsByXws.get(s.xws);
    if (list) list.push(s);
    else shipsByXws.set(s.xws, [s]);
  }
  const ship = (faction: FactionId, xws: string) => shipIndex.get(`${faction}/${xws}`);
  const shipOf = (pilot: Pilot): Ship => {
    const s = ship(pilot.faction, pilot.ship);
    if (!s)
      throw new Error(`content: pilot ${pilot.xws} flies ${pilot.faction}/${pilot.ship}, which is not in the data`);
    return s;
  };
  return {
    data,
    faction: (id) => factionIndex.get(id),
    ship,
    shipsNamed: (xws) => [...(shipsByXws.get(xws) ?? [])],
    pilot: (xws) => pilotIndex.get(xws),
    upgrade: (xws) => upgradeIndex.get(xws),
    condition: (xws) => conditionIndex.get(xws),
    pointsSet: (id) => pointsIndex.get(id),
    pointsSetIds: () => data.pointsSets.map((p) => p.id),
    shipOf,
    statsOf: (pilot) => pilot.shipStats ?? shipOf(pilot).stats,
    actionsOf: (pilot) => pilot.shipActions ?? shipOf(pilot).actions,
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

let loaded: Content | undefined;

/** The committed data, loaded once (it is immutable: frozen) and indexed by xws id. */
export function loadContent(): Content {
  loaded ??= indexContent(
    deepFreeze({
      // The JSON files are written by scripts/convert-content.mjs in exactly these shapes; the integrity tests check
      // them against the unions of types.ts.
      factions: factions as unknown as Faction[],
      ships: ships as unknown as Ship[],
      pilots: pilots as unknown as Pilot[],
      upgrades: upgrades as unknown as Upgrade[],
      damageDecks: damageDecks as unknown as DamageDeck[],
      conditions: conditions as unknown as Condition[],
      pointsSets: points as unknown as PointsSet[],
      sourceIssues: sourceIssues as unknown as string[],
    }),
  );
  return loaded;
}
