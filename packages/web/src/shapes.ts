/**
 * Geometry (mm, y up, heading clockwise from +y) turned into SVG path data. The board's SVG group flips y once, so
 * these paths use table coordinates unchanged; only text is placed with `screenY`.
 */
import {
  BASES,
  type BaseSize,
  baseOutlineLocal,
  type DeviceKind,
  deviceTokenOutline,
  findObstacle,
  guidesLocal,
  PLAY_AREA_SIZE,
  type Points,
  type Pose,
  type TemplateShape,
  toWorld,
} from '@xwing/geometry';

const f = (n: number) => (Math.round(n * 100) / 100).toString();

export function polygonPath(points: Points): string {
  if (points.length < 4) return '';
  let d = `M${f(points[0]!)} ${f(points[1]!)}`;
  for (let i = 2; i < points.length; i += 2) d += `L${f(points[i]!)} ${f(points[i + 1]!)}`;
  return d + 'Z';
}

/** A template lying on the table: a rectangle or an annular sector (arcs drawn as arcs). */
export function templatePath(t: TemplateShape): string {
  if (t.kind === 'empty') return '';
  if (t.kind === 'polygon') return polygonPath(t.points);
  const { cx, cy, inner, outer, u0x, u0y, u1x, u1y } = t;
  // Sweep in the direction from the first radius to the last; a template's sector is at most 90°.
  const sweep = u0x * u1y - u0y * u1x > 0 ? 1 : 0;
  const back = sweep ? 0 : 1;
  return (
    `M${f(cx + u0x * outer)} ${f(cy + u0y * outer)}` +
    `A${f(outer)} ${f(outer)} 0 0 ${sweep} ${f(cx + u1x * outer)} ${f(cy + u1y * outer)}` +
    `L${f(cx + u1x * inner)} ${f(cy + u1y * inner)}` +
    `A${f(inner)} ${f(inner)} 0 0 ${back} ${f(cx + u0x * inner)} ${f(cy + u0y * inner)}Z`
  );
}

export function basePath(size: BaseSize, pose: Pose): string {
  return polygonPath(toWorld(pose, baseOutlineLocal(size)));
}

export function guidesPath(size: BaseSize, pose: Pose): string {
  return guidesLocal(size)
    .map((g) => polygonPath(toWorld(pose, g)))
    .join('');
}

/**
 * The front arc's edges: from the centre at ± the base's front-arc half angle, drawn to the front edge of the base
 * (`reach` 0) or `reach` mm beyond it.
 */
export function frontArcPath(size: BaseSize, pose: Pose, reach = 0): string {
  const { length, frontArcHalfAngle } = BASES[size];
  const t = Math.tan((frontArcHalfAngle * Math.PI) / 180);
  const y = length / 2 + reach;
  const [lx, ly, cx, cy, rx, ry] = toWorld(pose, [-y * t, y, 0, 0, y * t, y]);
  return `M${f(lx!)} ${f(ly!)}L${f(cx!)} ${f(cy!)}L${f(rx!)} ${f(ry!)}`;
}

/** Bearings (degrees clockwise from the ship's forward) of the two edges of a standard arc. */
function arcEdges(size: BaseSize, arc: 'front' | 'rear' | 'left' | 'right'): [number, number] {
  const h = BASES[size].frontArcHalfAngle;
  if (arc === 'front') return [-h, h];
  if (arc === 'rear') return [180 - h, 180 + h];
  if (arc === 'right') return [h, 180 - h];
  return [180 + h, 360 - h];
}

const OPPOSITE = { front: 'rear', rear: 'front', left: 'right', right: 'left' } as const;

/**
 * The edges of the arc an attack is made from (content arc ids: 'front', 'rear', 'left', 'right', 'full-front',
 * 'full-rear', 'bullseye', 'single-turret', 'double-turret' — a turret where its indicator points), drawn from the
 * base out to `reach` mm beyond its edge; '' for an arc it cannot draw (a turret without its indicator).
 */
