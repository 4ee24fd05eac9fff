import { type BaseSize, baseOutlineLocal, baseRadius, guidesLocal } from './bases.js';
import { DEG, OVERLAP_EPS, TOUCH_EPS } from './constants.js';
import {
  type Bounds,
  boundsOf,
  boundsOverlap,
  type Closest,
  closestBoundaryPoints,
  convexOverlap,
  penetrationDepth,
  pointInPolygon,
} from './polygon.js';
import { type Points, type Pose, toWorld, transform } from './pose.js';

/**
 * Something with an outline on the table: a ship's base, an obstacle, a device. `ring` is the outline used to
 * measure range (a ship's square without guides); `parts` are convex pieces whose union is what can be overlapped
 * (for a ship: its square and its guides; for an obstacle: the triangles of its outline).
 */
export interface Solid {
  ring: Points;
  parts: Points[];
  /** How many leading `parts` tile the ring itself (a ship: 1, its square; the rest are its guides). */
  ringPartCount: number;
  bounds: Bounds;
  /** Centre and radius of a circle holding every part: the cheapest rejection test. */
  cx: number;
  cy: number;
  radius: number;
}

export function makeSolid(
  ring: Points,
  parts: Points[],
  cx: number,
  cy: number,
  radius: number,
  ringPartCount = parts.length,
): Solid {
  let bounds = boundsOf(ring);
  for (const p of parts) {
    const b = boundsOf(p);
    bounds = {
      minX: Math.min(bounds.minX, b.minX),
      minY: Math.min(bounds.minY, b.minY),
      maxX: Math.max(bounds.maxX, b.maxX),
      maxY: Math.max(bounds.maxY, b.maxY),
    };
  }
  return { ring, parts, ringPartCount, bounds, cx, cy, radius };
}

const baseLocalCache = new Map<BaseSize, { square: Points; guides: Points[]; radius: number }>();
function baseLocal(size: BaseSize) {
  let c = baseLocalCache.get(size);
  if (!c) {
    c = { square: baseOutlineLocal(size), guides: guidesLocal(size), radius: baseRadius(size) };
    baseLocalCache.set(size, c);
  }
  return c;
}

/** A ship's base on the table: square plus guides for overlap, the square alone for range. */
export function shipSolid(size: BaseSize, pose: Pose, withGuides = true): Solid {
  const local = baseLocal(size);
  const a = pose.heading * DEG;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const square = transform(pose.x, pose.y, c, s, local.square);
  const parts = [square];
  if (withGuides) for (const g of local.guides) parts.push(transform(pose.x, pose.y, c, s, g));
  return makeSolid(square, parts, pose.x, pose.y, local.radius, 1);
}

function circlesApart(a: Solid, b: Solid, margin: number): boolean {
  const dx = a.cx - b.cx;
  const dy = a.cy - b.cy;
  const r = a.radius + b.radius + margin;
  return dx * dx + dy * dy >= r * r;
}

/** True when the two solids share area (touching is not overlapping). */
export function solidsOverlap(a: Solid, b: Solid, eps = OVERLAP_EPS): boolean {
  if (circlesApart(a, b, 0) || !boundsOverlap(a.bounds, b.bounds)) return false;
  for (const p of a.parts) {
    for (const q of b.parts) {
      if (convexOverlap(p, q, eps)) return true;
    }
  }
  return false;
}

/** How far the two solids interpenetrate (0 when apart). */
export function solidsPenetration(a: Solid, b: Solid): number {
  if (circlesApart(a, b, 0)) return 0;
  let best = 0;
  for (const p of a.parts) {
    for (const q of b.parts) {
      const d = penetrationDepth(p, q);
      if (d > best) best = d;
    }
  }
  return best;
}

/**
 * Closest distance between two solids' outlines (their rings), 0 when one overlaps or contains the other.
 * `pairs` lists every closest pair of points; it is empty when the distance is 0 through overlap.
 */
export function solidDistance(a: Solid, b: Solid): Closest {
  if (ringsOverlap(a, b)) return { distance: 0, pairs: [] };
  return closestBoundaryPoints(a.ring, b.ring);
}

/** True when the two rings' areas meet with positive area, or one lies inside the other. */
function ringsOverlap(a: Solid, b: Solid): boolean {
  if (!boundsOverlap(a.bounds, b.bounds, TOUCH_EPS)) return false;
  const ap = ringParts(a);
  const bp = ringParts(b);
  for (const p of ap) for (const q of bp) if (convexOverlap(p, q)) return true;
  // One ring wholly inside the other without interiors overlapping can only happen for degenerate rings.
  return (
    (a.ring.length === 2 && pointInPolygon(b.ring, a.ring[0]!, a.ring[1]!)) ||
    (b.ring.length === 2 && pointInPolygon(a.ring, b.ring[0]!, b.ring[1]!))
  );
}

function ringParts(s: Solid): Points[] {
  return s.ringPartCount === s.parts.length ? s.parts : s.parts.slice(0, s.ringPartCount);
}

/** True when the closest points of two solids are at most TOUCH_EPS apart (range 0 counts overlapping too). */
export function solidsTouchOrOverlap(a: Solid, b: Solid): boolean {
  if (circlesApart(a, b, TOUCH_EPS)) return false;
  return solidDistance(a, b).distance <= TOUCH_EPS;
}

/** Expands a solid's parts into world space with a pose, from parts in its own frame. */
export function placeParts(pose: Pose, localParts: Points[]): Points[] {
  return localParts.map((p) => toWorld(pose, p));
}
