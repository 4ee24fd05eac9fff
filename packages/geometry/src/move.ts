import { BASES, type BaseSize, baseRadius } from './bases.js';
import { PARTIAL_TOLERANCE, TOUCH_EPS } from './constants.js';
import {
  finalLocal,
  type Maneuver,
  pathLocal,
  type TallonAlignment,
  templateLength,
  templateShape,
} from './maneuver.js';
import type { PlacedObject } from './obstacles.js';
import { closestBoundaryPoints } from './polygon.js';
import { compose, type Pose } from './pose.js';
import { type Solid, shipSolid, solidsOverlap, solidsPenetration } from './solid.js';
import { isOutsidePlayArea } from './table.js';
import { type TemplateShape, templateOverlapsSolid } from './template.js';

/** Another ship on the table. */
export interface ShipOnTable {
  id: string;
  base: BaseSize;
  pose: Pose;
}

export interface MoveInput {
  base: BaseSize;
  pose: Pose;
  maneuver: Maneuver;
  alignment?: TallonAlignment;
  ships?: readonly ShipOnTable[];
  obstacles?: readonly PlacedObject[];
  devices?: readonly PlacedObject[];
}

export interface MoveResult {
  final: Pose;
  /** True when the ship could not be placed at the end of the template and backed up. */
  partial: boolean;
  /** How far along the path the ship ended, 0 (did not move) to 1 (full). */
  progress: number;
  /** Ships the base would have overlapped at the end of the template: those that forced the partial maneuver. */
  overlapped: string[];
  /** Every ship the base overlapped while backing up, in the order it backed over them. */
  backedOver: string[];
  /** Ships the final base touches. */
  touching: string[];
  /** Ships, obstacles and devices under the part of the template the ship used. */
  movedThrough: string[];
  /** Obstacles and devices the final base overlaps. */
  overlapping: string[];
  /** True when any part of the final base (guides included) is outside the play area. */
  fled: boolean;
  /** The part of the template that counts for moving through. */
  template: TemplateShape;
}

interface ShipBody {
  id: string;
  solid: Solid;
}

/**
 * Bound on how far any point of the base (guides included) moves per unit of path parameter, measured once per
 * maneuver and base size by dense sampling and padded. Conservative advancement uses it to back up in safe steps.
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

function poseAlong(start: Pose, m: Maneuver, size: BaseSize, t: number): { pose: Pose; along: number } {
  const p = pathLocal(m, size, t);
  return { pose: compose(start, p.dx, p.dy, p.turn), along: p.along };
}

function overlappingShips(hull: Solid, ships: readonly ShipBody[]): string[] {
  const out: string[] = [];
  for (const s of ships) if (solidsOverlap(hull, s.solid)) out.push(s.id);
  return out;
}

function deepestPenetration(hull: Solid, ships: readonly ShipBody[]): number {
  let d = 0;
  for (const s of ships) {
    const p = solidsPenetration(hull, s.solid);
    if (p > d) d = p;
  }
  return d;
}

/** Distance between two solids counting every part (ships: guides included). */
function hullGap(a: Solid, b: Solid): number {
  let best = Number.POSITIVE_INFINITY;
  for (const p of a.parts) for (const q of b.parts) best = Math.min(best, closestBoundaryPoints(p, q).distance);
  return best;
}

/**
 * Executes a maneuver on the table: the final pose, whether it was partial (backed up along the template until it
 * overlapped no ship, ending touching the last ship it backed over), and what it moved through, overlapped and
 * touches. A partially executed Koiogran turn, Segnor's loop or Tallon roll does not rotate.
 */
export function resolveMove(input: MoveInput): MoveResult {
  const { base, pose: start, maneuver: m } = input;
  const ships = input.ships ?? [];
  const hazards = [...(input.obstacles ?? []), ...(input.devices ?? [])];

  const fullLocal = finalLocal(m, base, input.alignment);
  const fullPose = compose(start, fullLocal.dx, fullLocal.dy, fullLocal.turn);
  let finalHull = shipSolid(base, fullPose);

  // Cheap cull: only ships near the swept area can matter.
  const reach = finalHull.radius * 2 + templateLength(m.template) + BASES[base].length;
  const near: ShipBody[] = [];
  for (const s of ships) {
    const dx = s.pose.x - start.x;
    const dy = s.pose.y - start.y;
    const r = reach + baseRadius(s.base);
    if (dx * dx + dy * dy <= r * r) near.push({ id: s.id, solid: shipSolid(s.base, s.pose) });
  }

  const overlapped = overlappingShips(finalHull, near);
  let final = fullPose;
  let progress = 1;
  let along = templateLength(m.template);
  const backedOver: string[] = [];

  if (overlapped.length > 0) {
    const k = pathSpeed(m, base);
    const minStep = PARTIAL_TOLERANCE / k;
    let blockedT = 1;
    let t = 1;
    let hull = shipSolid(base, poseAlong(start, m, base, 1).pose);
    // Back up in steps no longer than the deepest overlap allows: no free spot can be skipped.
    for (;;) {
      const blockers = overlappingShips(hull, near);
      if (blockers.length === 0) break;
      for (const id of blockers) if (!backedOver.includes(id)) backedOver.push(id);
      const depth = deepestPenetration(hull, near);
      blockedT = t;
      if (t === 0) break;
      t = Math.max(0, t - Math.max((0.9 * depth) / k, minStep));
      hull = shipSolid(base, poseAlong(start, m, base, t).pose);
    }
    const blockedAtStart = t === 0 && blockedT === 0;
    if (!blockedAtStart && blockedT > t) {
      // Free at t, blocked at blockedT: bisect to the touching point.
      let lo = t;
      let hi = blockedT;
      while ((hi - lo) * k > PARTIAL_TOLERANCE) {
        const mid = (lo + hi) / 2;
        const h = shipSolid(base, poseAlong(start, m, base, mid).pose);
        if (near.some((s) => solidsOverlap(h, s.solid))) hi = mid;
        else lo = mid;
      }
      t = lo;
    }
    const at = poseAlong(start, m, base, t);
    final = at.pose;
    along = at.along;
    progress = t;
    finalHull = shipSolid(base, final);
  }

  const partial = overlapped.length > 0;
  const template = templateShape(start, m, base, along);
  const movedThrough: string[] = [];
  for (const s of near) if (templateOverlapsSolid(template, s.solid)) movedThrough.push(s.id);
  const overlapping: string[] = [];
  for (const h of hazards) {
    if (templateOverlapsSolid(template, h.solid)) movedThrough.push(h.id);
    if (solidsOverlap(finalHull, h.solid)) overlapping.push(h.id);
  }
  const touching: string[] = [];
  for (const s of near) {
    const dx = s.solid.cx - finalHull.cx;
    const dy = s.solid.cy - finalHull.cy;
    if (Math.hypot(dx, dy) > s.solid.radius + finalHull.radius + TOUCH_EPS) continue;
    if (!solidsOverlap(finalHull, s.solid) && hullGap(finalHull, s.solid) <= TOUCH_EPS) touching.push(s.id);
  }
  return {
    final,
    partial,
    progress,
    overlapped,
    backedOver,
    touching,
    movedThrough,
    overlapping,
    fled: isOutsidePlayArea(finalHull),
    template,
  };
}
