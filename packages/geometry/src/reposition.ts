import { BASES, type BaseSize, baseRadius } from './bases.js';
import { DEG, TEMPLATE_WIDTH } from './constants.js';
import { GeometryError } from './errors.js';
import { finalLocal, parseManeuver, templateLength, templateShape } from './maneuver.js';
import type { TableInput } from './move.js';
import { compose, normalizeHeading, type Pose, pointAt } from './pose.js';
import { hullScratch, type Solid, shipSolid, shipSolidInto, solidsOverlap } from './solid.js';
import { isOutsidePlayArea } from './table.js';
import { polygonTemplate, type TemplateShape, templateOverlapsSolid } from './template.js';
import { type DeviceKind, devicePieces, type PlacedDeviceKind } from './device-tokens.js';
import { DEVICE_PIECES } from './device-outlines.generated.js';

export type RepositionKind = 'barrel-roll' | 'boost' | 'decloak';
export type RollAlignment = 'front' | 'middle' | 'back';

export interface RepositionInput extends TableInput {
  kind: RepositionKind;
  /**
   * The template: "1F" (default), "2F", "1B" or "2B" (bank template) for a roll; "1F", "1B", "1N", "1T", "1Y" to
   * boost, or their speed 2 versions ("2F", "2B", …) for a card's faster boost; "2F" (default) or "2B" (the 2-bank)
   * to decloak.
   */
  template?: string;
}

export interface RepositionOption {
  /** Which way: "left"/"right" for a roll, "left"/"straight"/"right" for a boost. */
  direction: 'left' | 'right' | 'straight';
  /** How the move was made: "barrel-roll" or "boost" (a decloak offers both). */
  move: 'barrel-roll' | 'boost';
  template: string;
  /** Where the hashmark sits against the template's far end (rolls). */
  alignment?: RollAlignment;
  /** For a bank-template roll: whether the template curves towards the ship's front or back. */
  bank?: 'forward' | 'backward';
  final: Pose;
  legal: boolean;
  /** Why the placement is illegal, in words. */
  reason?: string;
  /** Devices the template or final base would move through or overlap (allowed; their effects trigger). */
  devices: string[];
  /**
   * Ships whose bases the template crosses (allowed: only the final base may not overlap a ship), when there are any:
   * the ships the move goes through (abilities read it: "if you moved through an enemy ship").
   */
  shipsThrough?: string[];
}

interface Placement {
  direction: RepositionOption['direction'];
  move: RepositionOption['move'];
  template: string;
  alignment?: RollAlignment;
  bank?: 'forward' | 'backward';
  final: Pose;
  shape: TemplateShape;
}

const ALIGN: Record<RollAlignment, number> = { front: 1, middle: 0, back: -1 };
const ALIGNMENTS: RollAlignment[] = ['front', 'middle', 'back'];

/** The outline of the placement being judged: read within `judge` only. */
const JUDGED_HULL = hullScratch();

/** Judges one placement: ships may not be overlapped, obstacles neither overlapped nor moved through. */
function judge(
  p: Placement,
  input: RepositionInput,
  others: readonly { id: string; solid: Solid }[],
): RepositionOption {
  const hull = shipSolidInto(JUDGED_HULL, input.base, p.final);
  const why: string[] = [];
  // Plain loops, not filter and map: every action menu of a ship that can boost or roll judges each placement.
  let overShips: string[] | undefined;
  let crossed: string[] | undefined;
  for (const s of others) {
    if (solidsOverlap(hull, s.solid)) (overShips ??= []).push(s.id);
    if (templateOverlapsSolid(p.shape, s.solid)) (crossed ??= []).push(s.id);
  }
  if (overShips) why.push(`would overlap ${plural('ship', overShips)}`);
  let rocks: string[] | undefined;
  for (const o of input.obstacles ?? [])
    if (templateOverlapsSolid(p.shape, o.solid) || solidsOverlap(hull, o.solid)) (rocks ??= []).push(o.id);
  if (rocks) why.push(`would move through or overlap ${plural('obstacle', rocks)}`);
  if (isOutsidePlayArea(hull)) why.push('would put part of the base outside the play area');
  const devices: string[] = [];
  for (const d of input.devices ?? [])
    if (templateOverlapsSolid(p.shape, d.solid) || solidsOverlap(hull, d.solid)) devices.push(d.id);
  const option: RepositionOption = {
    direction: p.direction,
    move: p.move,
    template: p.template,
    final: p.final,
    legal: why.length === 0,
    devices,
  };
  if (p.alignment) option.alignment = p.alignment;
  if (p.bank) option.bank = p.bank;
  if (crossed) option.shipsThrough = crossed;
  if (why.length) option.reason = why.join('; ');
  return option;
}

