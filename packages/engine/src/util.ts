/** Small shared helpers of the core engine: ship lookup, tokens, content caches and table geometry inputs. */
import { ruleSetOf } from './rule-sets/index.js';
import type { ActionDef, Content, DialManeuver, Pilot, Ship } from '@xwing/content';
import {
  type BaseSize,
  type PlacedObstacle,
  type Pose,
  placeObstacle,
  type ShipOnTable,
  shipSolid,
  type Solid,
  solidsOverlap,
  solidsTouchOrOverlap,
} from '@xwing/geometry';
import type { Ctx } from './context.js';
import { deleteField } from './fast-delete.js';
import { type ObstacleEffectKind, obstacleKind } from './obstacles.js';
import { removeReinforce } from './reinforce.js';
import type { GameState, PlayerIndex, ShipState, Tokens } from './state.js';

/** Refusals: a code and a sentence a player understands. */
export interface Refusal {
  ok: false;
  code: string;
  reason: string;
}
export const OK = { ok: true } as const;
export function refuse(code: string, reason: string): Refusal {
  return { ok: false, code, reason };
}

export function shipById(state: GameState, id: string): ShipState | undefined {
  for (const s of state.ships) if (s.id === id) return s;
  return undefined;
}

export function mustShip(state: GameState, id: string): ShipState {
  const s = shipById(state, id);
  if (!s) throw new Error(`no ship ${id}`);
  return s;
}

/** In play: placed and not gone (a ship destroyed in the engagement phase stays until its initiative step ends). */
export function inPlay(s: ShipState): boolean {
  return s.pose !== null && s.gone === null;
}

export function tokenCount(s: ShipState, t: keyof Tokens | 'reinforce'): number {
  if (t === 'reinforce') return reinforceOf(s) ? 1 : 0;
  return s.tokens[t] ?? 0;
}

/**
 * The facing of the ship's reinforce token ('fore' or 'aft'), or null when it has none. A ship holds at most one; the
 * token is counted, spent and removed like the others (`tokenCount`, `addTokens` with 'reinforce'), gained with its
 * facing (reinforce.ts `gainReinforce`). The rules read the token through this accessor or reinforce.ts only.
 */
export function reinforceOf(s: ShipState): 'fore' | 'aft' | null {
  return s.reinforce;
}

/**
 * Changes a ship's tokens of one type by `delta` (never below zero). The only way the engine gains or removes tokens
 * (addToken/removeToken below come here), so "after a ship gains / loses a token" abilities trigger wherever it
 * happens: the change raises 'token:after-gain' or 'token:after-remove' (subject: the ship, data: token and count,
 * and `by`: the ship whose effect it is, when one is — the jam and tractor tokens' rules ask that ship's player; a
 * removal while the ship holds a jam token says `jammed`).
 * A reinforce token is removed here (spent as a cost, or at the End Phase) but gained only with its facing
 * (reinforce.ts `gainReinforce`).
 */
export function addTokens(
  ctx: Ctx,
  ship: ShipState,
  token: string,
  delta: number,
  by?: string,
  /** support (s32): what gave the tokens, when a rule says ('obstacle': moving through or overlapping one). */
  cause?: 'obstacle',
): void {
  if (token === 'reinforce') {
    if (delta > 0) throw new Error('engine: a reinforce token is gained with its facing (gainReinforce)');
    if (delta < 0) removeReinforce(ctx, ship);
    return;
  }
  // A standing "instead" may replace the gain (abilities/replace.ts): then nothing more happens here.
  if (
    delta > 0 &&
    ctx.effects.replaced(
      ctx,
      ship.id,
      'instead:gain-token',
      by === undefined ? { token, count: delta } : { token, count: delta, by },
    )
  )
    return;
  const t = ship.tokens as Record<string, number | undefined>;
  // A standing "instead" may keep the ship from removing them ('instead:remove-token': Death Troopers).
  if (
    delta < 0 &&
    (t[token] ?? 0) > 0 &&
    ctx.effects.replaced(
      ctx,
      ship.id,
      'instead:remove-token',
      by === undefined ? { token, count: -delta } : { token, count: -delta, by },
    )
  )
    return;
  const before = t[token] ?? 0;
  const n = Math.max(0, before + delta);
  // A ship's tokens are read at every window and standing question: kept a fast object (fast-delete.ts).
  if (n === 0) deleteField(t, token);
  else t[token] = n;
  const data: Record<string, unknown> =
    by === undefined ? { token, count: Math.abs(n - before) } : { token, count: Math.abs(n - before), by };
  if (cause !== undefined) data.cause = cause;
  // A removal made while the ship holds a jam token names it jammed (supplement "Jam": a jammed ship removes a green
  // token; its jam token goes after it): "after a jammed ship removes a green token" (Zorii Bliss of Legends and Relics).
  if (n < before && (t.jam ?? 0) > 0) data.jammed = true;
  if (n > before) ctx.effects.raise(ctx, 'token:after-gain', { ship: ship.id, data });
  else if (n < before) ctx.effects.raise(ctx, 'token:after-remove', { ship: ship.id, data });
}

