import { BASES, type BaseSize } from './bases.js';
import { DEG, TEMPLATE_WIDTH } from './constants.js';
import { GeometryError } from './errors.js';
import { compose, headingOf, type Pose, transform } from './pose.js';
import { EMPTY_TEMPLATE, polygonTemplate, sectorTemplate, type TemplateShape } from './template.js';

/** Dial bearing letters, as xwing-data2 writes them. */
export type Bearing = 'T' | 'B' | 'F' | 'N' | 'Y' | 'K' | 'L' | 'P' | 'E' | 'R' | 'A' | 'S' | 'D' | 'O';

export type ManeuverKind =
  'straight' | 'bank' | 'turn' | 'koiogran' | 'segnor' | 'tallon' | 'reverse-straight' | 'reverse-bank' | 'stationary';

export type TallonAlignment = 'left' | 'middle' | 'right';

/** The template a maneuver lays down: a straight of some length, or an arc of some radius and angle. */
export type TemplateSpec =
  | { type: 'straight'; length: number }
  | { type: 'arc'; radius: number; angle: number; turn: 1 | -1 }
  | { type: 'none' };

export interface Maneuver {
  /** The dial code without its colour, e.g. "2B". */
  code: string;
  speed: number;
  bearing: Bearing;
  kind: ManeuverKind;
  /** -1 left, 0 neither, +1 right (of the ship's own frame). */
  direction: -1 | 0 | 1;
  template: TemplateSpec;
  /** True for reverse maneuvers: the template goes at the rear guides and the path runs backwards. */
  reverse: boolean;
  /** Extra rotation after a full execution: 180 for Koiogran and Segnor, ±90 for a Tallon roll. */
  extraTurn: number;
}

const BEARINGS: Record<Bearing, { kind: ManeuverKind; direction: -1 | 0 | 1 }> = {
  T: { kind: 'turn', direction: -1 },
  B: { kind: 'bank', direction: -1 },
  F: { kind: 'straight', direction: 0 },
  N: { kind: 'bank', direction: 1 },
  Y: { kind: 'turn', direction: 1 },
  K: { kind: 'koiogran', direction: 0 },
  L: { kind: 'segnor', direction: -1 },
  P: { kind: 'segnor', direction: 1 },
  E: { kind: 'tallon', direction: -1 },
  R: { kind: 'tallon', direction: 1 },
  A: { kind: 'reverse-bank', direction: -1 },
  S: { kind: 'reverse-straight', direction: 0 },
  D: { kind: 'reverse-bank', direction: 1 },
  O: { kind: 'stationary', direction: 0 },
};

/** Centre-line radius of the bank (45°) and turn (90°) templates by speed. */
export const BANK_RADIUS = [0, 80, 130, 180] as const;
export const TURN_RADIUS = [0, 35, 62.5, 90] as const;
export const STRAIGHT_UNIT = 40;

const cache = new Map<string, Maneuver>();

/**
 * Parses a dial code: speed, bearing letter, and optionally a difficulty letter (W, B, R, P) which is ignored.
 * Throws GeometryError('unknown-maneuver') with the reason when the code is not a maneuver.
 */
export function parseManeuver(code: string): Maneuver {
  const hit = cache.get(code);
  if (hit) return hit;
  const m = typeof code === 'string' ? /^([0-5])([TBFNYKLPERASDO])([WBRP])?$/.exec(code) : null;
  if (!m) {
    throw new GeometryError(
      'unknown-maneuver',
      `"${String(code)}" is not a maneuver: expected a speed 0–5, a bearing letter (T B F N Y K L P E R A S D O) and optionally a difficulty letter, e.g. "2B" or "3KR"`,
    );
  }
  const speed = Number(m[1]);
  const bearing = m[2] as Bearing;
  const { kind, direction } = BEARINGS[bearing];
  const template = templateFor(kind, speed, direction, code);
  const extraTurn = kind === 'koiogran' || kind === 'segnor' ? 180 : kind === 'tallon' ? 90 * direction : 0;
  const maneuver: Maneuver = {
    code: `${speed}${bearing}`,
    speed,
    bearing,
    kind,
    direction,
    template,
    reverse: kind === 'reverse-straight' || kind === 'reverse-bank',
    extraTurn,
  };
  cache.set(code, maneuver);
  return maneuver;
}