function plural(noun: string, ids: string[]): string {
  return `${noun}${ids.length > 1 ? 's' : ''} ${ids.join(', ')}`;
}

/**
 * Barrel roll placements. A small base puts the template's short edge against its side; medium and large bases put
 * the 1-straight's long edge against it (docs/geometry.md). The far hashmark lines up with the front, middle or back
 * of the template's far end.
 */
function rollPlacements(base: BaseSize, pose: Pose, template: string): Placement[] {
  const { width } = BASES[base];
  const out: Placement[] = [];
  const m = parseManeuver(template);
  // The templates a roll may use: a 1- or 2-straight, or a 1- or 2-bank (a speed 5 straight is no barrel roll; the
  // 2-bank is a decloak's, "Echo").
  if (!((m.kind === 'straight' || m.kind === 'bank') && m.speed >= 1 && m.speed <= 2))
    throw new GeometryError(
      'bad-request',
      `a barrel roll uses the 1- or 2-straight or the 1- or 2-bank template ("1F", "2F", "1B", "2B"), not "${template}"`,
    );
  for (const side of [-1, 1] as const) {
    const direction = side < 0 ? 'left' : 'right';
    // A frame whose "forward" is the ship's side: the template then runs off that side like a maneuver off a base
    // as long as the real one is wide.
    const virtual: Pose = { x: pose.x, y: pose.y, heading: pose.heading + 90 * side };
    if (m.kind === 'straight' && (base === 'small' || m.speed === 1)) {
      const shortEdge = base === 'small';
      const reach = shortEdge ? templateLength(m.template) : TEMPLATE_WIDTH;
      const slide = shortEdge ? TEMPLATE_WIDTH / 2 : templateLength(m.template) / 2;
      const shape = shortEdge
        ? templateShape(virtual, m, width)
        : polygonTemplate(
            [
              [width / 2, -slide],
              [width / 2 + reach, -slide],
              [width / 2 + reach, slide],
              [width / 2, slide],
            ].flatMap(([x, y]) => {
              const p = pointAt(pose, side * x!, y!);
              return [p.x, p.y];
            }),
          );
      for (const alignment of ALIGNMENTS) {
        out.push({
          direction,
          move: 'barrel-roll',
          template: m.code,
          alignment,
          final: compose(pose, side * (width + reach), ALIGN[alignment] * slide, 0),
          shape,
        });
      }
    } else if (m.kind === 'bank' && base === 'small') {
      for (const bank of ['forward', 'backward'] as const) {
        // Curving towards the ship's front is a bank to the virtual frame's left when rolling right.
        const code = `${m.speed}${side > 0 === (bank === 'forward') ? 'B' : 'N'}`;
        const bm = parseManeuver(code);
        const l = finalLocal(bm, width);
        const end = compose(virtual, l.dx, l.dy, l.turn);
        const heading = normalizeHeading(end.heading - 90 * side);
        const shape = templateShape(virtual, bm, width);
        for (const alignment of ALIGNMENTS) {
          const a = heading * DEG;
          const shift = ALIGN[alignment] * (TEMPLATE_WIDTH / 2);
          out.push({
            direction,
            move: 'barrel-roll',
            template: m.code,
            alignment,
            bank,
            final: { x: end.x + Math.sin(a) * shift, y: end.y + Math.cos(a) * shift, heading },
            shape,
          });
        }
      }
    } else {
      throw new GeometryError(
        'not-implemented',
        `not implemented yet: a ${base} base barrel rolling with the ${template} template (no measured placement)`,
      );
    }
  }
  return out;
}

