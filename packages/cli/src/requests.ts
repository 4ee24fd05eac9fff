import {
  BASE_SIZES,
  type BaseSize,
  GeometryError,
  isBaseSize,
  type Maneuver,
  MAX_COORDINATE,
  MAX_OUTLINE_POINTS,
  type PlacedObject,
  type PlacedObstacle,
  type Points,
  type Pose,
  parseManeuver,
  placeConvex,
  placeObstacle,
  type ShipOnTable,
  type StandardArc,
  signedArea,
} from '@xwing/geometry';
import { RequestError } from './errors.js';

/** A decoded JSON object whose fields are still unchecked. */
export type Fields = Record<string, unknown>;

/** The moving or measuring ship of a request. */
export interface ShipSpec {
  id?: string;
  base: BaseSize;
  pose: Pose;
  turret?: StandardArc;
}

const SHIP_FIELDS = ['id', 'base', 'x', 'y', 'heading', 'turret'] as const;
const OBSTACLE_FIELDS = ['id', 'name', 'x', 'y', 'heading'] as const;
const DEVICE_FIELDS = ['id', 'x', 'y', 'heading', 'outline'] as const;
const TURRETS: readonly StandardArc[] = ['front', 'rear', 'left', 'right'];

function bad(message: string): RequestError {
  return new RequestError('bad-request', message);
}

function join(path: string, key: string | number): string {
  if (typeof key === 'number') return `${path}[${key}]`;
  return path ? `${path}.${key}` : key;
}

/** A caller's string as it appears in a message: quoted, and cut short so a runaway value cannot flood the answer. */
export function quoted(s: string): string {
  return JSON.stringify(s.length > 60 ? `${s.slice(0, 60)}…` : s);
}

/** How a wrong value reads in a message: its JSON type, so the caller sees what it sent. */
function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'an array';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'number') return Number.isFinite(v) ? `the number ${v}` : 'a number too large for a double';
  if (typeof v === 'string') return `the string ${quoted(v)}`;
  return `${typeof v === 'boolean' ? 'the boolean' : typeof v} ${String(v)}`;
}

function wrong(path: string, want: string, v: unknown): RequestError {
  return v === undefined
    ? bad(`${path} is missing: it must be ${want}`)
    : bad(`${path} must be ${want}, not ${describe(v)}`);
}

/**
 * Geometry errors raised while reading one field get the field's path in front, so a request with ten obstacles
 * says which one is unknown.
 */
function at<T>(path: string, read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof GeometryError) throw new RequestError(e.code, `${path}: ${e.message}`);
    throw e;
  }
}

export function asObject(v: unknown, path: string): Fields {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw wrong(path || 'the request', 'a JSON object', v);
  return v as Fields;
}

/**
 * Refuses fields the request shape does not have: a misspelt "obstacle" silently ignored would give a wrong answer
 * that looks right.
 */
export function onlyFields(o: Fields, allowed: readonly string[], path: string): void {
  for (const key of Object.keys(o)) {
    if (!allowed.includes(key)) {
      const where = path ? ` in ${path}` : '';
      throw bad(`unknown field ${quoted(key)}${where}: expected ${allowed.join(', ')}`);
    }
  }
}

export function finiteField(o: Fields, key: string, path: string): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isFinite(v)) throw wrong(join(path, key), 'a finite number', v);
  return v;
}

export function stringField(o: Fields, key: string, path: string): string {
  const v = o[key];
  if (typeof v !== 'string' || v.length === 0) throw wrong(join(path, key), 'a non-empty string', v);
  return v;
}

export function optionalString(o: Fields, key: string, path: string): string | undefined {
  return o[key] === undefined ? undefined : stringField(o, key, path);
}

