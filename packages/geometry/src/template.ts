import { OVERLAP_EPS, TEMPLATE_WIDTH } from './constants.js';
import {
  type Bounds,
  boundsOf,
  boundsOverlap,
  clipHalfPlane,
  convexOverlap,
  pointBoundaryDistance,
  pointInConvex,
  signedArea,
} from './polygon.js';
import type { Points } from './pose.js';
import { partBoundsMeet, type Solid } from './solid.js';

/**
 * A template lying on the table: a straight template is a rectangle, a bank or turn template an annular sector
 * (the set of points between two radii about a centre, within a wedge of at most 90°). Arcs stay arcs.
 */
export type TemplateShape =
  | { kind: 'polygon'; points: Points; bounds: Bounds }
  | {
      kind: 'sector';
      cx: number;
      cy: number;
      inner: number;
      outer: number;
      /** Unit vectors from the centre along the sector's first and last radius. */
      u0x: number;
      u0y: number;
      u1x: number;
      u1y: number;
      bounds: Bounds;
    }
  | { kind: 'empty' };

export const EMPTY_TEMPLATE: TemplateShape = { kind: 'empty' };

export function polygonTemplate(points: Points): TemplateShape {
  return { kind: 'polygon', points, bounds: boundsOf(points) };
}

/**
 * An annular sector about (cx, cy) with the template's width centred on `radius`, from the radius pointing along
 * (u0x, u0y) to the one along (u1x, u1y).
 */
export function sectorTemplate(
  cx: number,
  cy: number,
  radius: number,
  u0x: number,
  u0y: number,
  u1x: number,
  u1y: number,
): TemplateShape {
  const inner = radius - TEMPLATE_WIDTH / 2;
  const outer = radius + TEMPLATE_WIDTH / 2;
  // Bounds: the four corners plus any axis extreme of the outer arc that lies within the wedge (boundsOf's
  // comparisons in its order, without the list of points: dial scoring builds many sectors).
  const bounds: Bounds = {
    minX: Number.POSITIVE_INFINITY,
    minY: Number.POSITIVE_INFINITY,
    maxX: Number.NEGATIVE_INFINITY,
    maxY: Number.NEGATIVE_INFINITY,
  };
  grow(bounds, cx + u0x * inner, cy + u0y * inner);
  grow(bounds, cx + u0x * outer, cy + u0y * outer);
  grow(bounds, cx + u1x * inner, cy + u1y * inner);
  grow(bounds, cx + u1x * outer, cy + u1y * outer);
  const [n0x, n0y, n1x, n1y] = wedgeNormals(u0x, u0y, u1x, u1y);
  for (const [dx, dy] of AXES) {
    if (n0x * dx + n0y * dy >= 0 && n1x * dx + n1y * dy >= 0) grow(bounds, cx + dx * outer, cy + dy * outer);
  }
  return { kind: 'sector', cx, cy, inner, outer, u0x, u0y, u1x, u1y, bounds };
}

/** Grows the bounds to hold (x, y), as boundsOf does point by point. */
function grow(b: Bounds, x: number, y: number): void {
  if (x < b.minX) b.minX = x;
  if (x > b.maxX) b.maxX = x;
  if (y < b.minY) b.minY = y;
  if (y > b.maxY) b.maxY = y;
}

/** The four axis directions whose outer-arc extremes may bound a sector (built once, not per template). */
const AXES: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];

const NO_POINTS: Points = [];

/**
 * `clipHalfPlane`'s result without copying: the polygon itself when wholly on the kept side, no points when wholly
 * off it (the same vertices clipHalfPlane returns then), else the clipped copy. Heuristic players test many templates
 * against many outlines, and most lie wholly on one side of each wedge edge.
 */
function clipOrKeep(p: Points, ox: number, oy: number, nx: number, ny: number): Points {
  let kept = 0;
  for (let i = 0; i < p.length; i += 2) if ((p[i]! - ox) * nx + (p[i + 1]! - oy) * ny >= 0) kept++;
  if (kept * 2 === p.length) return p;
  if (kept === 0) return NO_POINTS;
  return clipHalfPlane(p, ox, oy, nx, ny);
}

/** Inward normals of the wedge's two radial sides. */
function wedgeNormals(u0x: number, u0y: number, u1x: number, u1y: number): [number, number, number, number] {
  const d = u0x * u1x + u0y * u1y;
  return [u1x - d * u0x, u1y - d * u0y, u0x - d * u1x, u0y - d * u1y];
}

/** True when a convex polygon shares area with an annular sector. */
export function sectorOverlapsConvex(t: Extract<TemplateShape, { kind: 'sector' }>, poly: Points): boolean {
  const [n0x, n0y, n1x, n1y] = wedgeNormals(t.u0x, t.u0y, t.u1x, t.u1y);
  let q = clipOrKeep(poly, t.cx, t.cy, n0x, n0y);
  if (q.length < 6) return false;
  q = clipOrKeep(q, t.cx, t.cy, n1x, n1y);
  if (q.length < 6 || Math.abs(signedArea(q)) <= OVERLAP_EPS) return false;
  // The clipped piece is convex, so the distances from the centre it reaches form one interval [near, far]; it
  // meets the open annulus exactly when that interval meets (inner, outer).
  let far = 0;
  for (let i = 0; i < q.length; i += 2) {
    const dx = q[i]! - t.cx;
    const dy = q[i + 1]! - t.cy;
    const d = dx * dx + dy * dy;
    if (d > far) far = d;
  }
  if (Math.sqrt(far) <= t.inner + OVERLAP_EPS) return false;
  const near = pointInConvex(q, t.cx, t.cy) ? 0 : pointBoundaryDistance(q, t.cx, t.cy);
  return near < t.outer - OVERLAP_EPS;
}

/** True when a template shares area with a convex polygon. */
export function templateOverlapsConvex(t: TemplateShape, poly: Points): boolean {
  switch (t.kind) {
    case 'empty':
      return false;
    case 'polygon':
      return convexOverlap(t.points, poly);
    case 'sector':
      return sectorOverlapsConvex(t, poly);
  }
}

/** True when a template shares area with any part of a solid. */
export function templateOverlapsSolid(t: TemplateShape, s: Solid): boolean {
  if (t.kind === 'empty' || !boundsOverlap(t.bounds, s.bounds)) return false;
  // A part whose box misses the template's box shares no area with it (the test above, part by part): an obstacle is
  // some 30 triangles, and a template that reaches its box meets the boxes of about half of them.
  const parts = s.parts;
  for (let i = 0; i < parts.length; i++) {
    if (partBoundsMeet(s, i, t.bounds) && templateOverlapsConvex(t, parts[i]!)) return true;
  }
  return false;
}
