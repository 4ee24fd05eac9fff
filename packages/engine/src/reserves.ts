/**
 * Reserves other than docking (2.0 Rules Reference "Reserve", ../shared/rules/rules-reference-supplement.md; 000 and
 * 001 have no reserve rule but 000's one line on a towed supply cache): a card may place a ship in reserve instead of
 * letting it flee or be destroyed (Moralo Eval, Tel Trevura), and says when and where it comes back.
 *
 * - In reserve: off the play area (`pose` null), neither gone nor docked (`ShipState.reserve`): no dial, no action, no
 *   attack, its abilities inactive (no window or query reaches a ship out of play); it is not removed from the game,
 *   and the End Phase still removes its circular tokens. Its locks and the locks on it end as it leaves the table (000
 *   "Lock": a lock on an object no longer in the play area ends).
 * - Back: at the start of the next Planning Phase (the first one of a later round, before the 'planning:start'
 *   abilities: our reading of "at the start of"), its player places it wholly within range 1 (100 mm) of one of the
 *   edges its card names, facing into the play area, overlapping no ship or obstacle (our reading: the Setup
 *   placement's rule, 000 "Setup"; the cards say nothing of overlaps). Options are a handful of legal poses along each
 *   edge; with none, it stays in reserve until a later Planning Phase.
 * - The edge a ship fled from: every edge its final base crossed (a corner gives two, each offered).
 *
 * s36-reserve: a ship may also start the game in reserve (`start-in-reserve`, read by phases/setup.ts), with its own
 * placement rules kept on its reserve: near any edge or at range 0 of an obstacle (touching or overlapping it, 000
 * "Measuring Range": the card's placement, so an obstacle it is placed on is no overlap refused), and beyond a range of
 * every enemy ship; it is held there until Setup's end (`setupEnd`) or an ability deploys it (`held`,
 * `deploy-reserve`). Our reading where no legal spot exists then (the rules say nothing; supplement "Dock": a ship that
 * cannot be placed as it deploys "fails to deploy and stays in reserve", and supplement "Reserve": a ship in reserve
 * is not removed from the game): it stays in reserve, no longer held, and is placed at the start of a later Planning
 * Phase once a spot exists, as a ship back from reserve is. Placing a ship is no maneuver: an obstacle it is placed on
 * has no effect (000 "Moving Through and Overlapping Obstacles" speaks of a ship that moves), though the ship is at
 * range 0 of it from then on (no attack at range 0 of an asteroid, 000).
 */
import {
  BASES,
  type BaseSize,
  type Pose,
  rangeBetween,
  shipSolid,
  solidsOverlap,
  solidsTouchOrOverlap,
} from '@xwing/geometry';
import type { Ctx } from './context.js';
import type { Option } from './decision.js';
import type { ReserveEdge, ShipState } from './state.js';
import { breakLocksOn, placedObstacles, refreshObstacleContact, solidOf } from './util.js';

/** A ship's reserve, as state, positions and the log hold it (a copy: state is never shared). */
export type Reserve = NonNullable<ShipState['reserve']>;

/** A copy of a reserve with the fields it has (positions and state alike). */
export function copyReserve(r: Reserve): Reserve {
  const out: Reserve = { edges: [...r.edges], round: r.round };
  if (r.at !== undefined) out.at = r.at;
  if (r.beyondEnemies !== undefined) out.beyondEnemies = r.beyondEnemies;
  if (r.held) out.held = true;
  if (r.setupEnd) out.setupEnd = true;
  return out;
}

/** Every edge of the play area ("within range 1 of any edge"). */
export const ALL_EDGES: readonly ReserveEdge[] = ['first', 'second', 'left', 'right'];

const TABLE = 914.4;
const RANGE_1 = 100;

/** The edges of the play area the pose's base crosses (the edge a ship fled from: supplement "Reserve"). */
export function crossedEdges(base: string, pose: Pose): ReserveEdge[] {
  const b = shipSolid(base as BaseSize, pose).bounds;
  const out: ReserveEdge[] = [];
  if (b.minY < 0) out.push('first');
  if (b.maxY > TABLE) out.push('second');
  if (b.minX < 0) out.push('left');
  if (b.maxX > TABLE) out.push('right');
  return out;
}