/**
 * The ship acquires a lock on `target` (a ship holds one lock at a time: 000 Lock; a standing ability may let it keep
 * more, each on a different object, the oldest going first: static.ts locksMaintained): the one place locks are
 * acquired, so "after you acquire a lock" abilities trigger wherever it happens ('lock:after-acquire').
 */
export function acquireLock(ctx: Ctx, ship: ShipState, target: string): void {
  const keep = ctx.effects.locksMaintained(ctx, ship) - 1;
  const others = ship.locks.filter((l) => l.target !== target);
  ship.locks = [...(keep > 0 ? others.slice(-keep) : []), { target }];
  // A lock on an object (an obstacle, device or remote: 'lock-objects') names it in the data: the window's other party
  // is always a ship, which records read as one ('other').
  const onShip = ctx.state.ships.some((s) => s.id === target);
  const subject = onShip ? { ship: ship.id, other: target } : { ship: ship.id, data: { object: target } };
  ctx.effects.raise(ctx, 'lock:after-acquire', subject);
}

/**
 * The ship spends `n` Force (never below zero): the one place Force is spent — an ability's or a dice modification's
 * cost, a purple action or maneuver, a template's price — so "after a ship spends Force" abilities trigger wherever it
 * happens ('force:after-spend', subject.data.count; 000 "Charges and the Force").
 */
export function spendForce(ctx: Ctx, ship: ShipState, n: number): void {
  const spent = Math.min(n, Math.max(0, ship.force));
  if (spent <= 0) return;
  ship.force -= spent;
  ctx.effects.raise(ctx, 'force:after-spend', { ship: ship.id, data: { count: spent } });
}

/** The ship gains n tokens (addTokens: the change raises its trigger; `by`: the ship whose effect gives them). */
export function addToken(ctx: Ctx, s: ShipState, t: keyof Tokens, n = 1, by?: string, cause?: 'obstacle'): void {
  addTokens(ctx, s, t, n, by, cause);
}

/** Removes up to n tokens (never below zero); returns how many were removed. */
export function removeToken(ctx: Ctx, s: ShipState, t: keyof Tokens, n = 1): number {
  const before = s.tokens[t] ?? 0;
  const k = Math.min(before, n);
  if (k > 0) addTokens(ctx, s, t, -k);
  // A standing "instead" may have kept them (Death Troopers): only what left counts.
  return before - (s.tokens[t] ?? 0);
}

export function isStressed(s: ShipState): boolean {
  return tokenCount(s, 'stress') > 0;
}

/** Ion thresholds by size: small 1, medium 2, large 3 (000, Ion Tokens). */
export function isIonized(s: ShipState): boolean {
  const need = s.base === 'small' ? 1 : s.base === 'medium' ? 2 : 3;
  return tokenCount(s, 'ion') >= need;
}

/**
 * Tractor thresholds by size: small 1, medium 2, large 3 (rules-reference-supplement.md "Tractor", with its errata).
 * Huge ships are never tractored here: no rule document we hold gives their threshold (epic play is out of scope).
 */
export function tractorThreshold(s: ShipState): number {
  return s.base === 'small' ? 1 : s.base === 'medium' ? 2 : s.base === 'large' ? 3 : Number.POSITIVE_INFINITY;
}

export function isTractored(s: ShipState): boolean {
  return tokenCount(s, 'tractor') >= tractorThreshold(s);
}

// ---- content caches (content is immutable; keyed by pilot xws) ----

