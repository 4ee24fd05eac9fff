import { RANGE_BAND, TOUCH_EPS } from './constants.js';
import type { Closest } from './polygon.js';
import { type Solid, solidDistance, solidGap, touchingByParts } from './solid.js';

/** The longest range band the range ruler and its extensions measure. */
export const MAX_RANGE = 5;

/**
 * The range band of a distance: 0 when touching or overlapping, n for distances in (100(n−1), 100n] (an exact
 * multiple of 100 belongs to the lower band), null beyond range 5.
 */
export function rangeBand(distance: number): number | null {
  if (distance <= TOUCH_EPS) return 0;
  const n = Math.ceil((distance - 1e-9) / RANGE_BAND);
  return n > MAX_RANGE ? null : Math.max(1, n);
}

export interface RangeMeasurement extends Closest {
  range: number | null;
}

/**
 * Range between two objects: closest point of one to closest point of the other (ships without guides); range 0,
 * distance 0 and no pairs when they touch, their guides included (solid.ts touchingByParts).
 */
export function measureRange(from: Solid, to: Solid): RangeMeasurement {
  const c = solidDistance(from, to);
  if (touchingByParts(from, to, c.distance)) return { distance: 0, pairs: [], range: 0 };
  return { ...c, range: rangeBand(c.distance) };
}

/** The range band between two objects, without the closest pairs (cheaper when only the band matters). */
export function rangeBetween(from: Solid, to: Solid): number | null {
  const gap = solidGap(from, to);
  return touchingByParts(from, to, gap) ? 0 : rangeBand(gap);
}