/** The ship's player's edge ('first' / 'second': the Setup edge). */
export function playerEdge(ctx: Ctx, ship: ShipState): ReserveEdge {
  return ctx.state.players[ship.player]!.edge ?? (ship.player === 0 ? 'first' : 'second');
}

/**
 * Places the ship in reserve (supplement "Reserve"), to come back within range 1 of one of `edges` at the start of the
 * next Planning Phase. Logged 'ship-reserved'.
 */
export function placeInReserve(ctx: Ctx, shipId: string, edges: readonly ReserveEdge[], why: string): void {
  const ship = ctx.state.ships.find((s) => s.id === shipId);
  if (!ship || ship.gone !== null || edges.length === 0) return;
  ship.pose = null;
  ship.pendingRemoval = false;
  delete ship.atObstacles;
  ship.locks = [];
  breakLocksOn(ctx.state, ship.id);
  ship.reserve = { edges: [...edges], round: ctx.state.round };
  ctx.emit('ship-reserved', `${ship.id} is placed in reserve (${why}).`, {
    ship: ship.id,
    data: { edges: [...edges], why },
  });
}

/**
 * The ships waiting in reserve to be placed at the start of this Planning Phase (placed in reserve in an earlier round;
 * not held for an ability or Setup's end).
 */
export function reservesDue(ctx: Ctx): ShipState[] {
  return ctx.state.ships.filter(
    (s) =>
      s.reserve !== undefined &&
      s.gone === null &&
      s.reserve.round < ctx.state.round &&
      !s.reserve.held &&
      !s.reserve.setupEnd,
  );
}

/**
 * Why the ship cannot be placed at `pose` back from reserve, or null: within range 1 of one of its edges (or, `at`
 * 'obstacle', at range 0 of an obstacle), beyond its `beyondEnemies` of every enemy ship, on no ship (nor obstacle but
 * for an obstacle placement).
 */
export function reservePlacementProblem(ctx: Ctx, ship: ShipState, pose: Pose): string | null {
  const edges = ship.reserve?.edges ?? [];
  const onObstacle = ship.reserve?.at === 'obstacle';
  const hull = shipSolid(ship.base as BaseSize, pose);
  const b = hull.bounds;
  if (b.minX < 0 || b.minY < 0 || b.maxX > TABLE || b.maxY > TABLE) return 'it must lie wholly in the play area';
  if (onObstacle) {
    if (!placedObstacles(ctx.state).some((o) => solidsTouchOrOverlap(hull, o.solid)))
      return 'it must be placed at range 0 of an obstacle';
  } else if (!edgeWithin(edges, b)) return `it must lie wholly within range 1 of the ${edges.join(' or ')} edge`;
  const beyond = ship.reserve?.beyondEnemies;
  for (const o of ctx.state.ships) {
    if (o.id === ship.id || !o.pose || o.gone !== null) continue;
    if (solidsOverlap(hull, solidOf(o, true))) return `it would overlap ${o.id}`;
    if (beyond === undefined || o.player === ship.player) continue;
    const r = rangeBetween(hull, shipSolid(o.base as BaseSize, o.pose));
    if (r !== null && r <= beyond) return `it must be placed beyond range ${beyond} of ${o.id}`;
  }
  if (!onObstacle)
    for (const o of placedObstacles(ctx.state)) if (solidsOverlap(hull, o.solid)) return `it would overlap ${o.id}`;
  return null;
}

/** Where the ship in reserve is placed, in words (a placement decision's prompt). */
export function reserveWhere(ship: ShipState): string {
  const r = ship.reserve;
  if (!r) return '';
  const where =
    r.at === 'obstacle'
      ? 'at range 0 of an obstacle'
      : r.edges.length === 4
        ? 'within range 1 of any edge'
        : `within range 1 of the ${r.edges.join(' or ')} edge`;
  return r.beyondEnemies === undefined ? where : `${where}, beyond range ${r.beyondEnemies} of every enemy ship`;
}

