import {
  boundsOf,
  boundsOverlap,
  type ClosestPair,
  clipHalfPlane,
  pointBoundaryDistance,
  pointInPolygon,
  signedArea,
} from './polygon.js';
import type { Solid } from './solid.js';

const EPS = 1e-7;

/**
 * True when the segment passes through the interior of the simple polygon `ring`. Merely touching its outline, or
 * running along an edge, is not passing through. Exact: the segment is cut where it meets the outline and the middle
 * of every piece is tested.
 */
export function segmentCrossesPolygon(ax: number, ay: number, bx: number, by: number, ring: number[]): boolean {
  const dx = bx - ax;
  const dy = by - ay;
  const ts = [0, 1];
  const n = ring.length;
  for (let i = 0; i < n; i += 2) {
    const j = i + 2 === n ? 0 : i + 2;
    const px = ring[i]!;
    const py = ring[i + 1]!;
    const ex = ring[j]! - px;
    const ey = ring[j + 1]! - py;
    const den = dx * ey - dy * ex;
    if (Math.abs(den) < 1e-15) continue;
    const t = ((px - ax) * ey - (py - ay) * ex) / den;
    const u = ((px - ax) * dy - (py - ay) * dx) / den;
    if (t > 0 && t < 1 && u >= -1e-12 && u <= 1 + 1e-12) {
      // Crossing an edge transversally away from its ends: the interior lies on one side of the crossing point.
      if (t > 1e-9 && t < 1 - 1e-9 && u > 1e-9 && u < 1 - 1e-9) return true;
      ts.push(t);
    }
  }
  ts.sort((p, q) => p - q);
  for (let k = 0; k + 1 < ts.length; k++) {
    if (ts[k + 1]! - ts[k]! < 1e-12) continue;
    const t = (ts[k]! + ts[k + 1]!) / 2;
    const mx = ax + dx * t;
    const my = ay + dy * t;
    if (pointInPolygon(ring, mx, my) && pointBoundaryDistance(ring, mx, my) > EPS) return true;
  }
  return false;
}

function segmentObstructed(p: ClosestPair, obstacles: readonly Solid[]): boolean {
  const b = {
    minX: Math.min(p.ax, p.bx),
    minY: Math.min(p.ay, p.by),
    maxX: Math.max(p.ax, p.bx),
    maxY: Math.max(p.ay, p.by),
  };
  const dx = p.bx - p.ax;
  const dy = p.by - p.ay;
  const l2 = dx * dx + dy * dy;
  for (const o of obstacles) {
    if (!boundsOverlap(b, o.bounds, EPS)) continue;
    // Skip obstacles whose enclosing circle the segment misses.
    const t = l2 === 0 ? 0 : Math.min(1, Math.max(0, ((o.cx - p.ax) * dx + (o.cy - p.ay) * dy) / l2));
    const ox = p.ax + dx * t - o.cx;
    const oy = p.ay + dy * t - o.cy;
    if (ox * ox + oy * oy >= o.radius * o.radius) continue;
    if (segmentCrossesPolygon(p.ax, p.ay, p.bx, p.by, o.ring)) return true;
  }
  return false;
}

/**
 * A family of parallel closest lines (two parallel edges facing each other): obstructed only when every line of the
 * band crosses an obstacle. The band is a rectangle; each obstacle triangle clipped to it blocks the open interval of
 * offsets it spans, and the band is blocked when those intervals cover all its offsets.
 */