/** A field that must be one of a few words; a missing field gets the fallback when there is one. */
export function choiceField<T extends string>(
  o: Fields,
  key: string,
  path: string,
  choices: readonly T[],
  fallback?: T,
): T {
  const v = o[key];
  if (v === undefined && fallback !== undefined) return fallback;
  const want = `one of ${choices.map((c) => JSON.stringify(c)).join(', ')}`;
  if (typeof v !== 'string' || !(choices as readonly string[]).includes(v)) throw wrong(join(path, key), want, v);
  return v as T;
}

function arrayField(o: Fields, key: string, path: string): unknown[] {
  const v = o[key];
  if (v === undefined) return [];
  if (!Array.isArray(v)) throw wrong(join(path, key), 'an array', v);
  return v;
}

/** A coordinate: a finite number within MAX_COORDINATE of the table (answers far beyond it would lose precision). */
function coordinateField(o: Fields, key: string, path: string): number {
  const v = finiteField(o, key, path);
  if (Math.abs(v) > MAX_COORDINATE)
    throw bad(`${join(path, key)} must be within ${MAX_COORDINATE} mm of the table, not ${v}`);
  return v;
}

export function poseFields(o: Fields, path: string): Pose {
  const heading = finiteField(o, 'heading', path);
  if (Math.abs(heading) > 1e6)
    throw bad(`${join(path, 'heading')} must be an angle within ±1000000 degrees, not ${heading}`);
  return { x: coordinateField(o, 'x', path), y: coordinateField(o, 'y', path), heading };
}

export function baseField(o: Fields, path: string): BaseSize {
  const p = join(path, 'base');
  const v = o.base;
  if (typeof v !== 'string') throw wrong(p, `a base size (${BASE_SIZES.join(', ')})`, v);
  if (!isBaseSize(v)) {
    throw new RequestError('unknown-base', `${p}: unknown base ${quoted(v)}: expected ${BASE_SIZES.join(', ')}`);
  }
  return v;
}

/** A ship: {id?, base, x, y, heading, turret?}. */
export function shipSpec(v: unknown, path: string, idRequired = false): ShipSpec {
  const o = asObject(v, path);
  onlyFields(o, SHIP_FIELDS, path);
  const ship: ShipSpec = { base: baseField(o, path), pose: poseFields(o, path) };
  const id = idRequired ? stringField(o, 'id', path) : optionalString(o, 'id', path);
  if (id !== undefined) ship.id = id;
  if (o.turret !== undefined) ship.turret = choiceField(o, 'turret', path, TURRETS);
  return ship;
}

/** The other ships on the table: each needs an id so answers can name it. */
export function shipsField(o: Fields, key: string): ShipOnTable[] {
  return arrayField(o, key, '').map((v, i) => {
    const s = shipSpec(v, join(key, i), true);
    return { id: s.id!, base: s.base, pose: s.pose };
  });
}

/** An obstacle: {id?, name, x, y, heading}; its id defaults to its name. */
export function obstacleSpec(v: unknown, path: string): PlacedObstacle {
  const o = asObject(v, path);
  onlyFields(o, OBSTACLE_FIELDS, path);
  const name = stringField(o, 'name', path);
  const pose = poseFields(o, path);
  const id = optionalString(o, 'id', path) ?? name;
  return at(join(path, 'name'), () => placeObstacle(name, pose, id));
}

export function obstaclesField(o: Fields, key: string): PlacedObstacle[] {
  return arrayField(o, key, '').map((v, i) => obstacleSpec(v, join(key, i)));
}

/** A device: {id, x, y, heading, outline: [[x, y], …]}, the outline convex and in the device's own frame. */
export function deviceSpec(v: unknown, path: string): PlacedObject {
  const o = asObject(v, path);
  onlyFields(o, DEVICE_FIELDS, path);
  const id = stringField(o, 'id', path);
  const pose = poseFields(o, path);
  return placeConvex(id, convexOutline(o, join(path, 'outline')), pose);
}

export function devicesField(o: Fields, key: string): PlacedObject[] {
  return arrayField(o, key, '').map((v, i) => deviceSpec(v, join(key, i)));
}