export function arcPath(
  size: BaseSize,
  pose: Pose,
  arc: string,
  reach = 0,
  turret: 'front' | 'rear' | 'left' | 'right' | null = null,
): string {
  const { width, length } = BASES[size];
  const w = width / 2;
  const l = length / 2;
  const line = (local: number[]) => {
    const p = toWorld(pose, local);
    return `M${f(p[0]!)} ${f(p[1]!)}L${f(p[2]!)} ${f(p[3]!)}`;
  };
  // A ray from the centre at `deg`: to where it leaves the base, then `reach` further.
  const ray = (deg: number) => {
    const a = (deg * Math.PI) / 180;
    const sx = Math.sin(a);
    const cy = Math.cos(a);
    const exit = Math.min(
      Math.abs(sx) > 1e-9 ? w / Math.abs(sx) : Infinity,
      Math.abs(cy) > 1e-9 ? l / Math.abs(cy) : Infinity,
    );
    const d = exit + reach;
    return line([0, 0, d * sx, d * cy]);
  };
  const standard = (a: 'front' | 'rear' | 'left' | 'right') => arcEdges(size, a).map(ray).join('');
  switch (arc) {
    case 'front':
    case 'rear':
    case 'left':
    case 'right':
      return standard(arc);
    case 'full-front':
    case 'full-rear':
      return line([-(w + reach), 0, w + reach, 0]);
    case 'bullseye': {
      const b = 7.4;
      return line([-b, l, -b, l + reach]) + line([b, l, b, l + reach]);
    }
    case 'single-turret':
      return turret ? standard(turret) : '';
    case 'double-turret':
      return turret ? standard(turret) + standard(OPPOSITE[turret]) : '';
    default:
      return '';
  }
}

/** The points within `r` mm of the base (a range band's outer edge): the square grown by a circle, corners round. */
export function rangeBandPath(size: BaseSize, pose: Pose, r: number): string {
  const w = BASES[size].width / 2;
  const l = BASES[size].length / 2;
  const corner = (cx: number, cy: number, a0: number) => {
    const pts: number[] = [];
    for (let i = 0; i <= 8; i++) {
      const a = a0 + (i * Math.PI) / 16;
      pts.push(cx + r * Math.cos(a), cy + r * Math.sin(a));
    }
    return pts;
  };
  const local = [
    ...corner(w, l, 0),
    ...corner(-w, l, Math.PI / 2),
    ...corner(-w, -l, Math.PI),
    ...corner(w, -l, (3 * Math.PI) / 2),
  ];
  return polygonPath(toWorld(pose, local));
}

/** The nose marker: a small triangle at the middle of the front edge. */
export function nosePath(size: BaseSize, pose: Pose): string {
  const l = BASES[size].length / 2;
  return polygonPath(toWorld(pose, [-4, l - 7, 4, l - 7, 0, l - 1]));
}

export function obstaclePath(name: string, pose: Pose): string {
  const o = findObstacle(name);
  if (!o) return '';
  return polygonPath(toWorld(pose, [...o.ring]));
}

/** A device token's outline on the table (the engine's measure of it: @xwing/geometry's deviceTokenOutline). */
export function devicePath(shape: DeviceKind, pose: Pose): string {
  return polygonPath(toWorld(pose, [...deviceTokenOutline(shape)]));
}

export function obstacleKind(name: string): string {
  return findObstacle(name)?.kind ?? 'asteroid';
}

/** The SVG y of a table y (the board shows y = 0, the first player's edge, at the bottom). */
export function screenY(y: number): number {
  return PLAY_AREA_SIZE - y;
}

/**
 * The SVG point of a table point. `turned`: the table as the second player sees it, from their edge (y = 914.4 at the
 * bottom): turned half a circle, so x runs right to left and y top to bottom.
 */
export function screenPoint(x: number, y: number, turned = false): { x: number; y: number } {
  return turned ? { x: PLAY_AREA_SIZE - x, y } : { x, y: PLAY_AREA_SIZE - y };
}
