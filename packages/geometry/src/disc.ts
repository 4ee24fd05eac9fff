import { PLAY_AREA_SIZE } from './constants.js';
import { pointBoundaryDistance, pointInPolygon } from './polygon.js';
import type { Solid } from './solid.js';

/**
 * Round markers on the table (scenario features: satellites, supply caches, data caches). Distances follow the range
 * convention of geometry.md: closest point to closest point, 0 when touching or overlapping.
 */
export interface Disc {
  x: number;
  y: number;
  r: number;
}

/**
 * Radius of a scenario feature marker. Not measured (no public source gives the printed markers' size): a 40 mm
 * disc, the width of a small base, is this project's convention (docs/geometry.md, "Scenario features").
 */
export const FEATURE_RADIUS = 20;

/** Distance from a disc to a solid's outline (`ring`: a ship's base without guides, an obstacle's outline). */
export function discSolidGap(d: Disc, s: Solid): number {
  if (pointInPolygon(s.ring, d.x, d.y)) return 0;
  return Math.max(0, pointBoundaryDistance(s.ring, d.x, d.y) - d.r);
}

/** True when the disc and the solid's outline share interior points (touching is not overlapping). */
export function discOverlapsSolid(d: Disc, s: Solid, eps = 1e-9): boolean {
  if (pointInPolygon(s.ring, d.x, d.y)) return true;
  return pointBoundaryDistance(s.ring, d.x, d.y) < d.r - eps;
}

/** Distance between two discs. */
export function discsGap(a: Disc, b: Disc): number {
  return Math.max(0, Math.hypot(a.x - b.x, a.y - b.y) - a.r - b.r);
}

/** Distance from a disc to a player edge ('first' is y = 0, 'second' is y = play-area size). */
export function discEdgeGap(d: Disc, edge: 'first' | 'second', size = PLAY_AREA_SIZE): number {
  return Math.max(0, edge === 'first' ? d.y - d.r : size - d.y - d.r);
}

/** True when the whole disc lies inside the play area. */
export function discInPlayArea(d: Disc, size = PLAY_AREA_SIZE): boolean {
  return d.x - d.r >= 0 && d.y - d.r >= 0 && d.x + d.r <= size && d.y + d.r <= size;
}