function templateFor(kind: ManeuverKind, speed: number, direction: -1 | 0 | 1, code: string): TemplateSpec {
  const bad = (why: string) => new GeometryError('unknown-maneuver', `"${code}" is not a maneuver: ${why}`);
  if (kind === 'stationary') {
    if (speed !== 0) throw bad('the stationary bearing O only exists at speed 0');
    return { type: 'none' };
  }
  if (speed === 0) {
    if (kind === 'bank') {
      throw new GeometryError(
        'not-implemented',
        `not implemented yet: "${code}", a speed-0 bank, is a huge ship's maneuver (epic rules)`,
      );
    }
    throw bad('only the stationary bearing O (and huge ships’ banks) exist at speed 0');
  }
  switch (kind) {
    case 'straight':
    case 'koiogran':
    case 'reverse-straight':
      return { type: 'straight', length: STRAIGHT_UNIT * speed };
    case 'bank':
    case 'segnor':
    case 'reverse-bank':
      if (speed > 3) throw bad('bank templates go up to speed 3');
      return { type: 'arc', radius: BANK_RADIUS[speed as 1 | 2 | 3], angle: 45, turn: direction as 1 | -1 };
    case 'turn':
    case 'tallon':
      if (speed > 3) throw bad('turn templates go up to speed 3');
      return { type: 'arc', radius: TURN_RADIUS[speed as 1 | 2 | 3], angle: 90, turn: direction as 1 | -1 };
  }
}

/**
 * A base size, or a bare length in mm: a barrel roll runs a template off the side of the base, which works like a
 * maneuver of a base as long as the real one is wide.
 */
export type BaseOrLength = BaseSize | number;

function lengthOf(size: BaseOrLength): number {
  return typeof size === 'number' ? size : BASES[size].length;
}

/** Length of the template's centre line. */
export function templateLength(t: TemplateSpec): number {
  return t.type === 'straight' ? t.length : t.type === 'arc' ? t.radius * t.angle * DEG : 0;
}

/** A pose in the frame of the ship's starting pose: dx to the right, dy forward, turn clockwise (degrees). */
export interface LocalPose {
  dx: number;
  dy: number;
  turn: number;
}

/**
 * Where the base's centre ends relative to its start when the template is used forward with the rear guides in its
 * end (before any Koiogran/Segnor/Tallon rotation or reverse mirroring).
 */
function forwardEnd(t: TemplateSpec, length: number): LocalPose {
  if (t.type === 'straight') return { dx: 0, dy: t.length + length, turn: 0 };
  if (t.type === 'none') return { dx: 0, dy: 0, turn: 0 };
  const phi = t.angle * DEG;
  const half = length / 2;
  const s = Math.sin(phi);
  const c = Math.cos(phi);
  return {
    dx: t.turn * (t.radius * (1 - c) + half * s),
    dy: half + t.radius * s + half * c,
    turn: t.turn * t.angle,
  };
}

/** The final local pose of a fully executed maneuver. */
export function finalLocal(m: Maneuver, size: BaseOrLength, alignment: TallonAlignment = 'middle'): LocalPose {
  const e = forwardEnd(m.template, lengthOf(size));
  if (m.reverse) return { dx: e.dx, dy: -e.dy, turn: -e.turn };
  if (m.kind === 'tallon') {
    // The side hashmark lines up with the left edge, centre line or right edge of the template's end, as seen
    // looking along the template; the base slides along the end line by half the template's width.
    const shift = alignment === 'left' ? TEMPLATE_WIDTH / 2 : alignment === 'right' ? -TEMPLATE_WIDTH / 2 : 0;
    const a = e.turn * DEG;
    // "Left of travel" at the template's end is the end heading turned 90° anticlockwise.
    return {
      dx: e.dx - Math.cos(a) * shift,
      dy: e.dy + Math.sin(a) * shift,
      turn: e.turn + m.extraTurn,
    };
  }
  return { dx: e.dx, dy: e.dy, turn: e.turn + m.extraTurn };
}

/** Final pose of a fully executed maneuver. The hot path: no allocation beyond the result. */
export function finalPose(start: Pose, m: Maneuver, size: BaseSize, alignment: TallonAlignment = 'middle'): Pose {
  const l = finalLocal(m, size, alignment);
  return compose(start, l.dx, l.dy, l.turn);
}

/** A point on the path: the base's pose and how far along the template its rear (front, in reverse) guides are. */
export interface PathPoint extends LocalPose {
  /** Distance along the template's centre line covered by the trailing guides, clamped to [0, template length]. */
  along: number;
}

/**
 * The base's pose part-way along the template, t ∈ [0, 1] (0 = start, 1 = end of a plain execution, without the
 * Koiogran/Segnor/Tallon rotation). The leading hashmark runs along the template's centre line, extended by one
 * base length before and after it; the trailing hashmark stays on that line one base length (a chord) behind.
 */
