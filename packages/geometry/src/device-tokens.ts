import { DEVICE_PIECES, DEVICE_TOKENS } from './device-outlines.generated.js';
import { GeometryError } from './errors.js';
import type { PlacedObject } from './obstacles.js';
import type { Points, Pose } from './pose.js';
import { toWorld } from './pose.js';
import { makeSolid } from './solid.js';
import { triangulate } from './triangulate.js';

/**
 * A device or remote token's shape: its outline (`deviceTokenOutline`) and, for those a template places, where its
 * pieces land (`devicePieces`). Measured from the X-Wing Vassal module's pieces (scripts/device-outlines.json, with its
 * provenance) but for `blazer-bomb` and `commando`, which the module has no piece for (`deviceTokenMeasured`).
 * `cluster-mine-side` is the shape of a cluster mine set's two side pieces.
 */
export type DeviceKind = keyof typeof DEVICE_TOKENS;

/** A device kind a template places (every kind but the sensor buoy, placed at Setup, and the side pieces' shape). */
export type PlacedDeviceKind = keyof typeof DEVICE_PIECES;

/** One piece a device places: its shape and where it lands beyond the template's end (mm; side: right positive). */
export interface DevicePiece {
  shape: DeviceKind;
  ahead: number;
  side: number;
}

function token(kind: DeviceKind) {
  const t = Object.prototype.hasOwnProperty.call(DEVICE_TOKENS, kind) ? DEVICE_TOKENS[kind] : undefined;
  if (!t) throw new GeometryError('bad-request', `unknown device kind "${String(kind)}"`);
  return t;
}

/** Every device kind with an outline. */
export const DEVICE_KINDS = Object.keys(DEVICE_TOKENS) as DeviceKind[];

/**
 * A device token's outline in its own frame (flat, counter-clockwise, mm about the point placed; the side laid against
 * the template's end at +y), for range and overlap. Measured kinds are the Vassal module's piece footprints
 * (docs/geometry.md); `deviceTokenMeasured` tells the others.
 */
export function deviceTokenOutline(kind: DeviceKind): Points {
  return [...token(kind).ring];
}

/** Whether the kind's outline was measured from a source (false: taken from a stated or assumed size; see `source`). */
export function deviceTokenMeasured(kind: DeviceKind): boolean {
  return token(kind).measured;
}

/** Where the kind's outline comes from (the module's piece, or why none was measured). */
export function deviceTokenSource(kind: DeviceKind): string {
  return token(kind).source;
}

/** The pieces a device of this kind places with a template, in order (a cluster mine set: left, centre, right). */
export function devicePieces(kind: DeviceKind): readonly DevicePiece[] {
  const p = Object.prototype.hasOwnProperty.call(DEVICE_PIECES, kind)
    ? DEVICE_PIECES[kind as PlacedDeviceKind]
    : undefined;
  if (!p) throw new GeometryError('bad-request', `a ${String(kind)} token is not placed with a template`);
  return p;
}

interface Prepared {
  ring: Points;
  triangles: Points[];
  radius: number;
}
const prepared = new Map<DeviceKind, Prepared>();

function prepare(kind: DeviceKind): Prepared {
  let p = prepared.get(kind);
  if (!p) {
    const ring = deviceTokenOutline(kind);
    let radius = 0;
    for (let i = 0; i < ring.length; i += 2) radius = Math.max(radius, Math.hypot(ring[i]!, ring[i + 1]!));
    p = { ring, triangles: triangulate(ring), radius };
    prepared.set(kind, p);
  }
  return p;
}

/**
 * The token on the table: its outline at the pose (range is measured from it) and, for overlap, its triangles (the
 * measured outlines are not convex; triangulated once per kind).
 */
export function placeDeviceToken(id: string, kind: DeviceKind, pose: Pose): PlacedObject {
  const p = prepare(kind);
  const ring = toWorld(pose, p.ring);
  const parts = p.triangles.map((t) => toWorld(pose, t));
  return { id, pose, solid: makeSolid(ring, parts, pose.x, pose.y, p.radius) };
}