function bandObstructed(pairs: ClosestPair[], obstacles: readonly Solid[]): boolean {
  const first = pairs[0]!;
  const dx = first.bx - first.ax;
  const dy = first.by - first.ay;
  const len = Math.hypot(dx, dy);
  const ux = dx / len;
  const uy = dy / len;
  // Offsets along the band's width (perpendicular to the lines).
  const vx = -uy;
  const vy = ux;
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const p of pairs) {
    const o = p.ax * vx + p.ay * vy;
    lo = Math.min(lo, o);
    hi = Math.max(hi, o);
  }
  const s0 = first.ax * ux + first.ay * uy;
  const s1 = s0 + len;
  const corner = (o: number, s: number) => [vx * o + ux * s, vy * o + uy * s];
  const band = [...corner(lo - 1, s0), ...corner(hi + 1, s0), ...corner(hi + 1, s1), ...corner(lo - 1, s1)];
  const bandBounds = boundsOf(band);
  const blocked: [number, number][] = [];
  for (const o of obstacles) {
    if (!boundsOverlap(bandBounds, o.bounds, EPS)) continue;
    for (const tri of o.parts) {
      let q = clipHalfPlane(tri, ux * s0, uy * s0, ux, uy);
      q = clipHalfPlane(q, ux * s1, uy * s1, -ux, -uy);
      // Clip a little wider than the band so an obstacle that covers an edge line projects beyond it.
      q = clipHalfPlane(q, vx * (lo - 1), vy * (lo - 1), vx, vy);
      q = clipHalfPlane(q, vx * (hi + 1), vy * (hi + 1), -vx, -vy);
      if (q.length < 6 || Math.abs(signedArea(q)) < 1e-9) continue;
      let a = Number.POSITIVE_INFINITY;
      let b = Number.NEGATIVE_INFINITY;
      for (let i = 0; i < q.length; i += 2) {
        const w = q[i]! * vx + q[i + 1]! * vy;
        a = Math.min(a, w);
        b = Math.max(b, w);
      }
      blocked.push([a, b]);
    }
  }
  blocked.sort((p, q) => p[0] - q[0]);
  // The band is blocked when one merged interval strictly contains [lo, hi]. Adjacent triangles of one obstacle
  // share edges, so intervals that meet are merged.
  let reach = Number.NEGATIVE_INFINITY;
  let start = Number.POSITIVE_INFINITY;
  for (const [a, b] of blocked) {
    if (a > reach + 1e-9) {
      if (start < lo - 1e-9 && reach > hi + 1e-9) return true;
      start = a;
      reach = b;
    } else reach = Math.max(reach, b);
  }
  return start < lo - 1e-9 && reach > hi + 1e-9;
}

/**
 * True when an attack measured along the given closest pairs is obstructed by the obstacles: every closest line
 * (the attacker may pick any of several tied ones) passes through an obstacle. Pairs that are parallel translates of
 * each other stand for the whole band of lines between them.
 */
export function isObstructed(pairs: readonly ClosestPair[], obstacles: readonly Solid[]): boolean {
  if (pairs.length === 0 || obstacles.length === 0) return false;
  if (pairs.length === 1) return segmentObstructed(pairs[0]!, obstacles);
  const groups: ClosestPair[][] = [];
  for (const p of pairs) {
    const dx = p.bx - p.ax;
    const dy = p.by - p.ay;
    const len = Math.hypot(dx, dy);
    const g = groups.find((gr) => {
      const q = gr[0]!;
      const qx = q.bx - q.ax;
      const qy = q.by - q.ay;
      const ql = Math.hypot(qx, qy);
      return Math.abs(dx / len - qx / ql) < 1e-6 && Math.abs(dy / len - qy / ql) < 1e-6;
    });
    if (g) g.push(p);
    else groups.push([p]);
  }
  for (const g of groups) {
    const width = spread(g);
    const blocked = width < 1e-9 ? segmentObstructed(g[0]!, obstacles) : bandObstructed(g, obstacles);
    if (!blocked) return false;
  }
  return true;
}

function spread(g: ClosestPair[]): number {
  const f = g[0]!;
  const dx = f.bx - f.ax;
  const dy = f.by - f.ay;
  const len = Math.hypot(dx, dy);
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const p of g) {
    const o = (-p.ax * dy + p.ay * dx) / len;
    lo = Math.min(lo, o);
    hi = Math.max(hi, o);
  }
  return hi - lo;
}
