import { backUpCurved, backUpStraight } from './backup.js';
import { BASES, type BaseSize, baseRadius } from './bases.js';
import { TOUCH_EPS } from './constants.js';
import {
  finalLocal,
  type Maneuver,
  parseManeuver,
  pathLocal,
  type TallonAlignment,
  templateLength,
  templateShape,
} from './maneuver.js';
import type { PlacedObject } from './obstacles.js';
import { boundsOverlap } from './polygon.js';
import { compose, type Pose } from './pose.js';
import { GeometryError } from './errors.js';
import { hullScratch, partsGap, type Solid, shipSolid, shipSolidInto, solidsOverlap } from './solid.js';
import { isOutsidePlayArea } from './table.js';
import { type TemplateShape, templateOverlapsSolid } from './template.js';

/** Another ship on the table. */
export interface ShipOnTable {
  id: string;
  base: BaseSize;
  pose: Pose;
  /** Its outline with guides (`shipSolid(base, pose)`) when the caller keeps one already; built here otherwise. */
  solid?: Solid;
}

/** A ship about to move, and what else is on the table. */
export interface TableInput {
  base: BaseSize;
  pose: Pose;
  ships?: readonly ShipOnTable[];
  obstacles?: readonly PlacedObject[];
  devices?: readonly PlacedObject[];
}

export interface MoveInput extends TableInput {
  maneuver: Maneuver;
  alignment?: TallonAlignment;
  /**
   * Executed as a sideslip (a bank or turn only): the template runs off the middle of the base's side in the maneuver's
   * direction, curving towards the ship's front, and the middle of the base's other side ends at the template's end,
   * the ship turned by the template's angle the way the curve turns it (docs/geometry.md "Sideslips").
   */
  sideslip?: boolean;
}

const MIRROR: Record<string, string> = { B: 'N', N: 'B', T: 'Y', Y: 'T' };

/**
 * A sideslip as a maneuver of a frame turned 90° towards the maneuver's side (a square base's side is the front edge
 * of that frame): the start pose of that frame, the maneuver there (curving towards the real front, so mirrored), and
 * the turn that gives the real base back from a pose of that frame.
 */
export function sideslipFrame(start: Pose, m: Maneuver): { start: Pose; maneuver: Maneuver; turn: number } {
  if ((m.kind !== 'bank' && m.kind !== 'turn') || m.direction === 0)
    throw new GeometryError('bad-request', `a sideslip is a bank or turn maneuver, not "${m.code}"`);
  return {
    start: compose(start, 0, 0, 90 * m.direction),
    maneuver: parseManeuver(`${m.speed}${MIRROR[m.bearing]}`),
    turn: -90 * m.direction,
  };
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

function poseAlong(start: Pose, m: Maneuver, size: BaseSize, t: number): { pose: Pose; along: number } {
  const p = pathLocal(m, size, t);
  return { pose: compose(start, p.dx, p.dy, p.turn), along: p.along };
}

function overlappingShips(hull: Solid, ships: readonly ShipBody[]): string[] {
  const out: string[] = [];
  for (const s of ships) if (solidsOverlap(hull, s.solid)) out.push(s.id);
  return out;
}

/** The moving base's outline where it ends: read within `resolveMove` only (no part of it is returned). */
const FINAL_HULL = hullScratch();

/**
 * Executes a maneuver on the table: the final pose, whether it was partial (backed up along the template until it
 * overlapped no ship, ending touching the last ship it backed over), and what it moved through, overlapped and
 * touches. A partially executed Koiogran turn, Segnor's loop or Tallon roll does not rotate.
 */
export function resolveMove(input: MoveInput): MoveResult {
  const { base } = input;
  const slip = input.sideslip ? sideslipFrame(input.pose, input.maneuver) : undefined;
  const start = slip ? slip.start : input.pose;
  const m = slip ? slip.maneuver : input.maneuver;
  // The real base from a pose of the path's frame (turned back for a sideslip).
  const turn = slip ? slip.turn : 0;
  const real = (p: Pose): Pose => (turn ? compose(p, 0, 0, turn) : p);
  const ships = input.ships ?? [];
  const obstacles = input.obstacles ?? [];
  const devices = input.devices ?? [];

  const fullLocal = finalLocal(m, base, input.alignment);
  const fullPose = real(compose(start, fullLocal.dx, fullLocal.dy, fullLocal.turn));
  let finalHull = shipSolidInto(FINAL_HULL, base, fullPose);

  // Cheap cull: every base position along the path has its centre on the template's centre line extended by half a
  // base at each end, so it lies within the box of the template, the start and the end, grown by the base's reach.
  const fullTemplate = templateShape(start, m, base);
  const grow = finalHull.radius + BASES[base].length / 2;
  let minX = Math.min(start.x, fullPose.x);
  let minY = Math.min(start.y, fullPose.y);
  let maxX = Math.max(start.x, fullPose.x);
  let maxY = Math.max(start.y, fullPose.y);
  if (fullTemplate.kind !== 'empty') {
    minX = Math.min(minX, fullTemplate.bounds.minX);
    minY = Math.min(minY, fullTemplate.bounds.minY);
    maxX = Math.max(maxX, fullTemplate.bounds.maxX);
    maxY = Math.max(maxY, fullTemplate.bounds.maxY);
  }
  minX -= grow;
  minY -= grow;
  maxX += grow;
  maxY += grow;
  const near: ShipBody[] = [];
  for (const s of ships) {
    const r = baseRadius(s.base);
    const { x, y } = s.pose;
    if (x + r <= minX || x - r >= maxX || y + r <= minY || y - r >= maxY) continue;
    near.push({ id: s.id, solid: s.solid ?? shipSolid(s.base, s.pose) });
  }

  const overlapped = overlappingShips(finalHull, near);
  let final = fullPose;
  let progress = 1;
  let along = templateLength(m.template);
  const backedOver: string[] = [];

  if (overlapped.length > 0) {
    const straight = m.template.type === 'straight';
    const b = straight ? backUpStraight(start, m, base, near) : backUpCurved(start, m, base, near, turn);
    backedOver.push(...b.backedOver);
    const t = b.t;
    const at = poseAlong(start, m, base, t);
    final = real(at.pose);
    along = at.along;
    progress = t;
    finalHull = shipSolidInto(FINAL_HULL, base, final);
  }

  const partial = overlapped.length > 0;
  const template = partial ? templateShape(start, m, base, along) : fullTemplate;
  const movedThrough: string[] = [];
  for (const s of near) if (templateOverlapsSolid(template, s.solid)) movedThrough.push(s.id);
  const overlapping: string[] = [];
  for (const list of [obstacles, devices]) {
    for (const h of list) {
      if (templateOverlapsSolid(template, h.solid)) movedThrough.push(h.id);
      if (solidsOverlap(finalHull, h.solid)) overlapping.push(h.id);
    }
  }
  const touching: string[] = [];
  for (const s of near) {
    const dx = s.solid.cx - finalHull.cx;
    const dy = s.solid.cy - finalHull.cy;
    const r = s.solid.radius + finalHull.radius + TOUCH_EPS;
    if (dx * dx + dy * dy > r * r || !boundsOverlap(finalHull.bounds, s.solid.bounds, TOUCH_EPS)) continue;
    if (!solidsOverlap(finalHull, s.solid) && partsGap(finalHull, s.solid, TOUCH_EPS) <= TOUCH_EPS) touching.push(s.id);
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
