/**
 * The attack preview draws the arc the attack is made from (issue 27, item 5: a rear-arc attack showed the front arc).
 * Table coordinates, y up, heading clockwise from +y (shapes.ts).
 */
import { describe, expect, it } from 'vitest';
import { arcPath } from '../src/shapes.js';

const pose = { x: 400, y: 400, heading: 0 };

/** The end points of a path's segments ("M x y L x y" each). */
function ends(d: string): { x: number; y: number }[] {
  return [...d.matchAll(/L(-?[\d.]+) (-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
}

describe('arcPath: the edges of an attack arc', () => {
  it('front edges reach forward, rear edges backward, side arcs to their side', () => {
    expect(ends(arcPath('small', pose, 'front', 300)).every((p) => p.y > 400)).toBe(true);
    expect(ends(arcPath('small', pose, 'rear', 300)).every((p) => p.y < 400)).toBe(true);
    expect(ends(arcPath('small', pose, 'left', 300)).every((p) => p.x < 400)).toBe(true);
    expect(ends(arcPath('small', pose, 'right', 300)).every((p) => p.x > 400)).toBe(true);
  });

  it('a turret is drawn where its indicator points; a double turret also opposite', () => {
    expect(arcPath('medium', pose, 'single-turret', 300, 'rear')).toBe(arcPath('medium', pose, 'rear', 300));
    expect(arcPath('medium', pose, 'double-turret', 300, 'left')).toBe(
      arcPath('medium', pose, 'left', 300) + arcPath('medium', pose, 'right', 300),
    );
    expect(arcPath('medium', pose, 'single-turret', 300, null)).toBe('');
  });

  it('the bullseye is two lines 14.8 mm apart ahead of the base; a full arc is the line across the base', () => {
    const bull = ends(arcPath('small', pose, 'bullseye', 300));
    expect(bull.map((p) => p.x)).toEqual([392.6, 407.4]);
    expect(bull.every((p) => p.y > 700)).toBe(true);
    const full = ends(arcPath('small', { x: 400, y: 400, heading: 90 }, 'full-rear', 0));
    expect(full[0]!.x).toBeCloseTo(400);
  });
});