/** Whether bounds lie wholly within range 1 of one of the edges. */
function edgeWithin(edges: readonly ReserveEdge[], b: { minX: number; minY: number; maxX: number; maxY: number }) {
  return edges.some((e) =>
    e === 'first'
      ? b.maxY <= RANGE_1
      : e === 'second'
        ? b.minY >= TABLE - RANGE_1
        : e === 'left'
          ? b.maxX <= RANGE_1
          : b.minX >= TABLE - RANGE_1,
  );
}

/**
 * Up to six legal poses along each of the ship's reserve edges, facing into the play area; or, placed at an obstacle,
 * up to two around each obstacle (obstacleOptions).
 */
export function reserveOptions(ctx: Ctx, ship: ShipState): Option[] {
  if (ship.reserve?.at === 'obstacle') return obstacleOptions(ctx, ship);
  const out: Option[] = [];
  const { width, length } = BASES[ship.base as BaseSize];
  const depth = length / 2 + 2.5;
  for (const edge of ship.reserve?.edges ?? []) {
    let found = 0;
    for (let k = 0; k < 14 && found < 6; k++) {
      const along = 100 + k * 55;
      const pose: Pose =
        edge === 'first'
          ? { x: along, y: depth, heading: 0 }
          : edge === 'second'
            ? { x: along, y: TABLE - depth, heading: 180 }
            : edge === 'left'
              ? { x: depth, y: along, heading: 90 }
              : { x: TABLE - depth, y: along, heading: 270 };
      if (width > 2 * RANGE_1) break;
      if (reservePlacementProblem(ctx, ship, pose) !== null) continue;
      found++;
      out.push({
        id: `reserve-${out.length + 1}`,
        label: `at (${Math.round(pose.x)}, ${Math.round(pose.y)}) facing ${pose.heading}° (${edge} edge)`,
        data: { pose },
      });
    }
  }
  return out;
}

/**
 * Where around an obstacle's centre the spots are tried, as fractions of the reach: on it, then 16 directions at the
 * full reach (the ship's base just over the outline's circle) and at half of it — built once.
 */
const AROUND: readonly (readonly [number, number])[] = [
  [0, 0],
  ...[1, 0.5].flatMap((f) =>
    Array.from({ length: 16 }, (_, k) => [f * Math.cos((k * Math.PI) / 8), f * Math.sin((k * Math.PI) / 8)] as const),
  ),
];

/**
 * Up to two legal poses at range 0 of each obstacle (on its centre, then around it), facing the opponent's edge as a
 * ship set up in its zone does; the player may enter any other pose where the decision accepts one (phases/setup.ts).
 * None found: the ship has no room (the candidates are a search, not every pose of the table).
 */
function obstacleOptions(ctx: Ctx, ship: ShipState): Option[] {
  const out: Option[] = [];
  const heading = playerEdge(ctx, ship) === 'second' ? 180 : 0;
  const half = BASES[ship.base as BaseSize].length / 2;
  for (const o of placedObstacles(ctx.state)) {
    const reach = o.solid.radius + half - 5;
    let found = 0;
    for (const [dx, dy] of AROUND) {
      if (found === 2) break;
      const pose: Pose = {
        x: Math.round(o.solid.cx + dx * reach),
        y: Math.round(o.solid.cy + dy * reach),
        heading,
      };
      if (reservePlacementProblem(ctx, ship, pose) !== null) continue;
      found++;
      out.push({
        id: `reserve-${out.length + 1}`,
        label: `at (${pose.x}, ${pose.y}) facing ${pose.heading}° (at ${o.id})`,
        data: { pose },
      });
    }
  }
  return out;
}

/**
 * s36-reserve: the ship starts the game in reserve (`start-in-reserve`), to be placed under these rules: at Setup's
 * end, or only when an ability deploys it. Logged 'ship-reserved'.
 */
