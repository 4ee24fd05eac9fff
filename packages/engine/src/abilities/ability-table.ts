/**
 * The ability table a game runs with (Ctx.abilities): the lookup built over every record (all-records.ts), by source
 * key and by window, plus any records a caller adds for one game. Immutable and carried in the Ctx, never a global
 * registry.
 */
import type { AbilityTable } from '../context.js';
import type { ContentEdition } from '../rule-sets/types.js';
import type { Content } from '@xwing/content';
import type { ShipState } from '../state.js';
import { shipAbilityId } from './source-keys.js';
import { coreAbilities } from './all-records.js';
import { FIRST_EDITION_CORE_WAVE1 } from './cards-first-edition/core-wave1.js';
import { FIRST_EDITION_DAMAGE_DECK } from './cards-first-edition/damage-deck.js';
import { FIRST_EDITION_OBSTACLES } from './cards-first-edition/obstacles.js';
import { FIRST_EDITION_WAVE2 } from './cards-first-edition/wave2.js';
import type { Ability } from './vocabulary/types.js';

let core: Map<string, readonly Ability[]> | undefined;

/** Built once, on first use (an immutable table shared by every game). */
function coreMap(): Map<string, readonly Ability[]> {
  return (core ??= coreAbilities());
}

const NONE: readonly Ability[] = [];

/**
 * The engine's abilities, optionally with more for one game (tests, variants) added after them. Immutable: a game's
 * abilities travel in its Ctx, never in a global registry.
 */
export function abilityTable(extra: Readonly<Record<string, readonly Ability[]>> = {}): AbilityTable {
  const base = coreMap();
  const keys = Object.keys(extra);
  if (keys.length === 0) {
    // One table object for every game and decision (each EngineCtx asks for it).
    if (coreTable) return coreTable;
    const byWindow = (coreByWindow ??= windowIndex(base));
    return (coreTable = indexed(
      {
        get: (key) => base.get(key) ?? NONE,
        has: (key) => base.has(key),
        keysIn: (w) => byWindow.get(w) ?? NO_KEYS,
        keys: () => [...base.keys()],
      },
      byWindow,
    ));
  }
  const merged = new Map(base);
  for (const key of keys) merged.set(key, [...(merged.get(key) ?? []), ...extra[key]!]);
  const byWindow = windowIndex(merged);
  return indexed(
    {
      get: (key) => merged.get(key) ?? NONE,
      has: (key) => merged.has(key),
      keysIn: (w) => byWindow.get(w) ?? NO_KEYS,
      keys: () => [...merged.keys()],
    },
    byWindow,
  );
}

const NO_KEYS: ReadonlySet<string> = new Set();

/**
 * The card abilities of a content edition (rule-sets/types.ts ContentEdition): the engine's own records are the 2.5
 * cards'; the first edition's cards share their xws ids with 2.5 cards of other abilities (Luke Skywalker, Direct
 * Hit!…), so its games get their own table (cards-first-edition/; a card without a record is reported as not
 * implemented yet).
 */
export function abilityTableFor(edition: ContentEdition): AbilityTable {
  if (edition === 'v2') return abilityTable();
  return (firstEdition ??= tableOver(
    new Map(
      Object.entries({
        ...FIRST_EDITION_CORE_WAVE1,
        ...FIRST_EDITION_WAVE2,
        ...FIRST_EDITION_DAMAGE_DECK,
        ...FIRST_EDITION_OBSTACLES,
      }),
    ),
  ));
}

let firstEdition: AbilityTable | undefined;

function tableOver(map: ReadonlyMap<string, readonly Ability[]>): AbilityTable {
  const byWindow = windowIndex(map);
  return indexed(
    {
      get: (key) => map.get(key) ?? NONE,
      has: (key) => map.has(key),
      keysIn: (w) => byWindow.get(w) ?? NO_KEYS,
      keys: () => [...map.keys()],
    },
    byWindow,
  );
}
let coreByWindow: Map<string, Set<string>> | undefined;
let coreTable: AbilityTable | undefined;

/** For each window, the source keys with an ability in it (derived once from an immutable table). */
function windowIndex(table: ReadonlyMap<string, readonly Ability[]>): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [key, list] of table) {
    for (const a of list) {
      let set = out.get(a.window);
      if (!set) out.set(a.window, (set = new Set()));
      set.add(key);
    }
  }
  return out;
}

/** Each table built here, with its window index (gameTable reads the windows a game's cards can listen to from it). */
const windowsOf = new WeakMap<AbilityTable, ReadonlyMap<string, ReadonlySet<string>>>();

function indexed(table: AbilityTable, byWindow: ReadonlyMap<string, ReadonlySet<string>>): AbilityTable {
  windowsOf.set(table, byWindow);
  return table;
}