interface PilotInfo {
  pilot: Pilot;
  ship: Ship;
  dial: Map<string, DialManeuver>;
  actions: ActionDef[];
}
const pilotCache = new WeakMap<Content, Map<string, PilotInfo>>();

export function pilotInfo(content: Content, xws: string): PilotInfo {
  let m = pilotCache.get(content);
  if (!m) {
    m = new Map();
    pilotCache.set(content, m);
  }
  let info = m.get(xws);
  if (!info) {
    const pilot = content.pilot(xws);
    if (!pilot) throw new Error(`unknown pilot ${xws}`);
    const ship = content.shipOf(pilot);
    info = { pilot, ship, dial: new Map(ship.dial.map((d) => [d.code, d])), actions: content.actionsOf(pilot) };
    m.set(xws, info);
  }
  return info;
}

/**
 * The pilot card whose ship charge (charge limit and recurrence) the ship has: its own, or the one whose identity it
 * took ('dock:identity' `take-pilot-identity`: Nashtah Pup has the ship charge of the destroyed Hound's Tooth).
 */
export function chargeCardOf(content: Content, ship: ShipState): Pilot | undefined {
  return content.pilot(ship.identity ?? ship.pilot);
}

/** The ship's action bar: the pilot's, plus actions its equipped upgrades add. */
export function actionBar(ctx: Ctx, s: ShipState): ActionDef[] {
  // A rule set may allow some action types only (004 §Activation Phase c: focus, and evade where the bar has it).
  const only = ruleSetOf(ctx.state).actions.only;
  const out = [...pilotInfo(ctx.content, s.pilot).actions].filter((a) => !only || only.includes(a.type));
  for (const u of s.upgrades) {
    if (u.discarded) continue;
    const side = ctx.content.upgrade(u.xws)?.sides[u.side];
    if (!side) continue;
    for (const a of side.actions ?? []) out.push(a);
    for (const g of side.grants ?? []) if (g.type === 'action') out.push(g.action);
  }
  // Actions added and colours changed by standing effects ('action:bar', 'action:difficulty': abilities/static.ts).
  if (barDepth > 0) return out;
  barDepth++;
  try {
    return ctx.effects.adjustedActionBar(ctx, s, out);
  } finally {
    barDepth--;
  }
}

/** A condition of an action-bar record may read the bar itself (can-perform): it then sees the printed bar. */
let barDepth = 0;

// ---- geometry inputs ----

const obstacleCache = new Map<string, PlacedObstacle>();

export function placedObstacle(o: { id: string; name: string; pose: Pose }): PlacedObstacle {
  const key = `${o.id}|${o.name}|${o.pose.x}|${o.pose.y}|${o.pose.heading}`;
  let p = obstacleCache.get(key);
  if (!p) {
    if (obstacleCache.size > 20000) obstacleCache.clear();
    p = placeObstacle(o.name, o.pose, o.id);
    obstacleCache.set(key, p);
  }
  return p;
}

const placedCache = new WeakMap<GameState['obstacles'], PlacedObstacle[]>();

/** The obstacles with their solids (cached per obstacle list: obstacles are only ever added, never moved). */
export function placedObstacles(state: GameState): PlacedObstacle[] {
  const list = state.obstacles;
  let placed = placedCache.get(list);
  if (!placed || placed.length !== list.length) {
    placed = list.map(placedObstacle);
    placedCache.set(list, placed);
  }
  return placed;
}

/**
 * Another ship as the geometry reads it, its outline (with guides) built on first read and kept with its pose: read
 * only for the ships near the move (geometry skips the far ones). A class, so the getter sits on its prototype: an
 * object literal with a getter is built far more slowly, and this runs for every move and reposition menu.
 */
