import { DEG } from './constants.js';

/** A position on the table: centre in mm and heading in degrees, 0 facing +y, clockwise positive. */
export interface Pose {
  x: number;
  y: number;
  heading: number;
}

/** A flat list of points [x0, y0, x1, y1, …]. */
export type Points = number[];

/** Heading in [0, 360). */
export function normalizeHeading(heading: number): number {
  const h = heading % 360;
  const n = h < 0 ? h + 360 : h;
  // Round away floating noise so that 359.9999999999 reads as 0 and 90.00000000001 as 90.
  const r = Math.round(n * 1e9) / 1e9;
  return r >= 360 ? 0 : r === 0 ? 0 : r;
}

/**
 * Maps points from a pose's own frame (+y forward, +x right) to the table. Writes into `out` when given, so hot
 * loops can avoid allocating.
 */
export function toWorld(pose: Pose, local: Points, out: Points = new Array(local.length)): Points {
  const a = pose.heading * DEG;
  return transform(pose.x, pose.y, Math.cos(a), Math.sin(a), local, out);
}

/** toWorld with the heading's cosine and sine already known, for callers that place many shapes with one pose. */
export function transform(
  x: number,
  y: number,
  c: number,
  s: number,
  local: Points,
  out: Points = new Array(local.length),
): Points {
  for (let i = 0; i < local.length; i += 2) {
    const lx = local[i]!;
    const ly = local[i + 1]!;
    out[i] = x + lx * c + ly * s;
    out[i + 1] = y - lx * s + ly * c;
  }
  return out;
}

/** The table point at offset (lx, ly) in the pose's frame. */
export function pointAt(pose: Pose, lx: number, ly: number): { x: number; y: number } {
  const a = pose.heading * DEG;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return { x: pose.x + lx * c + ly * s, y: pose.y - lx * s + ly * c };
}

/** Expresses a table point in the pose's own frame. */
export function toLocal(pose: Pose, wx: number, wy: number): { x: number; y: number } {
  const a = pose.heading * DEG;
  const c = Math.cos(a);
  const s = Math.sin(a);
  const dx = wx - pose.x;
  const dy = wy - pose.y;
  return { x: dx * c - dy * s, y: dx * s + dy * c };
}

/** Composes a move given in the frame of `from` (dx right, dy forward, turn clockwise) onto it. */
export function compose(from: Pose, dx: number, dy: number, turn: number): Pose {
  // pointAt's arithmetic, without its intermediate point: every maneuver, placement and scored dial composes.
  const a = from.heading * DEG;
  const c = Math.cos(a);
  const s = Math.sin(a);
  return { x: from.x + dx * c + dy * s, y: from.y - dx * s + dy * c, heading: normalizeHeading(from.heading + turn) };
}

/** Heading (degrees, clockwise from +y) of the direction (dx, dy). */
export function headingOf(dx: number, dy: number): number {
  return Math.atan2(dx, dy) / DEG;
}