/**
 * A game's view of an ability table: the same records (`get`, `has`, `keys`), but `keysIn` answers an empty set for a
 * window that no card of the game can listen to (issue 21/28: the table holds every card of the content, and each
 * raised window and standing question otherwise looked its keys up on the game's ships although none of their cards
 * is among them). A window a card of the game listens to gets the table's own set, unchanged, so what every caller
 * finds for a ship is the same as with the whole table; only the answer for a window nothing in the game can carry
 * comes sooner.
 *
 * "A card of the game": the pilot and every upgrade (any side, discarded or not) of every ship in the state, the ships
 * gone included, and the ship abilities those cards give. Keys of the other kinds (damage cards, conditions, tokens,
 * obstacles, devices) are always counted: what a ship gets of those changes during the game. Derived from the state alone, kept per ships
 * array and checked against the ships' cards at each use (each choice's Ctx asks once: a card given, stowed or a ship
 * added makes another view from the next choice on; every ship is in the state before a game's first Ctx, and a card
 * stowed during a choice is discarded, no source, until a later one equips it); never stored in the state. A table this file did not build (a test's own) is returned as it is.
 */
export function gameTable(table: AbilityTable, state: { ships: readonly ShipState[] }, content: Content): AbilityTable {
  const ships = state.ships;
  const known = gameViews.get(ships);
  if (known !== undefined && known.table === table && known.content === content && sameCardList(known.cards, ships))
    return known.view;
  const byWindow = windowsOf.get(table);
  if (byWindow === undefined) return table;
  const cards = cardList(ships);
  // Games of the same cards (a simulation's, a clone of the state) share one view.
  let byContent = viewsOf.get(table);
  if (!byContent) viewsOf.set(table, (byContent = new WeakMap()));
  let views = byContent.get(content);
  if (!views) byContent.set(content, (views = new Map()));
  const id = cards.join(',');
  let view = views.get(id);
  if (view === undefined) {
    if (views.size >= MAX_VIEWS) views.clear();
    views.set(id, (view = gameView(table, byWindow, cards, content)));
  }
  gameViews.set(ships, { table, content, cards, view });
  return view;
}

/** By ships array: the table and content, the cards it was made for (cardList) and the game's view. */
const gameViews = new WeakMap<
  readonly ShipState[],
  { table: AbilityTable; content: Content; cards: string[]; view: AbilityTable }
>();
/** By table and content, the views by the game's card list (joined); cleared past a bound. */
const viewsOf = new WeakMap<AbilityTable, WeakMap<Content, Map<string, AbilityTable>>>();
const MAX_VIEWS = 256;

/**
 * The ships' cards in order: for each ship its pilot ("p" xws), the pilot whose identity it took ("i" xws: its pilot
 * ability acts for the ship, Nashtah Pup), then its upgrades ("u" xws).
 */
function cardList(ships: readonly ShipState[]): string[] {
  const out: string[] = [];
  for (const ship of ships) {
    out.push(`p${ship.pilot}`);
    if (ship.identity !== undefined) out.push(`i${ship.identity}`);
    for (const u of ship.upgrades) out.push(`u${u.xws}`);
  }
  return out;
}

function sameCardList(cards: readonly string[], ships: readonly ShipState[]): boolean {
  let i = 0;
  for (const ship of ships) {
    const p = cards[i++];
    if (p === undefined || p.length !== ship.pilot.length + 1 || p[0] !== 'p' || !p.endsWith(ship.pilot)) return false;
    if (ship.identity !== undefined && cards[i++] !== `i${ship.identity}`) return false;
    for (const u of ship.upgrades) {
      const c = cards[i++];
      if (c === undefined || c.length !== u.xws.length + 1 || c[0] !== 'u' || !c.endsWith(u.xws)) return false;
    }
  }
  return i === cards.length;
}

function gameView(
  table: AbilityTable,
  byWindow: ReadonlyMap<string, ReadonlySet<string>>,
  cards: readonly string[],
  content: Content,
): AbilityTable {
  const pilots = new Set<string>();
  const upgrades = new Set<string>();
  // The ship abilities the pilot cards and upgrade sides give (source-keys.ts abilityKeysOf reads them there).
  const shipAbilities = new Set<string>();
  const gives = (name: string | undefined) => name !== undefined && shipAbilities.add(shipAbilityId(name));
  for (const c of cards) {
    const xws = c.slice(1);
    if (c[0] === 'p') {
      pilots.add(xws);
      gives(content.pilot(xws)?.shipAbility);
    } else if (c[0] === 'i') pilots.add(xws);
    else {
      upgrades.add(xws);
      for (const side of content.upgrade(xws)?.sides ?? []) gives(side.shipAbility);
    }
  }
  const live = (key: string): boolean => {
    if (key.startsWith('pilot:')) return pilots.has(key.slice(6));
    if (key.startsWith('upgrade:')) return upgrades.has(key.slice(8, key.lastIndexOf(':')));
    if (key.startsWith('ship-ability:')) return shipAbilities.has(key.slice(13));
    return true;
  };
  const windows = new Map<string, ReadonlySet<string>>();
  for (const [w, keys] of byWindow) {
    for (const key of keys)
      if (live(key)) {
        windows.set(w, keys);
        break;
      }
  }
  return {
    get: table.get,
    has: table.has,
    keysIn: (w) => windows.get(w) ?? NO_KEYS,
    keys: table.keys,
  };
}
