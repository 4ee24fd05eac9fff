import { OVERLAP_EPS } from './constants.js';
import type { Points } from './pose.js';

/** Axis-aligned bounds of a flat point list. */
export interface Bounds {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function boundsOf(p: Points): Bounds {
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < p.length; i += 2) {
    const x = p[i]!;
    const y = p[i + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

export function boundsOverlap(a: Bounds, b: Bounds, margin = 0): boolean {
  return a.minX < b.maxX + margin && b.minX < a.maxX + margin && a.minY < b.maxY + margin && b.minY < a.maxY + margin;
}

/** Signed area (positive when counter-clockwise). */
export function signedArea(p: Points): number {
  let s = 0;
  const n = p.length;
  for (let i = 0; i < n; i += 2) {
    const j = (i + 2) % n;
    s += p[i]! * p[j + 1]! - p[j]! * p[i + 1]!;
  }
  return s / 2;
}

/**
 * True when two convex polygons overlap: their interiors share area, interpenetrating by more than `eps` along every
 * separating axis. Touching along an edge or at a point is not overlapping.
 */
export function convexOverlap(a: Points, b: Points, eps = OVERLAP_EPS): boolean {
  return (
    axesPenetration(a, b, Number.POSITIVE_INFINITY, eps) > eps &&
    axesPenetration(b, a, Number.POSITIVE_INFINITY, eps) > eps
  );
}

/**
 * Depth of interpenetration of two convex polygons: the smallest distance one must move to stop overlapping
 * (0 when they do not overlap).
 */
export function penetrationDepth(a: Points, b: Points): number {
  const d = axesPenetration(a, b, Number.POSITIVE_INFINITY, 0);
  return d === 0 ? 0 : axesPenetration(b, a, d, 0);
}

/**
 * Smallest projection overlap of the two polygons over `p`'s edge normals, no more than `best`; 0 as soon as an axis
 * shows no more than `floor` of overlap (that axis separates them).
 */
function axesPenetration(p: Points, q: Points, best: number, floor: number): number {
  const n = p.length;
  for (let i = 0; i < n; i += 2) {
    const j = i + 2 === n ? 0 : i + 2;
    const ex = p[j]! - p[i]!;
    const ey = p[j + 1]! - p[i + 1]!;
    const len = Math.sqrt(ex * ex + ey * ey);
    if (len === 0) continue;
    const nx = -ey / len;
    const ny = ex / len;
    let minP = Number.POSITIVE_INFINITY;
    let maxP = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < n; k += 2) {
      const d = p[k]! * nx + p[k + 1]! * ny;
      if (d < minP) minP = d;
      if (d > maxP) maxP = d;
    }
    let minQ = Number.POSITIVE_INFINITY;
    let maxQ = Number.NEGATIVE_INFINITY;
    for (let k = 0; k < q.length; k += 2) {
      const d = q[k]! * nx + q[k + 1]! * ny;
      if (d < minQ) minQ = d;
      if (d > maxQ) maxQ = d;
    }
    const o = Math.min(maxP, maxQ) - Math.max(minP, minQ);
    if (o <= floor) return 0;
    if (o < best) best = o;
  }
  return best;
}

/**
 * Closest distance between two polygon boundaries (convex or not) that do not cross, without building the closest
 * pairs.
 */
export function convexGap(a: Points, b: Points): number {
  return Math.sqrt(Math.min(vertexEdgeGap2(a, b), vertexEdgeGap2(b, a)));
}

/** True when some vertex of one boundary lies within `d` of the other boundary (the two do not cross). */
export function boundaryWithin(a: Points, b: Points, d: number): boolean {
  const d2 = d * d;
  return vertexEdgeGap2(a, b, d2) <= d2 || vertexEdgeGap2(b, a, d2) <= d2;
}

/** Smallest squared vertex-to-edge distance from a's vertices to b's edges, stopping once it is at most `enough`. */
function vertexEdgeGap2(a: Points, b: Points, enough = -1): number {
  let best = Number.POSITIVE_INFINITY;
  const m = b.length;
  for (let i = 0; i < a.length; i += 2) {
    const px = a[i]!;
    const py = a[i + 1]!;
    for (let j = 0; j < m; j += 2) {
      const k = j + 2 === m ? 0 : j + 2;
      const d = pointSegmentDistance2(px, py, b[j]!, b[j + 1]!, b[k]!, b[k + 1]!);
      if (d < best) {
        best = d;
        if (best <= enough) return best;
      }
    }
  }
  return best;
}

/**
 * Clips a convex polygon to the closed half-plane nx·(p − o) ≥ 0 (Sutherland–Hodgman). The result may be empty or
 * degenerate.
 */
export function clipHalfPlane(p: Points, ox: number, oy: number, nx: number, ny: number): Points {
  const out: Points = [];
  const n = p.length;
  if (n === 0) return out;
  let px = p[n - 2]!;
  let py = p[n - 1]!;
  let pd = (px - ox) * nx + (py - oy) * ny;
  for (let i = 0; i < n; i += 2) {
    const cx = p[i]!;
    const cy = p[i + 1]!;
    const cd = (cx - ox) * nx + (cy - oy) * ny;
    if (cd >= 0) {
      if (pd < 0) {
        const t = pd / (pd - cd);
        out.push(px + (cx - px) * t, py + (cy - py) * t);
      }
      out.push(cx, cy);
    } else if (pd >= 0) {
      const t = pd / (pd - cd);
      out.push(px + (cx - px) * t, py + (cy - py) * t);
    }
    px = cx;
    py = cy;
    pd = cd;
  }
  return out;
}

/** Squared distance from (px, py) to the segment (ax, ay)–(bx, by). */
export function pointSegmentDistance2(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const ex = bx - ax;
  const ey = by - ay;
  const l2 = ex * ex + ey * ey;
  const t = l2 === 0 ? 0 : Math.min(1, Math.max(0, ((px - ax) * ex + (py - ay) * ey) / l2));
  const dx = ax + ex * t - px;
  const dy = ay + ey * t - py;
  return dx * dx + dy * dy;
}

/** True when (px, py) lies strictly inside the convex polygon (either orientation). */
export function pointInConvex(p: Points, px: number, py: number): boolean {
  const n = p.length;
  let sign = 0;
  for (let i = 0; i < n; i += 2) {
    const j = i + 2 === n ? 0 : i + 2;
    const c = (p[j]! - p[i]!) * (py - p[i + 1]!) - (p[j + 1]! - p[i + 1]!) * (px - p[i]!);
    if (c === 0) return false;
    const s = c > 0 ? 1 : -1;
    if (sign === 0) sign = s;
    else if (s !== sign) return false;
  }
  return true;
}

/** A pair of closest points, from the first shape to the second. */
export interface ClosestPair {
  ax: number;
  ay: number;
  bx: number;
  by: number;
}

/** The closest distance between two polygon boundaries and every pair of points that achieves it (to 1e-9). */
export interface Closest {
  distance: number;
  pairs: ClosestPair[];
}

const TIE = 1e-9;

/**
 * The candidates of one `closestBoundaryPoints` call, four numbers (ax, ay, bx, by) each, kept in one reused buffer
 * and turned into ClosestPair objects only for the pairs that remain at the end: the distances shrink as the edges
 * are walked, and each nearer candidate used to allocate a pair and a list that the next one threw away (issue 28).
 */
let found = new Float64Array(64);
let foundCount = 0;
let foundDistance = Number.POSITIVE_INFINITY;

function addCandidate(d: number, ax: number, ay: number, bx: number, by: number): void {
  if (d < foundDistance - TIE) {
    foundDistance = d;
    foundCount = 0;
  } else if (d <= foundDistance + TIE) {
    for (let q = 0; q < foundCount * 4; q += 4) {
      if (
        Math.abs(found[q]! - ax) < TIE &&
        Math.abs(found[q + 1]! - ay) < TIE &&
        Math.abs(found[q + 2]! - bx) < TIE &&
        Math.abs(found[q + 3]! - by) < TIE
      ) {
        return;
      }
    }
    if (d < foundDistance) foundDistance = d;
  } else return;
  if (foundCount * 4 === found.length) {
    const grown = new Float64Array(found.length * 2);
    grown.set(found);
    found = grown;
  }
  const at = foundCount * 4;
  found[at] = ax;
  found[at + 1] = ay;
  found[at + 2] = bx;
  found[at + 3] = by;
  foundCount++;
}

function vertexEdges(a: Points, b: Points, aFirst: boolean): void {
  const m = b.length;
  for (let i = 0; i < a.length; i += 2) {
    const px = a[i]!;
    const py = a[i + 1]!;
    if (m === 2) {
      const d = Math.sqrt((b[0]! - px) ** 2 + (b[1]! - py) ** 2);
      if (d <= foundDistance + TIE) {
        if (aFirst) addCandidate(d, px, py, b[0]!, b[1]!);
        else addCandidate(d, b[0]!, b[1]!, px, py);
      }
      continue;
    }
    // A two-point ring is a segment: one edge, not two.
    const edges = m === 4 ? 2 : m;
    for (let j = 0; j < edges; j += 2) {
      const k = j + 2 === m ? 0 : j + 2;
      const ax = b[j]!;
      const ay = b[j + 1]!;
      const ex = b[k]! - ax;
      const ey = b[k + 1]! - ay;
      const l2 = ex * ex + ey * ey;
      const t = l2 === 0 ? 0 : Math.min(1, Math.max(0, ((px - ax) * ex + (py - ay) * ey) / l2));
      const qx = ax + ex * t;
      const qy = ay + ey * t;
      const d2 = (qx - px) * (qx - px) + (qy - py) * (qy - py);
      const lim = foundDistance + TIE;
      if (d2 > lim * lim) continue;
      const d = Math.sqrt(d2);
      if (aFirst) addCandidate(d, px, py, qx, qy);
      else addCandidate(d, qx, qy, px, py);
    }
  }
}

/**
 * Closest points between the boundaries of two polygons (rings of points; a two-point ring is a segment, a
 * one-point ring a point). Callers check overlap first: for overlapping shapes the boundary distance is not the
 * distance between the shapes.
 */
export function closestBoundaryPoints(a: Points, b: Points): Closest {
  foundCount = 0;
  foundDistance = Number.POSITIVE_INFINITY;
  vertexEdges(a, b, true);
  vertexEdges(b, a, false);
  const pairs: ClosestPair[] = new Array(foundCount);
  for (let n = 0; n < foundCount; n++)
    pairs[n] = { ax: found[4 * n]!, ay: found[4 * n + 1]!, bx: found[4 * n + 2]!, by: found[4 * n + 3]! };
  return { distance: foundDistance, pairs };
}

/** Distance from a point to a polygon's boundary. */
export function pointBoundaryDistance(p: Points, px: number, py: number): number {
  let best = Number.POSITIVE_INFINITY;
  const n = p.length;
  for (let i = 0; i < n; i += 2) {
    const j = i + 2 === n ? 0 : i + 2;
    const d = pointSegmentDistance2(px, py, p[i]!, p[i + 1]!, p[j]!, p[j + 1]!);
    if (d < best) best = d;
  }
  return Math.sqrt(best);
}

/** True when the point lies inside the simple polygon (even–odd rule; boundary points may go either way). */
export function pointInPolygon(p: Points, px: number, py: number): boolean {
  let inside = false;
  const n = p.length;
  for (let i = 0, j = n - 2; i < n; j = i, i += 2) {
    const xi = p[i]!;
    const yi = p[i + 1]!;
    const xj = p[j]!;
    const yj = p[j + 1]!;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}