export function startInReserve(
  ctx: Ctx,
  ship: ShipState,
  rules: { at: 'edges' | 'obstacle'; beyondEnemies?: number; deploy: 'setup-end' | 'held' },
): void {
  const r: Reserve = { edges: rules.at === 'edges' ? [...ALL_EDGES] : [], round: 0 };
  if (rules.at === 'obstacle') r.at = 'obstacle';
  if (rules.beyondEnemies !== undefined) r.beyondEnemies = rules.beyondEnemies;
  if (rules.deploy === 'held') r.held = true;
  else r.setupEnd = true;
  ship.pose = null;
  ship.reserve = r;
  ctx.emit('ship-reserved', `${ship.id} starts the game in reserve.`, {
    ship: ship.id,
    data: { edges: [...r.edges], why: 'it starts in reserve' },
  });
}

/**
 * s36-reserve: the poses a friendly ship in reserve holding condition `condition` assigned by `ownerId` may deploy at
 * now, as `deploy-reserve` answers: "<ship>@<x>,<y>,<heading>", or "<ship>@none" when it has no legal pose.
 */
export function reserveDeployOptions(ctx: Ctx, ownerId: string, condition: string): { id: string; label: string }[] {
  const owner = ctx.state.ships.find((s) => s.id === ownerId);
  if (!owner) return [];
  const out: { id: string; label: string }[] = [];
  for (const ship of ctx.state.ships) {
    if (ship.player !== owner.player || ship.gone !== null || ship.reserve === undefined) continue;
    if (!ship.conditions?.some((c) => c.xws === condition && c.owner === ownerId)) continue;
    const options = reserveOptions(ctx, ship);
    if (options.length === 0)
      out.push({ id: `${ship.id}@none`, label: `${ship.id} has no room to be placed and stays in reserve` });
    for (const o of options) {
      const p = o.data!.pose as Pose;
      out.push({ id: `${ship.id}@${p.x},${p.y},${p.heading}`, label: `${ship.id} deploys ${o.label}` });
    }
  }
  return out;
}

/**
 * s36-reserve: resolves `deploy-reserve`'s answer (an option of `reserveDeployOptions`) for the ship in reserve
 * holding condition `condition` assigned by `ownerId`: placed at the pose answered, or, answered "none", left in
 * reserve no longer held (placed at the start of a later Planning Phase). Returns the ship placed, or null.
 */
export function deployReserve(ctx: Ctx, ownerId: string, condition: string, choice: unknown): string | null {
  if (typeof choice !== 'string') return null;
  const at = choice.lastIndexOf('@');
  const ship = ctx.state.ships.find((s) => s.id === choice.slice(0, at));
  const owner = ctx.state.ships.find((s) => s.id === ownerId);
  if (!ship || !owner || ship.player !== owner.player || ship.gone !== null || !ship.reserve) return null;
  if (!ship.conditions?.some((c) => c.xws === condition && c.owner === ownerId)) return null;
  const where = choice.slice(at + 1);
  if (where === 'none') {
    delete ship.reserve.held;
    delete ship.reserve.setupEnd;
    ctx.emit('stays-in-reserve', `${ship.id} has no room to deploy and stays in reserve.`, { ship: ship.id });
    return null;
  }
  const [x, y, heading] = where.split(',').map(Number) as [number, number, number];
  const pose = { x, y, heading };
  if (![x, y, heading].every(Number.isFinite) || reservePlacementProblem(ctx, ship, pose) !== null) return null;
  placeFromReserve(ctx, ship, pose);
  // No dial was set for it: once the dials are set, it does not activate this round (supplement "Dock": a ship that
  // deploys in the System Phase does not activate); it engages at its initiative if that step is still to come.
  if (ctx.state.phase === 'system' || ctx.state.phase === 'activation') ship.round.activated = true;
  return ship.id;
}

/** Places the ship back from reserve at `pose` (checked by the caller). Logged 'ship-placed' with `fromReserve`. */
export function placeFromReserve(ctx: Ctx, ship: ShipState, pose: Pose): void {
  ship.pose = { x: pose.x, y: pose.y, heading: pose.heading };
  delete ship.reserve;
  refreshObstacleContact(ctx.state, ship);
  ctx.emit('ship-placed', `${ship.id} is placed back from reserve.`, {
    ship: ship.id,
    data: { pose: ship.pose, fromReserve: true },
  });
}