const BOOST_DIRECTION: Record<string, RepositionOption['direction']> = {
  B: 'left',
  T: 'left',
  F: 'straight',
  N: 'right',
  Y: 'right',
};

function boostPlacements(base: BaseSize, pose: Pose, templates: string[]): Placement[] {
  return templates.map((code) => {
    const m = parseManeuver(code);
    const direction = BOOST_DIRECTION[m.bearing];
    if (!direction || m.speed < 1 || m.speed > 2) {
      throw new GeometryError(
        'bad-request',
        `a boost uses a speed 1 or 2 straight, bank or turn template, not "${code}"`,
      );
    }
    const l = finalLocal(m, base);
    return {
      direction,
      move: 'boost' as const,
      template: m.code,
      final: compose(pose, l.dx, l.dy, l.turn),
      shape: templateShape(pose, m, base),
    };
  });
}

/**
 * Every placement of a barrel roll, boost or decloak, each judged legal or not with the reason. A roll fails only
 * when every placement in the chosen direction is illegal; the caller decides that from the options.
 */
export function repositionOptions(input: RepositionInput): RepositionOption[] {
  const { base, pose } = input;
  let placements: Placement[];
  switch (input.kind) {
    case 'barrel-roll':
      placements = rollPlacements(base, pose, input.template ?? '1F');
      break;
    case 'boost': {
      const t = input.template;
      // Speed 2: a card's boost "with a template of 1 speed higher" (Overdrive Thruster), placed like a maneuver.
      if (t !== undefined && parseManeuver(t).speed !== 1 && parseManeuver(t).speed !== 2) {
        throw new GeometryError(
          'bad-request',
          `a boost uses a speed 1 or 2 straight, bank or turn template, not "${t}"`,
        );
      }
      placements = boostPlacements(base, pose, t ? [t] : ['1B', '1F', '1N']);
      break;
    }
    case 'decloak': {
      // The 2-straight (supplement "Cloak and decloak"), or the 2-bank a card puts instead ("Echo": "2B" or "2N",
      // the same template either way): rolls off either side curving forward or backward, boosts left or right.
      const m = parseManeuver(input.template ?? '2F');
      if (m.code === '2F') placements = [...rollPlacements(base, pose, '2F'), ...boostPlacements(base, pose, ['2F'])];
      // A medium or large ship decloaks with the 1-straight (same section): its roll and boost as any 1-straight one.
      else if (m.code === '1F' && base !== 'small')
        placements = [...rollPlacements(base, pose, '1F'), ...boostPlacements(base, pose, ['1F'])];
      else if (m.kind === 'bank' && m.speed === 2)
        placements = [...rollPlacements(base, pose, '2B'), ...boostPlacements(base, pose, ['2B', '2N'])];
      else
        throw new GeometryError(
          'bad-request',
          `a decloak uses the 2-straight or 2-bank template (a medium or large ship the 1-straight), not "${m.code}"`,
        );
      break;
    }
    default:
      throw new GeometryError(
        'bad-request',
        `unknown reposition kind "${String(input.kind)}": expected barrel-roll, boost or decloak`,
      );
  }
  const others = nearShips(input, placements);
  return placements.map((p) => judge(p, input, others));
}

/**
 * The other ships that can meet any placement's base or template, in their input order: a ship's base lies within its
 * bounding circle, so one whose circle clears the box around every placement (its base's circle and its template's
 * bounds) can be neither overlapped nor moved through, and its outline is not read (nor built).
 */
