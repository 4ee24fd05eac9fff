/**
 * The pure part of the board's tools (board-tools.tsx): the zoomed view box, and the range ruler's pick and
 * measure (closest points of two bases without their guides, 001 Range; packages/geometry measureRange).
 */
import type { GameView } from '@xwing/engine';
import { measureRange, PLAY_AREA_SIZE, pointInPolygon, shipSolid } from '@xwing/geometry';

type Ship = GameView['ships'][number];

const S = PLAY_AREA_SIZE;
/** The whole board's view box side: the mat and a 10 mm margin round it. */
export const FULL = S + 20;
export const MAX_ZOOM = 6;

/** What part of the board is seen: a square of side FULL / scale round (cx, cy), in the SVG's units. */
export interface Zoom {
  scale: number;
  cx: number;
  cy: number;
}

export const FIT: Zoom = { scale: 1, cx: S / 2, cy: S / 2 };

/** The zoom kept inside the board: never smaller than the whole board, never panned past its margin. */
export function clampZoom(z: Zoom): Zoom {
  const scale = Math.min(MAX_ZOOM, Math.max(1, z.scale));
  const half = FULL / scale / 2;
  const lo = -10 + half;
  const hi = S + 10 - half;
  return { scale, cx: Math.min(hi, Math.max(lo, z.cx)), cy: Math.min(hi, Math.max(lo, z.cy)) };
}

export function viewBoxOf(z: Zoom): string {
  const side = FULL / z.scale;
  return `${z.cx - side / 2} ${z.cy - side / 2} ${side} ${side}`;
}

/** Zoomed by `factor` keeping the SVG point (x, y) where it is on screen. */
export function zoomAround(z: Zoom, factor: number, x: number, y: number): Zoom {
  const scale = Math.min(MAX_ZOOM, Math.max(1, z.scale * factor));
  const k = z.scale / scale;
  return clampZoom({ scale, cx: x + (z.cx - x) * k, cy: y + (z.cy - y) * k });
}

/** The ship whose base holds the table point, else the nearest within 40 mm of it. */
export function shipAt(ships: Ship[], x: number, y: number): Ship | undefined {
  let best: Ship | undefined;
  let bestD = 40;
  for (const s of ships) {
    if (!s.pose) continue;
    if (pointInPolygon(shipSolid(s.base, s.pose, false).ring, x, y)) return s;
    const d = Math.hypot(s.pose.x - x, s.pose.y - y);
    if (d < bestD) [best, bestD] = [s, d];
  }
  return best;
}

export interface RulerState {
  from?: string;
  to?: string;
}

/** Two ships measured: the closest points of their bases, the distance and the range band. */
export function rulerMeasure(ships: Ship[], r: RulerState) {
  const a = ships.find((s) => s.id === r.from);
  const b = ships.find((s) => s.id === r.to);
  if (!a?.pose || !b?.pose) return null;
  const m = measureRange(shipSolid(a.base, a.pose, false), shipSolid(b.base, b.pose, false));
  const p = m.pairs[0];
  if (!p) return null;
  return { a, b, distance: m.distance, range: m.range, line: p };
}