class TableShip implements ShipOnTable {
  readonly id: string;
  readonly base: BaseSize;
  readonly pose: Pose;
  readonly #ship: ShipState;
  constructor(ship: ShipState, pose: Pose) {
    this.id = ship.id;
    this.base = ship.base as BaseSize;
    this.pose = pose;
    this.#ship = ship;
  }
  get solid(): Solid {
    return solidOf(this.#ship, true);
  }
}

/**
 * The ship a turn in place to `pose` would overlap, if any: a ship is never placed overlapping another (000
 * "Overlapping Ships"), and a turned base reaches where its guides did not (a small base's guides end up at its
 * sides), so a rotation that would overlap cannot be made.
 */
export function rotationBlockedBy(state: GameState, ship: ShipState, pose: Pose): string | undefined {
  const turned = shipSolid(ship.base as BaseSize, pose);
  for (const other of state.ships) {
    if (other.id === ship.id || other.pose === null || other.gone !== null) continue;
    if (solidsOverlap(turned, shipSolid(other.base as BaseSize, other.pose))) return other.id;
  }
  return undefined;
}

/** Other ships on the table, for resolveMove / repositionOptions. */
export function otherShips(state: GameState, except: string): ShipOnTable[] {
  const out: ShipOnTable[] = [];
  for (const s of state.ships)
    if (s.id !== except && s.pose !== null && s.gone === null) out.push(new TableShip(s, s.pose));
  return out;
}

/**
 * The outlines built for a pose object, kept for the last poses asked (issue 28: outlines of ships that had not moved
 * were rebuilt on every range and arc check, 23 % of all allocation). Checked against the pose's values and the base,
 * so a pose changed in place, or handed to a ship of another size, gets new ones. Solids are only read. A small ring
 * looked up by identity, not a WeakMap: a new pose at every move made a WeakMap entry each time, slower to add and
 * to collect than to rebuild, and a game has only a few poses in use at once (its ships', a menu's placements).
 */
interface Outlines {
  pose: Pose | null;
  x: number;
  y: number;
  heading: number;
  base: string;
  bare: Solid | null;
  guided: Solid | null;
}
const RING = 64;
const ring: Outlines[] = Array.from({ length: RING }, () => ({
  pose: null,
  x: 0,
  y: 0,
  heading: 0,
  base: '',
  bare: null,
  guided: null,
}));
let ringNext = 0;

/** The ship's base on the table (with its guides for overlap, without for range), built once per pose. */
export function solidOf(s: ShipState, withGuides = false): Solid {
  const pose = s.pose!;
  let known: Outlines | undefined;
  // Newest first: the poses of the ships on the table were mostly added last.
  for (let n = 0, i = ringNext; n < RING; n++) {
    i = i === 0 ? RING - 1 : i - 1;
    if (ring[i]!.pose === pose) {
      known = ring[i]!;
      break;
    }
  }
  if (!known || known.x !== pose.x || known.y !== pose.y || known.heading !== pose.heading || known.base !== s.base) {
    if (!known) {
      known = ring[ringNext]!;
      ringNext = (ringNext + 1) % RING;
    }
    known.pose = pose;
    known.x = pose.x;
    known.y = pose.y;
    known.heading = pose.heading;
    known.base = s.base;
    known.bare = null;
    known.guided = null;
  }
  return withGuides
    ? (known.guided ??= shipSolid(s.base as BaseSize, pose, true))
    : (known.bare ??= shipSolid(s.base as BaseSize, pose, false));
}

/** Obstacle kinds a ship is at range 0 of (touching or overlapping): 000 p.18's range-0 restrictions. */
export function refreshObstacleContact(state: GameState, s: ShipState): void {
  if (s.pose === null) {
    delete s.atObstacles;
    return;
  }
  const hull = solidOf(s);
  const kinds = new Set<ObstacleEffectKind>();
  placedObstacles(state).forEach((o, i) => {
    if (solidsTouchOrOverlap(hull, o.solid)) kinds.add(obstacleKind(state.obstacles[i]!));
  });
  if (kinds.size) s.atObstacles = [...kinds].sort();
  else delete s.atObstacles;
}

export function playerName(state: GameState, p: PlayerIndex): string {
  return state.players[p].name;
}

/** Ships of a player still in play. */
export function shipsOf(state: GameState, p: PlayerIndex): ShipState[] {
  return state.ships.filter((s) => s.player === p && s.gone === null);
}

/** 000 "Ion Tokens": a ship that becomes ionised breaks every lock it maintains (call after it gains ion tokens). */
export function breakLocksIfIonized(ctx: Ctx, ship: ShipState): void {
  if (!ship.locks.length || !isIonized(ship) || !ruleSetOf(ctx.state).ion.breaksLocks) return;
  ship.locks = [];
  ctx.emit('locks-broken', `${ship.id} is ionised and breaks its locks.`, { ship: ship.id });
}

export function breakLocksOn(state: GameState, targetId: string): void {
  for (const s of state.ships) if (s.locks.length) s.locks = s.locks.filter((l) => l.target !== targetId);
}