function nearShips(input: RepositionInput, placements: readonly Placement[]): { id: string; solid: Solid }[] {
  const ships = input.ships ?? [];
  const out: { id: string; solid: Solid }[] = [];
  if (ships.length === 0) return out;
  const reach = baseRadius(input.base);
  let minX = Number.POSITIVE_INFINITY;
  let minY = Number.POSITIVE_INFINITY;
  let maxX = Number.NEGATIVE_INFINITY;
  let maxY = Number.NEGATIVE_INFINITY;
  for (const p of placements) {
    minX = Math.min(minX, p.final.x - reach);
    minY = Math.min(minY, p.final.y - reach);
    maxX = Math.max(maxX, p.final.x + reach);
    maxY = Math.max(maxY, p.final.y + reach);
    if (p.shape.kind !== 'empty') {
      minX = Math.min(minX, p.shape.bounds.minX);
      minY = Math.min(minY, p.shape.bounds.minY);
      maxX = Math.max(maxX, p.shape.bounds.maxX);
      maxY = Math.max(maxY, p.shape.bounds.maxY);
    }
  }
  for (const s of ships) {
    const r = baseRadius(s.base);
    const { x, y } = s.pose;
    if (x + r < minX || x - r > maxX || y + r < minY || y - r > maxY) continue;
    out.push({ id: s.id, solid: s.solid ?? shipSolid(s.base, s.pose) });
  }
  return out;
}

/**
 * A device's centre distance beyond the template's end and, for cluster mines, its side pieces (docs/geometry.md):
 * the Vassal module's drop offsets (scripts/device-outlines.json). A cluster mine set's side pieces land a little
 * further ahead than its centre piece (`devicePieces`); here, the centre's.
 */
export const DEVICE_OFFSETS: Readonly<Record<PlacedDeviceKind, { ahead: number; side: readonly number[] }>> =
  Object.fromEntries(
    (Object.keys(DEVICE_PIECES) as PlacedDeviceKind[]).map((k) => {
      const pieces = devicePieces(k);
      return [k, { ahead: (pieces.find((q) => q.side === 0) ?? pieces[0]!).ahead, side: pieces.map((q) => q.side) }];
    }),
  ) as unknown as Record<PlacedDeviceKind, { ahead: number; side: readonly number[] }>;

/**
 * Where a dropped (template at the rear guides, running backwards) or launched (at the front guides) device lands:
 * its guides go into the template's far end, so each piece's centre lies its `ahead` mm beyond it (and `side` mm
 * across). Returns one pose per piece (`devicePieces` names each one's shape).
 */
export function placeDevice(
  base: BaseSize,
  pose: Pose,
  how: 'drop' | 'launch',
  template: string,
  device: DeviceKind | { ahead: number; side?: readonly number[] },
): Pose[] {
  if (how !== 'drop' && how !== 'launch') {
    throw new GeometryError('bad-request', `a device is dropped or launched, not "${String(how)}"`);
  }
  const m = parseManeuver(template);
  if (m.kind !== 'straight' && m.kind !== 'bank' && m.kind !== 'turn') {
    throw new GeometryError('bad-request', `devices are dropped or launched with a straight, bank or turn template`);
  }
  // A token kind lands each of its pieces with its side against the template's end: launched, it is turned to face
  // back along the template (its outline's +y is that side). A bare offset (a card's obstacle token) keeps the ship's
  // facing, as before.
  const pieces: readonly { ahead: number; side: number }[] =
    typeof device === 'string'
      ? devicePieces(device)
      : (device.side ?? [0]).map((side) => ({ ahead: device.ahead, side }));
  const face = typeof device === 'string' && how === 'launch' ? 180 : 0;
  const half = BASES[base].length / 2;
  const tp = m.template;
  // End point and end heading of the template's centre line, for a forward template in the ship's frame.
  let ex = 0;
  let ey = half;
  let turn = 0;
  if (tp.type === 'straight') ey += tp.length;
  else if (tp.type === 'arc') {
    const phi = tp.angle * DEG;
    ex = tp.turn * tp.radius * (1 - Math.cos(phi));
    ey += tp.radius * Math.sin(phi);
    turn = tp.turn * tp.angle;
  }
  const sign = how === 'drop' ? -1 : 1;
  const a = turn * DEG;
  const fx = Math.sin(a);
  const fy = Math.cos(a);
  return pieces.map(({ ahead, side: s }) => {
    const lx = ex + fx * ahead + fy * s;
    const ly = ey + fy * ahead - fx * s;
    return compose(pose, lx, sign * ly, sign * turn + face);
  });
}
