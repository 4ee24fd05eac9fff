import { GeometryError } from './errors.js';
import { OBSTACLE_OUTLINES } from './obstacle-outlines.generated.js';
import type { Points, Pose } from './pose.js';
import { toWorld } from './pose.js';
import { makeSolid, type Solid } from './solid.js';
import { triangulate } from './triangulate.js';

/**
 * What the outline is of. The last four are tokens cards place during a game (Electro-Chaff Missiles, Rigged Cargo
 * Chute, Spare Parts Canisters, the Blaze a Blazer Bomb leaves), never chosen at Setup.
 */
export type ObstacleKind =
  'asteroid' | 'debris' | 'gas-cloud' | 'electro-chaff' | 'loose-cargo' | 'spare-parts' | 'blaze';

/** One obstacle's measured outline, in mm about the centre of its bounding box. */
export interface ObstacleOutline {
  /** xws-style id, e.g. "asteroid-3". */
  id: string;
  name: string;
  kind: ObstacleKind;
  /** Bounding box width and height. */
  size: readonly [number, number];
  /** How many separate pieces the printed token has (the outline is the main one). */
  pieces: number;
  /** Simple polygon, counter-clockwise, flat [x0, y0, …]. */
  ring: readonly number[];
  /**
   * A token a card drops or launches: how far beyond the template's end its centre lies, along the template (mm),
   * measured with its outline (the Vassal module's spawner offsets, scripts/obstacle-outlines-more.json).
   */
  templateOffset?: number;
  /** A token cards place during a game (never an obstacle a player brings to Setup). */
  placedByCards?: true;
  /**
   * false: no source gives this outline; it is taken from something the rules tie it to, as `source` says (the
   * Blaze: the Blazer Bomb token's footprint, where the Blaze is placed). Absent: measured.
   */
  measured?: false;
  source?: string;
}

/** An obstacle, device or other object lying on the table. */
export interface PlacedObject {
  id: string;
  pose: Pose;
  solid: Solid;
}

export interface PlacedObstacle extends PlacedObject {
  name: string;
  kind: ObstacleKind;
}

interface Prepared {
  outline: ObstacleOutline;
  triangles: Points[];
  radius: number;
}

const byKey = new Map<string, ObstacleOutline>();
for (const o of OBSTACLE_OUTLINES) {
  byKey.set(o.id, o);
  byKey.set(o.name.toLowerCase(), o);
}
const prepared = new Map<string, Prepared>();

/** Every obstacle the project knows. */
export function obstacleOutlines(): readonly ObstacleOutline[] {
  return OBSTACLE_OUTLINES;
}

/** Finds an obstacle by name ("Asteroid 3") or id ("asteroid-3"), ignoring case. */
export function findObstacle(nameOrId: string): ObstacleOutline | undefined {
  return byKey.get(String(nameOrId).toLowerCase());
}

function prepare(nameOrId: string): Prepared {
  const outline = findObstacle(nameOrId);
  if (!outline) {
    throw new GeometryError(
      'unknown-obstacle',
      `unknown obstacle "${nameOrId}": known obstacles are ${OBSTACLE_OUTLINES.map((o) => o.name).join(', ')}`,
    );
  }
  let p = prepared.get(outline.id);
  if (!p) {
    const ring = [...outline.ring];
    let radius = 0;
    for (let i = 0; i < ring.length; i += 2) radius = Math.max(radius, Math.hypot(ring[i]!, ring[i + 1]!));
    p = { outline, triangles: triangulate(ring), radius };
    prepared.set(outline.id, p);
  }
  return p;
}

/**
 * The obstacle's outline placed on the table (its bounding-box centre at the pose, turned by the heading). The id
 * defaults to the obstacle's name as the data spells it.
 */
export function placeObstacle(nameOrId: string, pose: Pose, id?: string): PlacedObstacle {
  const p = prepare(nameOrId);
  const ring = toWorld(pose, [...p.outline.ring]);
  const parts = p.triangles.map((t) => toWorld(pose, t));
  return {
    id: id ?? p.outline.name,
    name: p.outline.name,
    kind: p.outline.kind,
    pose,
    solid: makeSolid(ring, parts, pose.x, pose.y, p.radius),
  };
}

/**
 * A convex object (a device token, a remote, a scenario marker) given by its outline in its own frame. Devices are
 * convex rectangles or discs approximated by their outline polygon.
 */
export function placeConvex(id: string, localOutline: Points, pose: Pose): PlacedObject {
  const ring = toWorld(pose, localOutline);
  let radius = 0;
  for (let i = 0; i < localOutline.length; i += 2) {
    radius = Math.max(radius, Math.hypot(localOutline[i]!, localOutline[i + 1]!));
  }
  return { id, pose, solid: makeSolid(ring, [ring], pose.x, pose.y, radius) };
}
