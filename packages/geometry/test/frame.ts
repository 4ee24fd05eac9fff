import type { Pose } from '@xwing/geometry';

/** Degrees to radians, written out here so tests do not lean on the library's own constants. */
export const DEG = Math.PI / 180;

/** The pose at (lx right, ly forward) in the frame of `p`, written out here independently of the library. */
export function at(p: Pose, lx: number, ly: number, turn = 0): Pose {
  const c = Math.cos(p.heading * DEG);
  const s = Math.sin(p.heading * DEG);
  return { x: p.x + lx * c + ly * s, y: p.y - lx * s + ly * c, heading: p.heading + turn };
}
