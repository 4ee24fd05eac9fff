/**
 * Source keys: the format every ability record is filed under, and which keys a ship carries. The keys:
 * "pilot:<xws>", "upgrade:<xws>:<side>", "ship-ability:<id>" (shipAbilityId), "damage:<xws>", "condition:<xws>",
 * "token:<type>", "obstacle:<kind>" and "device:<xws>" (a device's effect, never a ship's source). A card with an
 * ability in the content (`hasAbility`) but no record still flies with its stats, actions and weapons;
 * `reportNotImplemented` says so once per game per card (an 'ability-not-implemented' event).
 */
import { inPlay } from '../combat/util.js';
import type { Ctx } from '../context.js';
import type { EquippedUpgrade, ShipState } from '../state.js';
import type { Ability } from './vocabulary/types.js';

/** The id a ship ability is known by: its name in lower case, letters and digits only ("Locked and Loaded" → "lockedandloaded"). */
export function shipAbilityId(name: string): string {
  // Read on every ability lookup of a ship (carriesAnyKey): no Unicode normalisation, the names are plain ASCII.
  return name.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** The source key of a ship ability, by its name on the card. */
export function shipAbilityKey(name: string): string {
  return `ship-ability:${shipAbilityId(name)}`;
}

export function abilitiesOf(ctx: Ctx, key: string): readonly Ability[] {
  return ctx.abilities.get(key);
}

/**
 * The ability sources a ship carries: its pilot, the ship ability its pilot card or an upgrade side gives it, its
 * equipped upgrades (face-up side), its faceup damage cards, the conditions assigned to it, its tokens, and the
 * obstacles it is at range 0 of.
 */
export function abilityKeysOf(ctx: Ctx, ship: ShipState): { key: string; card?: number }[] {
  const c = cardsOf(ctx, ship);
  // A card may take the pilot ability away ('ship:abilities' `lose-pilot-ability`: Gravitic Well's rewritten one).
  const out: { key: string; card?: number }[] = c.losesPilot ? [] : [{ key: `pilot:${ship.pilot}` }];
  const shipAbility = ctx.content.pilot(ship.pilot)?.shipAbility;
  if (shipAbility !== undefined && !c.loses?.includes(shipAbilityId(shipAbility)))
    out.push({ key: shipAbilityKey(shipAbility) });
  for (const u of ship.upgrades)
    if (!u.discarded) {
      out.push({ key: `upgrade:${u.xws}:${u.side}` });
      const granted = ctx.content.upgrade(u.xws)?.sides[u.side]?.shipAbility;
      if (granted !== undefined && !c.loses?.includes(shipAbilityId(granted)))
        out.push({ key: shipAbilityKey(granted) });
    }
  for (const lender of c.lenders) out.push({ key: `pilot:${lender.pilot}` });
  for (const key of c.lent) out.push({ key });
  // The pilot ability of the pilot whose identity it took ('dock:identity': Nashtah Pup), beside its own.
  if (ship.identity !== undefined) out.push({ key: `pilot:${ship.identity}` });
  ship.damage.forEach((d, card) => {
    if (d.faceup) out.push({ key: `damage:${d.card}`, card });
  });
  for (const c of ship.conditions ?? []) out.push({ key: `condition:${c.xws}` });
  // Tokens and obstacles carry their rules as abilities too (cards/subsystems/tokens.ts, obstacles.ts): a ship holding a
  // token, or at range 0 of an obstacle, carries its source.
  for (const [token, n] of Object.entries(ship.tokens)) if ((n ?? 0) > 0) out.push({ key: `token:${token}` });
  for (const kind of ship.atObstacles ?? []) out.push({ key: `obstacle:${kind}` });
  return out;
}

/** A window's source keys sorted by kind, built once per key set (keysIn's sets are immutable). */
interface KeyIndex {
  /** A number of its own, so a ship's cached entries are found by array index (`ShipCards.entries`). */
  id: number;
  pilot: Set<string>;
  damage: Set<string>;
  /** Upgrade xws → the sides with a key (no string is built per upgrade when a ship is tested). */
  upgrade: Map<string, Set<number>>;
  condition: Set<string>;
  token: Set<string>;
  obstacle: Set<string>;
  shipAbility: Set<string>;
  /** A key of a kind no ship carries by itself (devices), or unknown: never matched / always checked. */
  unknown: boolean;
  /** What each pilot card and upgrade side carries of these keys, for one content (filled as ships are tested). */
  hits?: CardHits;
  /** Whether an upgrade side can carry one of these keys (its own key or a ship ability it grants). */
  upgrades: boolean;
  /** Whether a key depends on the ship's state (damage cards, conditions, tokens, obstacles), not its cards alone. */
  changing: boolean;
  /** The token kinds, as a list. */
  tokens: string[];
  /** Each token kind's entry, and that entry alone as a list (a ship whose cards carry none of the keys). */
  tokenEntries: Map<string, { entry: KeyEntry; alone: readonly KeyEntry[] }>;
}
/**
 * Each key set's index, kept on the set itself under a symbol (not enumerable, never changed once set): keysIn's sets
 * are immutable and live as long as their table, and a property read is much cheaper than a WeakMap lookup, which
 * every standing question and raised window made (issue 28).
 */
const INDEX: unique symbol = Symbol('source key index');
type IndexedSet = ReadonlySet<string> & { [INDEX]?: KeyIndex };
let nextIndexId = 0;

/** The indexes of key sets that cannot take a property (frozen by their maker). */
const frozenIndexes = new WeakMap<ReadonlySet<string>, KeyIndex>();

function indexOf(keys: ReadonlySet<string>): KeyIndex {
  let index = (keys as IndexedSet)[INDEX] ?? frozenIndexes.get(keys);
  if (index !== undefined) return index;
  index = {
    id: nextIndexId++,
    pilot: new Set(),
    damage: new Set(),
    upgrade: new Map(),
    condition: new Set(),
    token: new Set(),
    obstacle: new Set(),
    shipAbility: new Set(),
    unknown: false,
    upgrades: false,
    changing: false,
    tokens: [],
    tokenEntries: new Map(),
  };
  for (const key of keys) {
    const colon = key.indexOf(':');
    const kind = key.slice(0, colon);
    const rest = key.slice(colon + 1);
    if (kind === 'pilot') index.pilot.add(rest);
    else if (kind === 'damage') index.damage.add(rest);
    else if (kind === 'upgrade') {
      const cut = rest.lastIndexOf(':');
      const xws = rest.slice(0, cut);
      const sides = index.upgrade.get(xws) ?? new Set<number>();
      sides.add(Number(rest.slice(cut + 1)));
      index.upgrade.set(xws, sides);
    } else if (kind === 'condition') index.condition.add(rest);
    else if (kind === 'token') index.token.add(rest);
    else if (kind === 'obstacle') index.obstacle.add(rest);
    else if (kind === 'ship-ability') index.shipAbility.add(rest);
    else if (kind !== 'device') index.unknown = true;
  }
  index.upgrades = index.upgrade.size > 0 || index.shipAbility.size > 0;
  index.changing = index.damage.size + index.condition.size + index.token.size + index.obstacle.size > 0;
  index.tokens = [...index.token];
  for (const t of index.tokens) {
    const entry = { key: `token:${t}` };
    index.tokenEntries.set(t, { entry, alone: [entry] });
  }
  if (Object.isExtensible(keys)) Object.defineProperty(keys, INDEX, { value: index });
  else frozenIndexes.set(keys, index);
  return index;
}

const shipAbilityIds = new Map<string, string>();
function cachedShipAbilityId(name: string): string {
  let id = shipAbilityIds.get(name);
  if (id === undefined) shipAbilityIds.set(name, (id = shipAbilityId(name)));
  return id;
}

/**
 * Per content, the ship ability id of each pilot ("p<xws>") and upgrade side ("u<side>:<xws>"), null for none: read
 * on every window and standing query (issue 28), so the cards are looked up once.
 */
const shipAbilityIdsByContent = new WeakMap<object, Map<string, string | null>>();
function shipAbilityIdsOf(ctx: Ctx): Map<string, string | null> {
  let ids = shipAbilityIdsByContent.get(ctx.content);
  if (!ids) shipAbilityIdsByContent.set(ctx.content, (ids = new Map()));
  return ids;
}
function ownShipAbility(ctx: Ctx, ids: Map<string, string | null>, pilot: string): string | null {
  const name = ctx.content.pilot(pilot)?.shipAbility;
  const id = name === undefined ? null : cachedShipAbilityId(name);
  ids.set(`p${pilot}`, id);
  return id;
}
function grantedShipAbility(ctx: Ctx, ids: Map<string, string | null>, xws: string, side: number): string | null {
  const name = ctx.content.upgrade(xws)?.sides[side]?.shipAbility;
  const id = name === undefined ? null : cachedShipAbilityId(name);
  ids.set(`u${side}:${xws}`, id);
  return id;
}

/**
 * The keys of a window a ship's pilot card (its own key, then its ship ability's) and an upgrade side (its key, then
 * the ship ability it grants) carry, per window key set and content: computed once per card, so a ship is tested
 * without building a string (issue 28: windows and standing rules ask this of every ship many times a round).
 */
interface CardHits {
  content: object;
  pilot: Map<string, readonly KeyEntry[]>;
  /** Upgrade xws → its sides' hits, by side. */
  upgrade: Map<string, (readonly KeyEntry[] | undefined)[]>;
}
/** A source key a ship carries (`card`: which of its damage cards). Shared and never changed once built. */
type KeyEntry = { key: string; card?: number };
const NO_HITS: readonly KeyEntry[] = [];

function hitsOf(ctx: Ctx, k: KeyIndex): CardHits {
  let hits = k.hits;
  if (!hits || hits.content !== ctx.content)
    k.hits = hits = { content: ctx.content, pilot: new Map(), upgrade: new Map() };
  return hits;
}

/** The pilot card's entries of a window (looked up once, then read from `hits.pilot`). */
function pilotHits(ctx: Ctx, k: KeyIndex, hits: CardHits, pilot: string): readonly KeyEntry[] {
  const out: KeyEntry[] = [];
  if (k.pilot.has(pilot)) out.push({ key: `pilot:${pilot}` });
  const ids = shipAbilityIdsOf(ctx);
  const known = ids.get(`p${pilot}`);
  const own = known !== undefined ? known : ownShipAbility(ctx, ids, pilot);
  if (own !== null && k.shipAbility.has(own)) out.push({ key: `ship-ability:${own}` });
  const found = out.length > 0 ? out : NO_HITS;
  hits.pilot.set(pilot, found);
  return found;
}

/** An upgrade side's entries of a window (looked up once, then read from `hits.upgrade`). */
function upgradeHits(ctx: Ctx, k: KeyIndex, hits: CardHits, xws: string, side: number): readonly KeyEntry[] {
  let sides = hits.upgrade.get(xws);
  if (!sides) hits.upgrade.set(xws, (sides = []));
  const out: KeyEntry[] = [];
  if (k.upgrade.get(xws)?.has(side)) out.push({ key: `upgrade:${xws}:${side}` });
  if (k.shipAbility.size > 0) {
    const ids = shipAbilityIdsOf(ctx);
    const seen = ids.get(`u${side}:${xws}`);
    const granted = seen !== undefined ? seen : grantedShipAbility(ctx, ids, xws, side);
    if (granted !== null && k.shipAbility.has(granted)) out.push({ key: `ship-ability:${granted}` });
  }
  const found = out.length > 0 ? out : NO_HITS;
  sides[side] = found;
  return found;
}

/**
 * A ship's cards as last seen (its pilot, its upgrade list and each upgrade's card and side), and what they carry of
 * each window's keys, by the key set's `id`. Derived from the state, never stored in it: checked against the ship on
 * every use (`sameCards`), so a flipped, discarded or replaced card is never read from a stale entry.
 */
interface ShipCards {
  content: object;
  pilot: string;
  upgrades: readonly EquippedUpgrade[];
  xws: string[];
  /** Each upgrade's side, or -1 once discarded. */
  sides: number[];
  /** The ship abilities its cards take away from it ('ship:abilities' `lose-ship-ability`), null for none. */
  loses: readonly string[] | null;
  /** The upgrades whose friendly holders lend it their pilot ability ('ship:abilities' `borrow-pilot-abilities`). */
  borrows: readonly string[] | null;
  /** The other friendly ships, not gone when this record was made, whose pilot ability it has (borrows' holders). */
  lenders: readonly ShipState[];
  /** The ship's card keys (and record indexes) whose `borrow-pilot-abilities` made the lenders lend. */
  borrowedBy: readonly { key: string; index: number }[];
  /**
   * The other friendly ships whose cards lend their pilot ability to the carrier they are docked with ('ship:abilities'
   * `lend-pilot-ability`: Co-Pilot), with the lending record; null when the game has none for this ship. Which of
   * them are docked with this ship now is `dockedMask` (a bit each): docking or deploying changes it.
   */
  dockLenders: readonly DockLender[] | null;
  dockedMask: number;
  /**
   * The ship ability keys the ships docked with it now lend it ('ship:abilities' `lend-ship-ability`: Comms Shuttle),
   * empty for none.
   */
  lent: readonly string[];
  /** Its own pilot ability is taken away by one of its cards ('ship:abilities' `lose-pilot-ability`). */
  losesPilot: boolean;
  /** The pilot whose identity (and so pilot ability) it took ('dock:identity' `take-pilot-identity`), or undefined. */
  identity: string | undefined;
  /**
   * By key set id: the ship's entries of that window from its cards (abilityKeysOf's order), shared, never changed.
   * The list itself is shared by every ship of the same loadout (pilot, upgrades and sides) and content, across
   * games: a simulation's games field the same squads, whose ships' entries are then worked out once.
   */
  entries: (readonly KeyEntry[] | undefined)[];
}

function sameCards(ctx: Ctx, c: ShipCards, ship: ShipState): boolean {
  const upgrades = ship.upgrades;
  if (c.content !== ctx.content || c.pilot !== ship.pilot || c.upgrades !== upgrades) return false;
  if (c.identity !== ship.identity) return false;
  if (c.xws.length !== upgrades.length) return false;
  for (let i = 0; i < upgrades.length; i++) {
    const u = upgrades[i]!;
    if (c.xws[i] !== u.xws || c.sides[i] !== (u.discarded ? -1 : u.side)) return false;
  }
  // A lender gone (destroyed or fled) takes its pilot ability away: a field read per lender, on borrowing ships only.
  for (let i = 0; i < c.lenders.length; i++) if (c.lenders[i]!.gone !== null) return false;
  // A Co-Pilot docking with the ship or leaving it: read only in games with such a friendly ship.
  if (c.dockLenders !== null && dockedMask(c.dockLenders, ship) !== c.dockedMask) return false;
  return true;
}

/**
 * A friendly ship that lends its pilot ability to its carrier while docked, and the record that says so; with
 * `shipAbility`, the key of the ship ability it lends instead ('ship:abilities' `lend-ship-ability`).
 */
interface DockLender {
  ship: ShipState;
  key: string;
  index: number;
  shipAbility?: string;
}

/** Which of these ships are docked with `carrier` now and still in the game (a bit each, in the list's order). */
function dockedMask(lenders: readonly DockLender[], carrier: ShipState): number {
  let mask = 0;
  for (let i = 0; i < lenders.length; i++) {
    const s = lenders[i]!.ship;
    if (s.docked === carrier.id && s.gone === null) mask |= 1 << i;
  }
  return mask;
}

/**
 * The other friendly ships, not gone, whose ship ability lends their pilot ability to the carrier they dock with
 * ('ship:abilities' `lend-pilot-ability`; supplement "Dock": Co-Pilot), whether docked now or not; null for none.
 */
function dockLendersOf(ctx: Ctx, ship: ShipState): readonly DockLender[] | null {
  const keys = ctx.abilities.keysIn('ship:abilities');
  if (keys.size === 0) return null;
  let lends = lendRecords.get(ctx.abilities);
  if (!lends) lendRecords.set(ctx.abilities, (lends = new Map()));
  let out: DockLender[] | null = null;
  const look = (s: ShipState, name: string | undefined) => {
    if (name === undefined) return;
    let found = lends.get(name);
    if (found === undefined) {
      found = null;
      const key = shipAbilityKey(name);
      if (keys.has(key))
        ctx.abilities.get(key).forEach((a, index) => {
          if (a.window !== 'ship:abilities') return;
          if (a.effect.kind === 'lend-pilot-ability') found ??= { key, index };
          else if (a.effect.kind === 'lend-ship-ability') found ??= { key, index, shipAbility: key };
        });
      lends.set(name, found);
    }
    if (found !== null) (out ??= []).push({ ship: s, ...found });
  };
  for (const s of ctx.state.ships) {
    if (s === ship || s.player !== ship.player || s.gone !== null) continue;
    look(s, ctx.content.pilot(s.pilot)?.shipAbility);
    for (const u of s.upgrades) if (!u.discarded) look(s, ctx.content.upgrade(u.xws)?.sides[u.side]?.shipAbility);
  }
  return out;
}

/**
 * Per ability table, by ship ability name: its `lend-pilot-ability` or `lend-ship-ability` record (key and index, and
 * the ship ability key it lends), or null for none.
 */
const lendRecords = new WeakMap<object, Map<string, { key: string; index: number; shipAbility?: string } | null>>();

const NO_LENDERS: readonly ShipState[] = [];
const NO_KEYS: readonly string[] = [];

/**
 * What the ship's own cards say in 'ship:abilities' (ship abilities taken away, upgrades whose holders lend it their
 * pilot ability): read once per loadout change (newCards), never per window; nothing when no card of the game's table
 * has such a record.
 */
function abilityChanges(
  ctx: Ctx,
  ship: ShipState,
): {
  loses: string[] | null;
  borrows: string[] | null;
  by: { key: string; index: number }[];
  losesPilot: boolean;
} {
  const keys = ctx.abilities.keysIn('ship:abilities');
  let loses: string[] | null = null;
  let borrows: string[] | null = null;
  let losesPilot = false;
  const by: { key: string; index: number }[] = [];
  if (keys.size === 0) return { loses, borrows, by, losesPilot };
  const read = (key: string) => {
    if (!keys.has(key)) return;
    ctx.abilities.get(key).forEach((a, index) => {
      if (a.window !== 'ship:abilities') return;
      if (a.effect.kind === 'lose-ship-ability') (loses ??= []).push(a.effect.id);
      else if (a.effect.kind === 'lose-pilot-ability') losesPilot ||= a.effect.pilots.includes(ship.pilot);
      else if (a.effect.kind === 'borrow-pilot-abilities') {
        (borrows ??= []).push(a.effect.equips);
        by.push({ key, index });
      }
    });
  };
  read(`pilot:${ship.pilot}`);
  // The pilot ability of a taken identity says its own 'ship:abilities' words too (Nashtah Pup).
  if (ship.identity !== undefined) read(`pilot:${ship.identity}`);
  for (const u of ship.upgrades) if (!u.discarded) read(`upgrade:${u.xws}:${u.side}`);
  return { loses, borrows, by, losesPilot };
}

/**
 * The ship's own cards that lend it another ship's pilot ability `key` ('ship:abilities' `borrow-pilot-abilities`),
 * with their record's index: logged as used beside the borrowed ability (costs.ts markUsed). Empty for its own pilot.
 */
export function lendingCards(ctx: Ctx, ship: ShipState, key: string): readonly { key: string; index: number }[] {
  // A taken identity's pilot ability: the record that took it (Nashtah Pup's) is used with it.
  if (ship.identity !== undefined && key === `pilot:${ship.identity}`) {
    const own = `pilot:${ship.pilot}`;
    const index = ctx.abilities.get(own).findIndex((a) => a.effect.kind === 'take-pilot-identity');
    if (index >= 0) return [{ key: own, index }];
  }
  const c = cardsOf(ctx, ship);
  if (c.dockLenders !== null)
    for (let i = 0; i < c.dockLenders.length; i++) {
      const l = c.dockLenders[i]!;
      if ((c.dockedMask & (1 << i)) === 0) continue;
      // A lent ship ability is its own lending record's key: nothing else to log first.
      if (l.shipAbility === undefined && key === `pilot:${l.ship.pilot}`) return [{ key: l.key, index: l.index }];
    }
  return c.lenders.some((l) => key === `pilot:${l.pilot}`) ? c.borrowedBy : [];
}

/** The other friendly ships still in the game that equip one of these upgrades, not discarded. */
function lendersOf(ctx: Ctx, ship: ShipState, borrows: readonly string[]): readonly ShipState[] {
  const out: ShipState[] = [];
  for (const s of ctx.state.ships)
    if (s !== ship && s.player === ship.player && s.gone === null)
      if (s.upgrades.some((u) => !u.discarded && borrows.includes(u.xws))) out.push(s);
  return out.length > 0 ? out : NO_LENDERS;
}

/** Per content, each loadout's entries by key set id (ShipCards.entries), by the loadout's text; cleared past a bound. */
const loadoutsOf = new WeakMap<object, Map<string, (readonly KeyEntry[] | undefined)[]>>();
const MAX_LOADOUTS = 4096;

function newCards(ctx: Ctx, ship: ShipState): ShipCards {
  const xws = ship.upgrades.map((u) => u.xws);
  const sides = ship.upgrades.map((u) => (u.discarded ? -1 : u.side));
  let loadouts = loadoutsOf.get(ctx.content);
  if (!loadouts) loadoutsOf.set(ctx.content, (loadouts = new Map()));
  const { loses, borrows, by, losesPilot } = abilityChanges(ctx, ship);
  let lenders = borrows === null ? NO_LENDERS : lendersOf(ctx, ship, borrows);
  // Co-Pilot: the ships docked with this one now that lend their pilot ability to their carrier; Comms Shuttle: those
  // that lend it their ship ability.
  const dockLenders = dockLendersOf(ctx, ship);
  const mask = dockLenders === null ? 0 : dockedMask(dockLenders, ship);
  let lent: readonly string[] = NO_KEYS;
  if (dockLenders !== null && mask !== 0) {
    const docked = dockLenders.filter((_, i) => (mask & (1 << i)) !== 0);
    const pilots = docked.filter((l) => l.shipAbility === undefined).map((l) => l.ship);
    if (pilots.length > 0) lenders = [...lenders, ...pilots];
    const keys = docked.flatMap((l) => (l.shipAbility === undefined ? [] : [l.shipAbility]));
    if (keys.length > 0) lent = keys;
  }
  // Ids are letters, digits and dashes: the separators cannot occur in them. The lenders' pilots are part of what the
  // ship carries, so of the text its entries are shared by.
  let text = `${ship.pilot}|${xws.map((x, i) => `${x}:${sides[i]}`).join(',')}`;
  if (lenders.length > 0) text += `|${lenders.map((l) => l.pilot).join(',')}`;
  if (lent.length > 0) text += `|+${lent.join(',')}`;
  if (ship.identity !== undefined) text += `|=${ship.identity}`;
  let entries = loadouts.get(text);
  if (!entries) {
    if (loadouts.size >= MAX_LOADOUTS) loadouts.clear();
    loadouts.set(text, (entries = []));
  }
  return {
    content: ctx.content,
    pilot: ship.pilot,
    upgrades: ship.upgrades,
    xws,
    sides,
    loses,
    borrows,
    lenders,
    borrowedBy: by,
    dockLenders,
    dockedMask: mask,
    lent,
    losesPilot,
    identity: ship.identity,
    entries,
  };
}

/**
 * The ship's entries of a window from its cards alone (pilot, ship abilities, upgrade sides), in abilityKeysOf's
 * order: a shared array, never to be changed (the pilot card's while no upgrade side adds one).
 */
function cardEntries(ctx: Ctx, k: KeyIndex, c: ShipCards, ship: ShipState): readonly KeyEntry[] {
  const known = c.entries[k.id];
  if (known !== undefined) return known;
  const hits = hitsOf(ctx, k);
  const own = hits.pilot.get(ship.pilot) ?? pilotHits(ctx, k, hits, ship.pilot);
  let found = k.upgrades ? loadoutEntries(ctx, k, hits, own, ship.upgrades) : own;
  if (c.loses !== null || c.lenders.length > 0 || c.lent.length > 0 || c.losesPilot || c.identity !== undefined)
    found = changedEntries(k, c, found);
  c.entries[k.id] = found;
  return found;
}

/**
 * The entries less the ship abilities (and the pilot ability) the ship's cards take away, with the pilot and ship
 * abilities lent to it (a new list).
 */
function changedEntries(k: KeyIndex, c: ShipCards, found: readonly KeyEntry[]): readonly KeyEntry[] {
  const loses = c.loses;
  let out = loses === null ? found.slice() : found.filter((e) => !loses.some((id) => e.key === `ship-ability:${id}`));
  if (c.losesPilot) out = out.filter((e) => e.key !== `pilot:${c.pilot}`);
  for (const lender of c.lenders) if (k.pilot.has(lender.pilot)) out.push({ key: `pilot:${lender.pilot}` });
  for (const key of c.lent) if (k.shipAbility.has(key.slice('ship-ability:'.length))) out.push({ key });
  if (c.identity !== undefined && k.pilot.has(c.identity)) out.push({ key: `pilot:${c.identity}` });
  return out.length > 0 ? out : NO_HITS;
}

function loadoutEntries(
  ctx: Ctx,
  k: KeyIndex,
  hits: CardHits,
  own: readonly KeyEntry[],
  upgrades: readonly EquippedUpgrade[],
): readonly KeyEntry[] {
  let out: KeyEntry[] | null = null;
  for (let i = 0; i < upgrades.length; i++) {
    const u = upgrades[i]!;
    if (u.discarded) continue;
    const found = hits.upgrade.get(u.xws)?.[u.side] ?? upgradeHits(ctx, k, hits, u.xws, u.side);
    if (found.length === 0) continue;
    out ??= own.slice();
    for (let h = 0; h < found.length; h++) out.push(found[h]!);
  }
  return out ?? own;
}

/** Whether the ship's state (faceup damage cards, conditions, tokens, obstacles) carries one of the keys. */
function stateCarries(k: KeyIndex, ship: ShipState): boolean {
  if (k.damage.size) for (const d of ship.damage) if (d.faceup && k.damage.has(d.card)) return true;
  if (k.condition.size && ship.conditions) for (const c of ship.conditions) if (k.condition.has(c.xws)) return true;
  if (k.token.size) for (const t of k.tokens) if (((ship.tokens as Record<string, number>)[t] ?? 0) > 0) return true;
  if (k.obstacle.size && ship.atObstacles) for (const o of ship.atObstacles) if (k.obstacle.has(o)) return true;
  return false;
}

/**
 * Whether the ship carries at least one of these source keys, without building its key list: the windows and
 * standing rules ask this of every ship many times a round, and most ships carry none of a window's few keys.
 * A ship ability comes from the pilot's card or an equipped upgrade side; devices are never a ship's source.
 */
export function carriesAnyKey(ctx: Ctx, ship: ShipState, keys: ReadonlySet<string>): boolean {
  const k = indexOf(keys);
  if (k.unknown) return true;
  if (cardEntries(ctx, k, cardsOf(ctx, ship), ship).length > 0) return true;
  return k.changing && stateCarries(k, ship);
}

/**
 * A game's ships as last seen (the array, each ship and its cards) and, by key set id, whether any ship's cards carry
 * one of the set's keys: derived, never stored in the state, and checked against the ships on every use. Kept per
 * ships array (a WeakMap), and the last one asked at hand: a WeakMap entry per ship, made for every ship of every
 * game, cost more than the lookups it saved.
 */
interface GameCards {
  content: object;
  ships: ShipState[];
  cards: ShipCards[];
  carried: (boolean | undefined)[];
}

/** Counts the engine's changes to a ship's cards (flipped, discarded, moved, a ship gone): see `cardsChanged`. */
let cardsEpoch = 0;

/**
 * Says that a ship's cards changed (an upgrade flipped, discarded or moved to another ship, a ship destroyed or fled):
 * every writer of what `sameCards` reads calls it, so that the ships' cards are checked again at the next question.
 */
export function cardsChanged(): void {
  cardsEpoch++;
}
const gameCards = new WeakMap<readonly ShipState[], GameCards>();
let lastShips: readonly ShipState[] | undefined;
let lastGame: GameCards | undefined;
/**
 * The record whose ships' cards were all checked, the Ctx (one per applied choice) and the `cardsEpoch` of that check:
 * within one choice, the engine's own writers of what `sameCards` reads call `cardsChanged`, so the ships need not be
 * checked again until one does (issue 28: the check ran on every window and standing question). A new choice (a new
 * Ctx) checks them all again, whatever was changed between choices. Kept here, not on the record: a record in
 * `gameCards` that held its Ctx held the whole game state through the weak map's entry, and V8's minor collections
 * keep such an entry's value while its key is in the old generation, so every game's state and log were promoted
 * (heuristic games promoted 4 times the bytes, and spent the difference in scavenges).
 */
let checkedRecord: GameCards | undefined;
let checkedCtx: Ctx | undefined;
let checkedEpoch = -1;

function checkedNow(g: GameCards, ctx: Ctx): boolean {
  return g === checkedRecord && ctx === checkedCtx && checkedEpoch === cardsEpoch;
}

function newGame(ctx: Ctx, ships: readonly ShipState[]): GameCards {
  const g: GameCards = {
    content: ctx.content,
    ships: ships.slice(),
    cards: ships.map((s) => newCards(ctx, s)),
    carried: [],
  };
  gameCards.set(ships, g);
  return g;
}

/** The game's record of its ships' cards (a new one when the ships array or the content changed). */
function gameOf(ctx: Ctx): GameCards {
  const ships = ctx.state.ships;
  let g = ships === lastShips ? lastGame : gameCards.get(ships);
  if (g === undefined || g.content !== ctx.content || g.ships.length !== ships.length) g = newGame(ctx, ships);
  lastShips = ships;
  lastGame = g;
  return g;
}

/** The ship's cards, checked against it: a new record once a card changed (and the game's answers forgotten). */
function cardsOf(ctx: Ctx, ship: ShipState): ShipCards {
  let g = gameOf(ctx);
  let i = g.ships.indexOf(ship);
  // Every ship's cards checked in this choice, and none changed since.
  if (i >= 0 && checkedNow(g, ctx)) return g.cards[i]!;
  if (i < 0) {
    // Not the ship the record was made with (the array changed), or a ship outside the game's state.
    g = newGame(ctx, ctx.state.ships);
    lastGame = g;
    i = g.ships.indexOf(ship);
    if (i < 0) return newCards(ctx, ship);
  }
  const c = g.cards[i]!;
  if (sameCards(ctx, c, ship)) return c;
  g.carried = [];
  return (g.cards[i] = newCards(ctx, ship));
}

/** The game's record, every ship checked: the same ships in the array, each with the same cards. */
function checkedGame(ctx: Ctx): GameCards {
  let g = gameOf(ctx);
  const ships = ctx.state.ships;
  if (checkedNow(g, ctx)) return g;
  for (let i = 0; i < ships.length; i++) {
    const ship = ships[i]!;
    if (g.ships[i] !== ship) {
      g = newGame(ctx, ships);
      lastGame = g;
      break;
    }
    if (!sameCards(ctx, g.cards[i]!, ship)) {
      g.cards[i] = newCards(ctx, ship);
      g.carried = [];
    }
  }
  checkedRecord = g;
  checkedCtx = ctx;
  checkedEpoch = cardsEpoch;
  return g;
}

/**
 * Whether any ship of the game carries one of these keys now (in play or not): false lets a window or a question over
 * every ship stop before looking at one (issue 28: most raised windows have no ship carrying their keys). A ship's
 * cards are looked at once per game (per change of its cards); the changing kinds (damage cards, conditions, tokens,
 * obstacles) are looked up on each ship each time.
 */
export function anyShipCarries(ctx: Ctx, keys: ReadonlySet<string>): boolean {
  const k = indexOf(keys);
  if (k.unknown) return true;
  const ships = ctx.state.ships;
  const g = checkedGame(ctx);
  let carried = g.carried[k.id];
  if (carried === undefined) {
    carried = false;
    for (let i = 0; i < ships.length && !carried; i++) carried = cardEntries(ctx, k, g.cards[i]!, ships[i]!).length > 0;
    g.carried[k.id] = carried;
  }
  if (carried) return true;
  if (!k.changing) return false;
  for (let i = 0; i < ships.length; i++) if (stateCarries(k, ships[i]!)) return true;
  return false;
}

/**
 * The ship's source keys that are in `keys`: `abilityKeysOf(ctx, ship)` filtered by `keys.has`, in the same order
 * (duplicates kept), but built only from the keys found (most ships carry none of a window's keys).
 */
export function abilityKeysIn(
  ctx: Ctx,
  ship: ShipState,
  keys: ReadonlySet<string>,
): readonly { key: string; card?: number }[] {
  const k = indexOf(keys);
  if (k.unknown) return abilityKeysOf(ctx, ship).filter((e) => keys.has(e.key));
  const cards = cardEntries(ctx, k, cardsOf(ctx, ship), ship);
  if (!k.changing) return cards;
  // The entries of the ship's state, after its cards' (copied first when they are the pilot card's shared array).
  let out: KeyEntry[] | null = null;
  if (k.damage.size)
    for (let card = 0; card < ship.damage.length; card++) {
      const d = ship.damage[card]!;
      if (d.faceup && k.damage.has(d.card)) (out ??= cards.slice()).push({ key: `damage:${d.card}`, card });
    }
  if (k.condition.size && ship.conditions)
    for (const c of ship.conditions)
      if (k.condition.has(c.xws)) (out ??= cards.slice()).push({ key: `condition:${c.xws}` });
  if (k.token.size) {
    // The window's few token kinds looked up on the ship; only a ship holding two of them walks its tokens, for the
    // order of Object.entries (abilityKeysOf).
    const tokens = ship.tokens as Record<string, number | undefined>;
    let held: string | undefined;
    let more = false;
    for (const t of k.tokens)
      if ((tokens[t] ?? 0) > 0) {
        if (held === undefined) held = t;
        else more = true;
      }
    if (more) {
      for (const token in tokens)
        if ((tokens[token] ?? 0) > 0 && k.token.has(token)) (out ??= cards.slice()).push({ key: `token:${token}` });
    } else if (held !== undefined) {
      const t = k.tokenEntries.get(held)!;
      // The usual case: one token of the window held, nothing else: the shared one-entry list.
      if (out === null && cards.length === 0 && !(k.obstacle.size && ship.atObstacles?.length)) return t.alone;
      (out ??= cards.slice()).push(t.entry);
    }
  }
  if (k.obstacle.size && ship.atObstacles)
    for (const kind of ship.atObstacles)
      if (k.obstacle.has(kind)) (out ??= cards.slice()).push({ key: `obstacle:${kind}` });
  return out ?? cards;
}

/**
 * Emits 'ability-not-implemented' for each pilot, upgrade side and ship ability in play that has an ability in the content but
 * no record in the game's ability table, once per game per card. Safe to call often: the flow calls it as the Planning
 * and Engagement Phases start.
 */
export function reportNotImplemented(ctx: Ctx): void {
  const seen = (ctx.state.notImplemented ??= []);
  // The sentence is built only for a card reported (this runs over every card in play twice a round).
  const report = (ship: ShipState, sources: readonly ReportedSource[]) => {
    for (const { key, name, shipAbility } of sources) {
      if (seen.includes(key)) continue;
      const what = shipAbility ? `the ship ability ${name}` : `the ability of ${name}`;
      if (ctx.abilities.has(key)) {
        // A card written but for a part (`Ability.incomplete`, which coverage counts missing): the part is reported.
        const part = incompletePart(ctx, key);
        if (part === undefined) continue;
        seen.push(key);
        ctx.emit('ability-not-implemented', `not implemented yet: part of ${what} (${part}); it plays without it.`, {
          ship: ship.id,
          data: { source: key, part },
        });
        continue;
      }
      seen.push(key);
      ctx.emit('ability-not-implemented', `not implemented yet: ${what}; it plays without it.`, {
        ship: ship.id,
        data: { source: key },
      });
    }
  };
  for (const ship of ctx.state.ships) {
    if (!inPlay(ship)) continue;
    report(ship, pilotSources(ctx, ship.pilot));
    for (const u of ship.upgrades) if (!u.discarded) report(ship, upgradeSources(ctx, u.xws, u.side));
  }
}

/** The part of the card its records leave unwritten (the first `incomplete` among them), if any. */
function incompletePart(ctx: Ctx, key: string): string | undefined {
  for (const a of ctx.abilities.get(key)) if (a.incomplete !== undefined) return a.incomplete;
  return undefined;
}

/** A source a card in play has an ability under (its own, or the ship ability it gives), as reportNotImplemented names it. */
interface ReportedSource {
  key: string;
  name: string;
  shipAbility: boolean;
}

/**
 * Per content, each pilot card's ("p<xws>") and upgrade side's ("u<side>:<xws>") sources with an ability, in the order
 * they are reported: the cards are looked up and the keys built once (issue 28).
 */
const reportedSources = new WeakMap<object, Map<string, readonly ReportedSource[]>>();

function sourcesOf(ctx: Ctx): Map<string, readonly ReportedSource[]> {
  let m = reportedSources.get(ctx.content);
  if (!m) reportedSources.set(ctx.content, (m = new Map()));
  return m;
}

function pilotSources(ctx: Ctx, xws: string): readonly ReportedSource[] {
  const m = sourcesOf(ctx);
  let out = m.get(`p${xws}`);
  if (out === undefined) {
    const list: ReportedSource[] = [];
    const pilot = ctx.content.pilot(xws);
    if (pilot?.hasAbility) list.push({ key: `pilot:${pilot.xws}`, name: pilot.name, shipAbility: false });
    // Ship abilities are a source of their own: the generic pilots of a ship play without it too.
    if (pilot?.shipAbility)
      list.push({ key: shipAbilityKey(pilot.shipAbility), name: pilot.shipAbility, shipAbility: true });
    m.set(`p${xws}`, (out = list));
  }
  return out;
}

function upgradeSources(ctx: Ctx, xws: string, side: number): readonly ReportedSource[] {
  const m = sourcesOf(ctx);
  let out = m.get(`u${side}:${xws}`);
  if (out === undefined) {
    const list: ReportedSource[] = [];
    const card = ctx.content.upgrade(xws)?.sides[side];
    if (card?.hasAbility) list.push({ key: `upgrade:${xws}:${side}`, name: card.title, shipAbility: false });
    if (card?.shipAbility)
      list.push({ key: shipAbilityKey(card.shipAbility), name: card.shipAbility, shipAbility: true });
    m.set(`u${side}:${xws}`, (out = list));
  }
  return out;
}
