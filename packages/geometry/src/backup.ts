import type { BaseSize } from './bases.js';
import { DEG, OVERLAP_EPS, PARTIAL_TOLERANCE } from './constants.js';
import { type Maneuver, pathLocal, templateLength } from './maneuver.js';
import { compose, type Pose } from './pose.js';
import { hullScratch, type Solid, shipSolid, shipSolidInto, solidsOverlap, solidsPenetration } from './solid.js';

/** A ship the moving base might back into. */
export interface Obstruction {
  id: string;
  solid: Solid;
}

/** Where a partial maneuver stops: path parameter t and the ships backed over, in the order met. */
export interface Backup {
  t: number;
  backedOver: string[];
}

/**
 * The smallest step (in mm of the fastest-moving point) taken while backing up a curved path. Stepping by the
 * overlap depth alone creeps towards the touching point ever more slowly; below this the search bisects instead. A
 * free spot in which the base would have less than this much play can be missed.
 */
const MIN_BACKUP_STEP = 0.05;

/**
 * Bound on how far any point of the base (guides included) moves per unit of path parameter, measured once per
 * maneuver and base size by dense sampling and padded by 25 %.
 */
const speedCache = new Map<string, number>();
function pathSpeed(m: Maneuver, size: BaseSize): number {
  const key = `${m.code}/${size}`;
  let k = speedCache.get(key);
  if (k === undefined) {
    const steps = 2048;
    const r = shipSolid(size, { x: 0, y: 0, heading: 0 }).radius;
    let prev = pathLocal(m, size, 0);
    k = 0;
    for (let i = 1; i <= steps; i++) {
      const p = pathLocal(m, size, i / steps);
      const move = Math.hypot(p.dx - prev.dx, p.dy - prev.dy) + (Math.abs(p.turn - prev.turn) * Math.PI * r) / 180;
      k = Math.max(k, move * steps);
      prev = p;
    }
    k = Math.max(k * 1.25, 1e-9);
    speedCache.set(key, k);
  }
  return k;
}

/** The one base `hullAt` builds into: backing up reads each step's base before it takes the next. */
const STEP_HULL = hullScratch();

/**
 * The base at path parameter t; `turn` turns the base about its centre (a sideslip's base, run sideways: move.ts).
 * Overwritten by the next call: read it before then, keep nothing of it.
 */
function hullAt(start: Pose, m: Maneuver, size: BaseSize, t: number, turn = 0): Solid {
  const p = pathLocal(m, size, t);
  return shipSolidInto(STEP_HULL, size, compose(start, p.dx, p.dy, p.turn + turn));
}

/**
 * Backs up along a bank or turn path. Steps back by no more than the deepest overlap divided by the path's speed
 * bound (no point of the base can move further than that), so no free spot is skipped, then bisects between the
 * last overlapping and the first free parameter to PARTIAL_TOLERANCE.
 */
export function backUpCurved(start: Pose, m: Maneuver, size: BaseSize, near: readonly Obstruction[], turn = 0): Backup {
  const k = pathSpeed(m, size);
  const minStep = MIN_BACKUP_STEP / k;
  const backedOver: string[] = [];
  let blockedT = 1;
  let t = 1;
  let hull = hullAt(start, m, size, 1, turn);
  for (;;) {
    let depth = 0;
    for (const s of near) {
      const d = solidsPenetration(hull, s.solid);
      if (d <= OVERLAP_EPS) continue;
      if (!backedOver.includes(s.id)) backedOver.push(s.id);
      if (d > depth) depth = d;
    }
    if (depth === 0) break;
    blockedT = t;
    if (t === 0) return { t: 0, backedOver };
    t = Math.max(0, t - Math.max(depth / k, minStep));
    hull = hullAt(start, m, size, t, turn);
  }
  if (blockedT > t) {
    let lo = t;
    let hi = blockedT;
    while ((hi - lo) * k > PARTIAL_TOLERANCE) {
      const mid = (lo + hi) / 2;
      const h = hullAt(start, m, size, mid, turn);
      if (near.some((s) => solidsOverlap(h, s.solid))) hi = mid;
      else lo = mid;
    }
    t = lo;
  }
  return { t, backedOver };
}