/**
 * Reads [[x, y], …] into a flat counter-clockwise ring, refusing what the overlap tests cannot handle: fewer than
 * three corners, no area, or a shape that is not convex (including one that winds round more than once).
 */
function convexOutline(o: Fields, path: string): Points {
  const v = o.outline;
  if (!Array.isArray(v)) throw wrong(path, 'an array of [x, y] points', v);
  if (v.length < 3) throw bad(`${path} must have at least 3 points, not ${v.length}`);
  if (v.length > MAX_OUTLINE_POINTS) throw bad(`${path} has ${v.length} points; at most ${MAX_OUTLINE_POINTS}`);
  const ring: Points = [];
  v.forEach((p, i) => {
    const pp = join(path, i);
    if (!Array.isArray(p) || p.length !== 2) throw wrong(pp, 'an [x, y] pair', p);
    for (const [k, c] of p.entries()) {
      if (typeof c !== 'number' || !Number.isFinite(c)) throw wrong(join(pp, k), 'a finite number', c);
      if (Math.abs(c) > MAX_COORDINATE) throw bad(`${join(pp, k)} must be within ${MAX_COORDINATE} mm, not ${c}`);
    }
    ring.push(p[0] as number, p[1] as number);
  });
  const area = signedArea(ring);
  if (Math.abs(area) < 1e-9) throw bad(`${path} must enclose some area`);
  if (!isConvex(ring)) throw bad(`${path} must be convex, its points in order round the outline`);
  if (area > 0) return ring;
  const ccw: Points = [];
  for (let i = ring.length - 2; i >= 0; i -= 2) ccw.push(ring[i]!, ring[i + 1]!);
  return ccw;
}

function isConvex(ring: Points): boolean {
  const n = ring.length / 2;
  let sign = 0;
  let turning = 0;
  for (let i = 0; i < n; i++) {
    const j = (i + 1) % n;
    const k = (i + 2) % n;
    const ax = ring[2 * j]! - ring[2 * i]!;
    const ay = ring[2 * j + 1]! - ring[2 * i + 1]!;
    const bx = ring[2 * k]! - ring[2 * j]!;
    const by = ring[2 * k + 1]! - ring[2 * j + 1]!;
    const cross = ax * by - ay * bx;
    if (Math.abs(cross) > 1e-12) {
      const s = Math.sign(cross);
      if (sign !== 0 && s !== sign) return false;
      sign = s;
    }
    turning += Math.atan2(cross, ax * bx + ay * by);
  }
  // A convex outline turns through exactly one full circle; a pentagram turns the same way at every corner but twice.
  return Math.abs(Math.abs(turning) - 2 * Math.PI) < 1e-6;
}

export function maneuverField(o: Fields, key: string, path: string): Maneuver {
  const code = stringField(o, key, path);
  return at(join(path, key), () => parseManeuver(code));
}

/** A template's dial code, checked here so a bad one is reported on its field; undefined when absent. */
export function templateField(o: Fields, key: string, path: string): string | undefined {
  if (o[key] === undefined) return undefined;
  maneuverField(o, key, path);
  return o[key] as string;
}

/** Ids name things in answers, so two things with one id would make an answer ambiguous. */
export function uniqueIds(entries: readonly { where: string; id: string | undefined }[]): void {
  const seen = new Map<string, string>();
  for (const { where, id } of entries) {
    if (id === undefined) continue;
    const first = seen.get(id);
    if (first !== undefined) {
      throw bad(
        `${where}.id ${quoted(id)} is already used by ${first}: every ship, obstacle and device needs its ` +
          "own id (an obstacle's id defaults to its name)",
      );
    }
    seen.set(id, where);
  }
}

/** The id entries of a list field, for uniqueIds. */
export function idsOf(key: string, items: readonly { id: string }[]): { where: string; id: string }[] {
  return items.map((item, i) => ({ where: join(key, i), id: item.id }));
}