export function pathLocal(m: Maneuver, size: BaseOrLength, t: number): PathPoint {
  const L = lengthOf(size);
  const tp = m.template;
  let p: PathPoint;
  if (tp.type === 'none') p = { dx: 0, dy: 0, turn: 0, along: 0 };
  else if (tp.type === 'straight') {
    const front = t * (tp.length + L);
    p = { dx: 0, dy: front, turn: 0, along: Math.min(Math.max(front - L, 0), tp.length) };
  } else p = arcPath(tp, L, t);
  return m.reverse ? { dx: p.dx, dy: -p.dy, turn: -p.turn, along: p.along } : p;
}

function arcPath(tp: Extract<TemplateSpec, { type: 'arc' }>, L: number, t: number): PathPoint {
  const R = tp.radius;
  const dir = tp.turn;
  const phi = tp.angle * DEG;
  const len = R * phi;
  const half = L / 2;
  const sf = t * (len + L);
  // Front hashmark F.
  let fx: number;
  let fy: number;
  if (sf <= len) {
    const a = sf / R;
    fx = dir * R * (1 - Math.cos(a));
    fy = half + R * Math.sin(a);
  } else {
    const d = sf - len;
    fx = dir * (R * (1 - Math.cos(phi)) + d * Math.sin(phi));
    fy = half + R * Math.sin(phi) + d * Math.cos(phi);
  }
  // Rear hashmark: the point one chord L back along the extended centre line. Distance from F grows monotonically
  // going back along the line, so the segment it lies on is the first whose far end is at least L away.
  let rx: number;
  let ry: number;
  let along: number;
  const ex = dir * R * (1 - Math.cos(phi));
  const ey = half + R * Math.sin(phi);
  if (sf > len && sf - len >= L) {
    // Both on the extension after the template.
    const back = sf - len - L;
    rx = ex + dir * back * Math.sin(phi);
    ry = ey + back * Math.cos(phi);
    along = len;
  } else if (fx * fx + (fy - half) * (fy - half) >= L * L) {
    // Rear on the arc: the angle about the arc's centre where the circle meets the circle of radius L about F.
    const cx = dir * R;
    const cy = half;
    const rho = Math.hypot(fx - cx, fy - cy);
    const aF = Math.atan2(fy - cy, dir * (cx - fx));
    let cosD = (rho * rho + R * R - L * L) / (2 * rho * R);
    cosD = Math.min(1, Math.max(-1, cosD));
    const aR = Math.max(0, aF - Math.acos(cosD));
    rx = dir * R * (1 - Math.cos(aR));
    ry = half + R * Math.sin(aR);
    along = Math.min(aR * R, len);
  } else {
    // Rear still on the extension before the template (the line x = 0).
    rx = 0;
    ry = fy - Math.sqrt(Math.max(0, L * L - fx * fx));
    along = 0;
  }
  return { dx: (fx + rx) / 2, dy: (fy + ry) / 2, turn: headingOf(fx - rx, fy - ry), along };
}

/** The pose on the table part-way along the path. */
export function pathPose(start: Pose, m: Maneuver, size: BaseSize, t: number): Pose {
  const p = pathLocal(m, size, t);
  return compose(start, p.dx, p.dy, p.turn);
}

/**
 * The template on the table, from its start up to `along` mm of its centre line (the whole template by default).
 * A forward template starts at the centre of the front edge; a reverse one at the centre of the rear edge.
 */
export function templateShape(start: Pose, m: Maneuver, size: BaseOrLength, along?: number): TemplateShape {
  const tp = m.template;
  const L = lengthOf(size);
  const half = L / 2;
  const sign = m.reverse ? -1 : 1;
  if (tp.type === 'none') return EMPTY_TEMPLATE;
  const upto = along === undefined ? templateLength(tp) : Math.min(Math.max(along, 0), templateLength(tp));
  if (upto <= 1e-9) return EMPTY_TEMPLATE;
  const w = TEMPLATE_WIDTH / 2;
  if (tp.type === 'straight') {
    const y0 = sign * half;
    const y1 = sign * (half + upto);
    const h = start.heading * DEG;
    return polygonTemplate(transform(start.x, start.y, Math.cos(h), Math.sin(h), [-w, y0, w, y0, w, y1, -w, y1]));
  }
  const dir = tp.turn;
  const a = upto / tp.radius;
  const h = start.heading * DEG;
  const c = Math.cos(h);
  const sn = Math.sin(h);
  // In the ship's frame: the arc's centre, and the radial directions back to the template's start and to its
  // (partial) end; then onto the table with the start's heading.
  const lx = dir * tp.radius;
  const ly = sign * half;
  const v1x = -dir * Math.cos(a);
  const v1y = sign * Math.sin(a);
  return sectorTemplate(
    start.x + lx * c + ly * sn,
    start.y - lx * sn + ly * c,
    tp.radius,
    -dir * c,
    dir * sn,
    v1x * c + v1y * sn,
    -v1x * sn + v1y * c,
  );
}
