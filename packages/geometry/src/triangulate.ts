import type { Points } from './pose.js';

/**
 * Splits a simple polygon (counter-clockwise, no holes) into triangles by ear clipping. The triangles tile the
 * polygon exactly, so "overlaps some triangle" is "overlaps the polygon".
 */
export function triangulate(ring: Points): Points[] {
  const n = ring.length / 2;
  const idx: number[] = [];
  for (let i = 0; i < n; i++) idx.push(i);
  const x = (i: number) => ring[2 * i]!;
  const y = (i: number) => ring[2 * i + 1]!;
  const cross = (a: number, b: number, c: number) => (x(b) - x(a)) * (y(c) - y(a)) - (y(b) - y(a)) * (x(c) - x(a));
  const out: Points[] = [];
  let guard = 0;
  while (idx.length > 3) {
    if (guard++ > 10 * n * n) throw new Error('triangulate: the polygon is not simple');
    let clipped = false;
    for (let k = 0; k < idx.length; k++) {
      const a = idx[(k + idx.length - 1) % idx.length]!;
      const b = idx[k]!;
      const c = idx[(k + 1) % idx.length]!;
      const turn = cross(a, b, c);
      if (turn <= 0) {
        // A straight (collinear) vertex adds nothing: drop it. A reflex vertex cannot be an ear.
        if (turn === 0) {
          idx.splice(k, 1);
          clipped = true;
          break;
        }
        continue;
      }
      let ear = true;
      for (const p of idx) {
        if (p === a || p === b || p === c) continue;
        if (cross(a, b, p) >= 0 && cross(b, c, p) >= 0 && cross(c, a, p) >= 0) {
          ear = false;
          break;
        }
      }
      if (ear) {
        out.push([x(a), y(a), x(b), y(b), x(c), y(c)]);
        idx.splice(k, 1);
        clipped = true;
        break;
      }
    }
    if (!clipped) throw new Error('triangulate: no ear found; the polygon is not simple or not counter-clockwise');
  }
  const [a, b, c] = idx as [number, number, number];
  if (cross(a, b, c) > 0) out.push([x(a), y(a), x(b), y(b), x(c), y(c)]);
  return out;
}
