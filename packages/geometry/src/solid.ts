import { type BaseSize, baseOutlineLocal, baseRadius, GUIDE, guidesLocal } from './bases.js';
import { DEG, OVERLAP_EPS, TOUCH_EPS } from './constants.js';
import {
  type Bounds,
  boundsOverlap,
  type Closest,
  boundaryWithin,
  closestBoundaryPoints,
  convexGap,
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
  /** Bounds of each part, [minX, minY, maxX, maxY] per part, so most part pairs are rejected without a SAT test. */
  partBounds: number[];
  /** Centre and radius of a circle holding every part: the cheapest rejection test. */
  cx: number;
  cy: number;
  radius: number;
  /**
   * A ship's base and pose (undefined for obstacles and devices): its guides can be placed from them even when
   * `parts` leaves them out (a solid for range), to tell whether two bases touch (touchingByParts).
   */
  base: { size: BaseSize; pose: Pose } | undefined;
}

export function makeSolid(
  ring: Points,
  parts: Points[],
  cx: number,
  cy: number,
  radius: number,
  ringPartCount = parts.length,
  base?: { size: BaseSize; pose: Pose },
): Solid {
  const partBounds: number[] = new Array(parts.length * 4);
  // The ring lies inside the union of the parts (ships: it is the first part; obstacles: the triangles tile it).
  const bounds = {
    minX: Number.POSITIVE_INFINITY,
    minY: Number.POSITIVE_INFINITY,
    maxX: Number.NEGATIVE_INFINITY,
    maxY: Number.NEGATIVE_INFINITY,
  };
  fillBounds(parts, partBounds, bounds);
  return { ring, parts, ringPartCount, bounds, partBounds, cx, cy, radius, base };
}

/** Writes each part's bounds into `partBounds` and grows `bounds` (given empty) to hold them all. */
function fillBounds(parts: readonly Points[], partBounds: number[], bounds: Bounds): void {
  for (let k = 0; k < parts.length; k++) {
    const p = parts[k]!;
    let minX = p[0]!;
    let maxX = minX;
    let minY = p[1]!;
    let maxY = minY;
    for (let i = 2; i < p.length; i += 2) {
      const x = p[i]!;
      const y = p[i + 1]!;
      if (x < minX) minX = x;
      else if (x > maxX) maxX = x;
      if (y < minY) minY = y;
      else if (y > maxY) maxY = y;
    }
    partBounds[4 * k] = minX;
    partBounds[4 * k + 1] = minY;
    partBounds[4 * k + 2] = maxX;
    partBounds[4 * k + 3] = maxY;
    if (minX < bounds.minX) bounds.minX = minX;
    if (minY < bounds.minY) bounds.minY = minY;
    if (maxX > bounds.maxX) bounds.maxX = maxX;
    if (maxY > bounds.maxY) bounds.maxY = maxY;
  }
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
  return makeSolid(square, parts, pose.x, pose.y, local.radius, 1, { size, pose });
}

/**
 * Reusable room for one ship outline at a time (`shipSolidInto`): a caller that builds an outline for a candidate
 * pose, reads it at once and keeps nothing of it (a barrel roll's placements, the steps of a partial maneuver's
 * backing up, the heuristic's dial scoring) then allocates nothing per pose. Issue 28: such throwaway outlines were
 * 10-15 % of the bytes a game allocates.
 */
export interface HullScratch {
  size: BaseSize | undefined;
  withGuides: boolean;
  solid: Solid | undefined;
}

export function hullScratch(): HullScratch {
  return { size: undefined, withGuides: false, solid: undefined };
}

/**
 * `shipSolid(size, pose, withGuides)` built into the scratch's arrays: the same numbers, and the same object returned
 * at every call with this scratch, overwritten by the next one. Only for an outline read before the next call and
 * never kept (nor its parts, ring or bounds).
 */
export function shipSolidInto(scratch: HullScratch, size: BaseSize, pose: Pose, withGuides = true): Solid {
  const solid = scratch.solid;
  if (solid === undefined || scratch.size !== size || scratch.withGuides !== withGuides) {
    scratch.size = size;
    scratch.withGuides = withGuides;
    scratch.solid = shipSolid(size, pose, withGuides);
    return scratch.solid;
  }
  const local = baseLocal(size);
  const a = pose.heading * DEG;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const parts = solid.parts;
  transform(pose.x, pose.y, c, s, local.square, parts[0]);
  if (withGuides)
    for (let k = 0; k < local.guides.length; k++) transform(pose.x, pose.y, c, s, local.guides[k]!, parts[k + 1]);
  const bounds = solid.bounds;
  bounds.minX = Number.POSITIVE_INFINITY;
  bounds.minY = Number.POSITIVE_INFINITY;
  bounds.maxX = Number.NEGATIVE_INFINITY;
  bounds.maxY = Number.NEGATIVE_INFINITY;
  fillBounds(parts, solid.partBounds, bounds);
  solid.cx = pose.x;
  solid.cy = pose.y;
  solid.base!.pose = pose;
  return solid;
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
  const ab = a.partBounds;
  const bb = b.partBounds;
  for (let i = 0; i < a.parts.length; i++) {
    const minX = ab[4 * i]!;
    const minY = ab[4 * i + 1]!;
    const maxX = ab[4 * i + 2]!;
    const maxY = ab[4 * i + 3]!;
    if (maxX <= b.bounds.minX || minX >= b.bounds.maxX || maxY <= b.bounds.minY || minY >= b.bounds.maxY) continue;
    for (let j = 0; j < b.parts.length; j++) {
      if (maxX <= bb[4 * j]! || minX >= bb[4 * j + 2]! || maxY <= bb[4 * j + 1]! || minY >= bb[4 * j + 3]!) continue;
      if (convexOverlap(a.parts[i]!, b.parts[j]!, eps)) return true;
    }
  }
  return false;
}

