/**
 * The ability table a game runs with (Ctx.abilities): the lookup built over every record (all-records.ts), by source
 * key and by window, plus any records a caller adds for one game. Immutable and carried in the Ctx, never a global
 * registry.
 */
import type { AbilityTable } from '../context.js';
import type { ContentEdition } from '../rule-sets/types.js';
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
    return (coreTable = {
      get: (key) => base.get(key) ?? NONE,
      has: (key) => base.has(key),
      keysIn: (w) => byWindow.get(w) ?? NO_KEYS,
      keys: () => [...base.keys()],
    });
  }
  const merged = new Map(base);
  for (const key of keys) merged.set(key, [...(merged.get(key) ?? []), ...extra[key]!]);
  const byWindow = windowIndex(merged);
  return {
    get: (key) => merged.get(key) ?? NONE,
    has: (key) => merged.has(key),
    keysIn: (w) => byWindow.get(w) ?? NO_KEYS,
    keys: () => [...merged.keys()],
  };
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
  return {
    get: (key) => map.get(key) ?? NONE,
    has: (key) => map.has(key),
    keysIn: (w) => byWindow.get(w) ?? NO_KEYS,
    keys: () => [...map.keys()],
  };
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
