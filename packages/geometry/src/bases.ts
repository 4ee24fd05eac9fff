import type { Points, Pose } from './pose.js';
import { toWorld } from './pose.js';

export type BaseSize = 'small' | 'medium' | 'large' | 'huge';
export const BASE_SIZES: readonly BaseSize[] = ['small', 'medium', 'large', 'huge'];

/** Measured facts about one base size (see docs/geometry.md). */
export interface BaseSpec {
  size: BaseSize;
  /** Side to side, in mm. */
  width: number;
  /** Front to back, in mm. */
  length: number;
  /** Half the front arc's full angle, in degrees. */
  frontArcHalfAngle: number;
}

/**
 * Base dimensions. The huge base's length (221 mm) and front arc are not confirmed by two sources; it is here so
 * range and overlap work for epic ships later.
 */
export const BASES: Readonly<Record<BaseSize, BaseSpec>> = {
  small: { size: 'small', width: 40, length: 40, frontArcHalfAngle: 40.62 },
  medium: { size: 'medium', width: 60, length: 60, frontArcHalfAngle: 41.4 },
  large: { size: 'large', width: 80, length: 80, frontArcHalfAngle: 41.76 },
  huge: { size: 'huge', width: 80, length: 221, frontArcHalfAngle: 41.76 },
};

/**
 * Guides (the nubs that hold a template): one each side of the template slot on the front and the rear edge. The
 * template is 20 mm wide, so each guide starts 10 mm from the centre line; it is 3.6 mm wide and stands 2 mm proud
 * of the edge (measured 1.6–2.7 mm; see docs/geometry.md).
 */
export const GUIDE = { inner: 10, width: 3.6, depth: 2 } as const;

export function isBaseSize(s: unknown): s is BaseSize {
  return s === 'small' || s === 'medium' || s === 'large' || s === 'huge';
}

/** The base's outline in its own frame, counter-clockwise from the rear-left corner. */
export function baseOutlineLocal(size: BaseSize): Points {
  const { width, length } = BASES[size];
  const w = width / 2;
  const l = length / 2;
  return [-w, -l, w, -l, w, l, -w, l];
}

/** The four guides in the base's own frame, each a rectangle. */
export function guidesLocal(size: BaseSize): Points[] {
  const l = BASES[size].length / 2;
  const a = GUIDE.inner;
  const b = GUIDE.inner + GUIDE.width;
  const d = GUIDE.depth;
  const out: Points[] = [];
  for (const [y0, y1] of [
    [l, l + d],
    [-l - d, -l],
  ] as const) {
    out.push([a, y0, b, y0, b, y1, a, y1]);
    out.push([-b, y0, -a, y0, -a, y1, -b, y1]);
  }
  return out;
}

/** The base's square (no guides) on the table. */
export function baseOutline(size: BaseSize, pose: Pose): Points {
  return toWorld(pose, baseOutlineLocal(size));
}

const RADIUS: Readonly<Record<BaseSize, number>> = {
  small: radiusOf('small'),
  medium: radiusOf('medium'),
  large: radiusOf('large'),
  huge: radiusOf('huge'),
};

function radiusOf(size: BaseSize): number {
  const { width, length } = BASES[size];
  return Math.hypot(width / 2, length / 2 + GUIDE.depth);
}

/** Radius of the circle about the centre that holds the base and its guides. */
export function baseRadius(size: BaseSize): number {
  return RADIUS[size];
}