/** True when the part's bounds box (by index) meets the given box. */
export function partBoundsMeet(s: Solid, i: number, b: Bounds): boolean {
  const pb = s.partBounds;
  return pb[4 * i + 2]! > b.minX && pb[4 * i]! < b.maxX && pb[4 * i + 3]! > b.minY && pb[4 * i + 1]! < b.maxY;
}

/** How far the two solids interpenetrate (0 when apart). */
export function solidsPenetration(a: Solid, b: Solid): number {
  if (circlesApart(a, b, 0) || !boundsOverlap(a.bounds, b.bounds)) return 0;
  const ab = a.partBounds;
  const bb = b.partBounds;
  let best = 0;
  for (let i = 0; i < a.parts.length; i++) {
    for (let j = 0; j < b.parts.length; j++) {
      if (
        ab[4 * i + 2]! <= bb[4 * j]! ||
        ab[4 * i]! >= bb[4 * j + 2]! ||
        ab[4 * i + 3]! <= bb[4 * j + 1]! ||
        ab[4 * i + 1]! >= bb[4 * j + 3]!
      ) {
        continue;
      }
      const d = penetrationDepth(a.parts[i]!, b.parts[j]!);
      if (d > best) best = d;
    }
  }
  return best;
}

/**
 * The smallest distance between any part of one solid and any part of the other (ships: guides included), stopping
 * early once it is at most `enough`.
 */
export function partsGap(a: Solid, b: Solid, enough = 0): number {
  let best = Number.POSITIVE_INFINITY;
  for (const p of a.parts) {
    for (const q of b.parts) {
      const d = convexGap(p, q);
      if (d < best) {
        best = d;
        if (best <= enough) return best;
      }
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

/** The same distance as solidDistance without building the closest pairs: for range checks in hot loops. */
export function solidGap(a: Solid, b: Solid): number {
  if (ringsOverlap(a, b)) return 0;
  return convexGap(a.ring, b.ring);
}

/** True when the two outlines are within `d` of each other (overlapping counts), stopping as soon as it knows. */
export function solidsWithin(a: Solid, b: Solid, d: number): boolean {
  if (circlesApart(a, b, d) || !boundsOverlap(a.bounds, b.bounds, d)) return false;
  return ringsOverlap(a, b) || boundaryWithin(a.ring, b.ring, d);
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

/**
 * How far apart two outlines (rings) can be while their guides still touch: a guide of each, face to face. Beyond it
 * no part of one can reach the other, so range questions only look at the guides below it.
 */
export const GUIDE_REACH = 2 * GUIDE.depth + 1e-3;

/**
 * Whether two solids whose outlines are `gap` apart (solidGap) touch through their other parts, the guides of a ship
 * (docs/geometry.md "Touching"): 000 "Range" puts touching objects at range 0, and a ship that partially executes a
 * maneuver is placed touching the last ship it backed over (000 "Partial Maneuvers"), which the guides, counted for
 * overlapping, make a contact of guides with the bases up to GUIDE_REACH apart.
 */
export function touchingByParts(a: Solid, b: Solid, gap: number): boolean {
  if (gap <= TOUCH_EPS || gap > GUIDE_REACH || (a.base === undefined && b.base === undefined)) return false;
  const pa = touchParts(a);
  const pb = touchParts(b);
  for (const p of pa) for (const q of pb) if (convexGap(p, q) <= TOUCH_EPS) return true;
  return false;
}

/** A solid's outline and, for a ship, its guides (whether or not its `parts` hold them). */
function touchParts(s: Solid): Points[] {
  // Obstacles and devices, and ship solids made with their guides, already hold every part.
  if (s.base === undefined || s.parts.length > s.ringPartCount) return s.parts;
  const local = baseLocal(s.base.size);
  const a = s.base.pose.heading * DEG;
  const c = Math.cos(a);
  const sin = Math.sin(a);
  return [s.ring, ...local.guides.map((g) => transform(s.base!.pose.x, s.base!.pose.y, c, sin, g))];
}

/**
 * True when two solids touch or overlap (range 0): their outlines' closest points at most TOUCH_EPS apart, or their
 * guides touching (touchingByParts).
 */
export function solidsTouchOrOverlap(a: Solid, b: Solid): boolean {
  if (circlesApart(a, b, GUIDE_REACH)) return false;
  const gap = solidGap(a, b);
  return gap <= TOUCH_EPS || touchingByParts(a, b, gap);
}

/** Expands a solid's parts into world space with a pose, from parts in its own frame. */
export function placeParts(pose: Pose, localParts: Points[]): Points[] {
  return localParts.map((p) => toWorld(pose, p));
}
