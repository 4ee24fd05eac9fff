/**
 * An obstacle already in the play area picked up and placed again by an ability (s39; the `move-obstacle` effect):
 * Tobias Beckett at Setup, once forces are placed. The spot must keep Setup's own obstacle rules (001 Setup 4 "Place
 * Obstacles"; geometry `checkObstaclePlacement`: beyond range 2 of every edge, beyond range 1 of every other
 * obstacle; off any scenario feature, as Setup's), and be beyond range `beyondShips` of every ship in the play area.
 * The obstacle keeps its id, name and heading (the card turns nothing); only its spot changes.
 */
import { checkObstaclePlacement, rangeBetween } from '@xwing/geometry';
import type { Ctx } from './context.js';
import { obstacleFeatureProblems } from './scenario/features.js';
import { placedObstacle, placedObstacles, refreshObstacleContact, solidOf } from './util.js';

/** The candidate spots: a 5 × 5 grid over the middle of the play area (inside range 2 of no edge for most outlines). */
const GRID: readonly number[] = [260, 359, 457, 556, 655];
/** At most this many spots per obstacle are offered (the answers stay a short list). */
const PER_OBSTACLE = 3;

/** What keeps obstacle `id` from the spot (x, y), or null when it may go there. */
function moveProblem(ctx: Ctx, id: string, x: number, y: number, beyondShips: number): string | null {
  const o = ctx.state.obstacles.find((v) => v.id === id);
  if (!o) return `there is no obstacle ${id}`;
  const cand = placedObstacle({ id: o.id, name: o.name, pose: { x, y, heading: o.pose.heading } });
  const others = placedObstacles(ctx.state).filter((v) => v.id !== id);
  const check = checkObstaclePlacement(cand, others);
  if (!check.legal) return check.reasons[0]!;
  const onFeature = obstacleFeatureProblems(ctx.state, cand);
  if (onFeature.length) return onFeature[0]!;
  for (const s of ctx.state.ships) {
    if (s.pose === null || s.gone !== null) continue;
    const r = rangeBetween(cand.solid, solidOf(s));
    if (r !== null && r <= beyondShips) return `${id} must be beyond range ${beyondShips} of ${s.id}`;
  }
  return null;
}

/**
 * EffectsApi.obstacleMoveSpots: the spots the ability may move an obstacle to now — answers "<obstacle>@<x>,<y>", up to
 * three per obstacle in the play area (its own spot left out).
 */
export function obstacleMoveSpots(ctx: Ctx, _shipId: string, beyondShips: number): { id: string; label: string }[] {
  const out: { id: string; label: string }[] = [];
  for (const o of ctx.state.obstacles) {
    let n = 0;
    for (const x of GRID)
      for (const y of GRID) {
        if (n >= PER_OBSTACLE || (x === o.pose.x && y === o.pose.y)) continue;
        if (moveProblem(ctx, o.id, x, y, beyondShips) !== null) continue;
        out.push({ id: `${o.id}@${x},${y}`, label: `${o.id} (${o.name}) moved to (${x}, ${y})` });
        n++;
      }
  }
  return out;
}

/** EffectsApi.moveObstacle: the obstacle moved to the spot answered; false when that is no legal answer now. */
export function moveObstacle(ctx: Ctx, shipId: string, choice: string, beyondShips: number): boolean {
  const m = /^(.+)@(-?[\d.]+),(-?[\d.]+)$/.exec(choice);
  if (!m) return false;
  const [, id, xs, ys] = m;
  const x = Number(xs);
  const y = Number(ys);
  if (moveProblem(ctx, id!, x, y, beyondShips) !== null) return false;
  const from = ctx.state.obstacles.find((v) => v.id === id)!;
  const pose = { x, y, heading: from.pose.heading };
  // A new list: the solids are cached per obstacle list (util.ts placedObstacles), which is never changed in place.
  ctx.state.obstacles = ctx.state.obstacles.map((v) => (v.id === id ? { ...v, pose } : v));
  for (const s of ctx.state.ships) if (s.pose !== null && s.gone === null) refreshObstacleContact(ctx.state, s);
  ctx.emit('obstacle-moved', `${shipId} moves ${id} to (${x}, ${y}).`, {
    ship: shipId,
    data: { id, name: from.name, from: from.pose, pose },
  });
  return true;
}
