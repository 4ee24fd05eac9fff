import { BASES, type BaseSize } from './bases.js';
import { DEG, OVERLAP_EPS, RANGE_BAND, TOUCH_EPS } from './constants.js';
import { GeometryError } from './errors.js';
import { type ClosestPair, clipHalfPlane, closestBoundaryPoints, convexOverlap } from './polygon.js';
import { type Points, type Pose, pointAt } from './pose.js';
import { rangeBand } from './range.js';
import { type Solid, solidGap, touchingByParts } from './solid.js';

export type StandardArc = 'front' | 'rear' | 'left' | 'right';
export type ArcName = StandardArc | 'fullFront' | 'fullRear' | 'bullseye' | 'singleTurret' | 'doubleTurret';
export const FIXED_ARCS = ['front', 'rear', 'left', 'right', 'fullFront', 'fullRear', 'bullseye'] as const;

/** Width of the bullseye arc: the range ruler's width (14.8 mm, measured on the Vassal module's ruler). */
export const BULLSEYE_WIDTH = 14.8;
/** The bullseye runs from the front edge of the base out to range 3. */
export const BULLSEYE_LENGTH = 300;

/** A ship that has arcs: base size, pose, and where its turret indicator points (if it has one). */
export interface ArcOwner {
  base: BaseSize;
  pose: Pose;
  /** The standard arc a single turret indicator points at; a double indicator covers it and its opposite. */
  turret?: StandardArc;
}

/** A convex region as closed half-planes {point o, inward normal n}, in table coordinates. */
type Region = { ox: number; oy: number; nx: number; ny: number }[];

/** The table direction of the ship-frame bearing `deg` (clockwise from the ship's forward). */
function bearing(pose: Pose, deg: number): { x: number; y: number } {
  const a = (pose.heading + deg) * DEG;
  return { x: Math.sin(a), y: Math.cos(a) };
}

function wedge(owner: ArcOwner, fromDeg: number, toDeg: number): Region {
  const { pose } = owner;
  const u0 = bearing(pose, fromDeg);
  const u1 = bearing(pose, toDeg);
  const d = u0.x * u1.x + u0.y * u1.y;
  return [
    { ox: pose.x, oy: pose.y, nx: u1.x - d * u0.x, ny: u1.y - d * u0.y },
    { ox: pose.x, oy: pose.y, nx: u0.x - d * u1.x, ny: u0.y - d * u1.y },
  ];
}

function standardArc(owner: ArcOwner, arc: StandardArc): Region {
  const h = BASES[owner.base].frontArcHalfAngle;
  switch (arc) {
    case 'front':
      return wedge(owner, -h, h);
    case 'rear':
      return wedge(owner, 180 - h, 180 + h);
    case 'right':
      return wedge(owner, h, 180 - h);
    case 'left':
      return wedge(owner, 180 + h, 360 - h);
  }
}

const OPPOSITE: Record<StandardArc, StandardArc> = { front: 'rear', rear: 'front', left: 'right', right: 'left' };

/** The convex regions an arc covers (a double turret covers two). */
export function arcRegions(owner: ArcOwner, arc: ArcName): Region[] {
  const { pose } = owner;
  switch (arc) {
    case 'front':
    case 'rear':
    case 'left':
    case 'right':
      return [standardArc(owner, arc)];
    case 'fullFront':
    case 'fullRear': {
      const n = pointAt({ x: 0, y: 0, heading: pose.heading }, 0, arc === 'fullFront' ? 1 : -1);
      return [[{ ox: pose.x, oy: pose.y, nx: n.x, ny: n.y }]];
    }
    case 'bullseye': {
      const half = BASES[owner.base].length / 2;
      const w = BULLSEYE_WIDTH / 2;
      const f = pointAt({ x: 0, y: 0, heading: pose.heading }, 0, 1);
      const r = pointAt({ x: 0, y: 0, heading: pose.heading }, 1, 0);
      const near = pointAt(pose, 0, half);
      const far = pointAt(pose, 0, half + BULLSEYE_LENGTH);
      const left = pointAt(pose, -w, 0);
      const right = pointAt(pose, w, 0);
      return [
        [
          { ox: near.x, oy: near.y, nx: f.x, ny: f.y },
          { ox: far.x, oy: far.y, nx: -f.x, ny: -f.y },
          { ox: left.x, oy: left.y, nx: r.x, ny: r.y },
          { ox: right.x, oy: right.y, nx: -r.x, ny: -r.y },
        ],
      ];
    }
    case 'singleTurret':
    case 'doubleTurret': {
      if (!owner.turret) {
        throw new GeometryError('unknown-arc', `the ${arc} arc needs the turret indicator's direction ("turret")`);
      }
      const first = standardArc(owner, owner.turret);
      return arc === 'singleTurret' ? [first] : [first, standardArc(owner, OPPOSITE[owner.turret])];
    }
  }
}

function clipToRegion(poly: Points, region: Region): Points {
  let q = poly;
  for (const h of region) {
    q = clipHalfPlane(q, h.ox, h.oy, h.nx, h.ny);
    if (q.length === 0) break;
  }
  return q;
}

/** The pieces of the target's outline (ring parts: a ship's square, without guides) that lie inside the arc. */
export function partsInArc(owner: ArcOwner, arc: ArcName, target: Solid): Points[] {
  const out: Points[] = [];
  for (const region of arcRegions(owner, arc)) {
    for (let i = 0; i < target.ringPartCount; i++) {
      const q = clipToRegion(target.parts[i]!, region);
      if (q.length > 0) out.push(q);
    }
  }
  return out;
}

/** True when any part of the target's base (guides excluded) lies in the arc; the arc's edges count as inside. */
export function isInArc(owner: ArcOwner, arc: ArcName, target: Solid): boolean {
  return partsInArc(owner, arc, target).length > 0;
}

export interface AttackRange {
  distance: number;
  range: number | null;
  /** Every closest pair from the attacker's base to the part of the target in the arc (ties: attacker chooses). */
  pairs: ClosestPair[];
}

/**
 * Attack range: from the closest point of the attacker's base to the closest point of the target that lies in the
 * arc. Null when no part of the target is in the arc.
 */
export function attackRange(owner: ArcOwner, attacker: Solid, arc: ArcName, target: Solid): AttackRange | null {
  const pieces = partsInArc(owner, arc, target);
  if (pieces.length === 0) return null;
  let best: AttackRange = { distance: Number.POSITIVE_INFINITY, range: null, pairs: [] };
  const square = attacker.ring;
  for (const q of pieces) {
    if (q.length >= 6 && convexOverlap(square, q, OVERLAP_EPS)) {
      return { distance: 0, range: 0, pairs: [] };
    }
    const c = closestBoundaryPoints(square, q);
    if (c.distance < best.distance - 1e-9) best = { distance: c.distance, range: null, pairs: c.pairs };
    else if (c.distance <= best.distance + 1e-9) best.pairs.push(...c.pairs);
  }
  // Touching through the guides is range 0 too (solid.ts touchingByParts).
  // (Asked at range 1 only: the in-arc point may lie farther than where the guides meet.)
  if (
    best.distance > TOUCH_EPS &&
    best.distance <= RANGE_BAND &&
    touchingByParts(attacker, target, solidGap(attacker, target))
  )
    best.distance = 0;
  if (best.distance <= TOUCH_EPS) best.pairs = [];
  best.range = rangeBand(best.distance);
  return best;
}