/**
 * Backs up along a straight path, which is a pure translation: for each pair of convex parts the distances of
 * travel at which they overlap form one open interval, found exactly from the separating axes. The ship stops at the
 * largest distance outside every interval: exactly touching.
 */
export function backUpStraight(start: Pose, m: Maneuver, size: BaseSize, near: readonly Obstruction[]): Backup {
  const travel = templateLength(m.template) + pathLengthOfBase(m, size);
  const h = start.heading * DEG;
  const sign = m.reverse ? -1 : 1;
  const ux = sign * Math.sin(h);
  const uy = sign * Math.cos(h);
  const hull = shipSolid(size, start);
  const blocked: { id: string; lo: number; hi: number }[] = [];
  for (const s of near) {
    for (const p of hull.parts) {
      for (const q of s.solid.parts) {
        const iv = sweepInterval(p, q, ux, uy);
        if (iv && iv[1] > 0 && iv[0] < travel) blocked.push({ id: s.id, lo: iv[0], hi: iv[1] });
      }
    }
  }
  let at = travel;
  for (let moved = true; moved && at > 0;) {
    moved = false;
    for (const b of blocked) {
      if (b.lo < at && at < b.hi) {
        // The interval opens where the overlap reaches OVERLAP_EPS; stepping back that much more is exact touching.
        at = b.lo - OVERLAP_EPS;
        moved = true;
      }
    }
  }
  // Rounding can leave a touching-at-the-start ship a hair off its spot.
  if (at <= OVERLAP_EPS) at = 0;
  const backedOver = blocked
    .filter((b) => b.hi > at && b.lo < travel)
    .sort((a, b) => b.hi - a.hi)
    .map((b) => b.id)
    .filter((id, i, all) => all.indexOf(id) === i);
  return { t: at / travel, backedOver };
}

function pathLengthOfBase(m: Maneuver, size: BaseSize): number {
  // The leading hashmark travels the template plus one base length; the base moves the same distance.
  const p = pathLocal(m, size, 1);
  return Math.abs(p.dy) - templateLength(m.template);
}

/**
 * The open interval of distances s along (ux, uy) over which convex polygon p, translated by s, overlaps convex
 * polygon q by more than OVERLAP_EPS; null when it never does.
 */
function sweepInterval(p: number[], q: number[], ux: number, uy: number): [number, number] | null {
  let lo = Number.NEGATIVE_INFINITY;
  let hi = Number.POSITIVE_INFINITY;
  for (const poly of [p, q]) {
    const n = poly.length;
    for (let i = 0; i < n; i += 2) {
      const j = i + 2 === n ? 0 : i + 2;
      const ex = poly[j]! - poly[i]!;
      const ey = poly[j + 1]! - poly[i + 1]!;
      const len = Math.sqrt(ex * ex + ey * ey);
      if (len === 0) continue;
      const nx = -ey / len;
      const ny = ex / len;
      let pMin = Number.POSITIVE_INFINITY;
      let pMax = Number.NEGATIVE_INFINITY;
      for (let k = 0; k < p.length; k += 2) {
        const d = p[k]! * nx + p[k + 1]! * ny;
        if (d < pMin) pMin = d;
        if (d > pMax) pMax = d;
      }
      let qMin = Number.POSITIVE_INFINITY;
      let qMax = Number.NEGATIVE_INFINITY;
      for (let k = 0; k < q.length; k += 2) {
        const d = q[k]! * nx + q[k + 1]! * ny;
        if (d < qMin) qMin = d;
        if (d > qMax) qMax = d;
      }
      // Overlap on this axis needs pMax + s·d > qMin + eps and pMin + s·d < qMax − eps.
      const d = ux * nx + uy * ny;
      const a = qMin + OVERLAP_EPS - pMax;
      const b = qMax - OVERLAP_EPS - pMin;
      if (Math.abs(d) < 1e-12) {
        if (a >= 0 || b <= 0) return null;
        continue;
      }
      const s1 = a / d;
      const s2 = b / d;
      lo = Math.max(lo, Math.min(s1, s2));
      hi = Math.min(hi, Math.max(s1, s2));
      if (lo >= hi) return null;
    }
  }
  return [lo, hi];
}
