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
 */
import { BASES, type BaseSize, type Pose, shipSolid, solidsOverlap } from '@xwing/geometry';
import type { Ctx } from './context.js';
import type { Option } from './decision.js';
import type { ReserveEdge, ShipState } from './state.js';
import { breakLocksOn, placedObstacles, refreshObstacleContact, solidOf } from './util.js';

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

/** The ships waiting in reserve to be placed at the start of this Planning Phase (placed in reserve in an earlier round). */
export function reservesDue(ctx: Ctx): ShipState[] {
  return ctx.state.ships.filter((s) => s.reserve !== undefined && s.gone === null && s.reserve.round < ctx.state.round);
}

/** Why the ship cannot be placed at `pose` back from reserve, or null (within range 1 of one of its edges, on nothing). */
export function reservePlacementProblem(ctx: Ctx, ship: ShipState, pose: Pose): string | null {
  const edges = ship.reserve?.edges ?? [];
  const hull = shipSolid(ship.base as BaseSize, pose);
  const b = hull.bounds;
  if (b.minX < 0 || b.minY < 0 || b.maxX > TABLE || b.maxY > TABLE) return 'it must lie wholly in the play area';
  const within = edges.some((e) =>
    e === 'first'
      ? b.maxY <= RANGE_1
      : e === 'second'
        ? b.minY >= TABLE - RANGE_1
        : e === 'left'
          ? b.maxX <= RANGE_1
          : b.minX >= TABLE - RANGE_1,
  );
  if (!within) return `it must lie wholly within range 1 of the ${edges.join(' or ')} edge`;
  for (const o of ctx.state.ships)
    if (o.id !== ship.id && o.pose && o.gone === null && solidsOverlap(hull, solidOf(o, true)))
      return `it would overlap ${o.id}`;
  for (const o of placedObstacles(ctx.state)) if (solidsOverlap(hull, o.solid)) return `it would overlap ${o.id}`;
  return null;
}

/** Up to six legal poses along each of the ship's reserve edges, facing into the play area. */
export function reserveOptions(ctx: Ctx, ship: ShipState): Option[] {
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
