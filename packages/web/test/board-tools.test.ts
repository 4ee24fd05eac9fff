/**
 * The board's zoom and range ruler (issue 27): zooming keeps the point under the pointer in place and never shows
 * less than the whole board or pans past its margin; the ruler picks the ship under a click and measures base to base
 * as 001 Range says (closest points, guides not counted), to the band of packages/geometry.
 */
import { describe, expect, it } from 'vitest';
import type { GameView } from '@xwing/engine';
import { clampZoom, FIT, rulerMeasure, shipAt, viewBoxOf, zoomAround } from '../src/board-view.js';

type Ship = GameView['ships'][number];

function ship(id: string, x: number, y: number, heading = 0): Ship {
  return { id, base: 'small', pose: { x, y, heading } } as unknown as Ship;
}

describe('board zoom', () => {
  it('the whole board at first; zooming round a point keeps that point where it is', () => {
    expect(viewBoxOf(FIT)).toBe('-10 -10 934.4 934.4');
    const z = zoomAround(FIT, 2, 300, 200);
    expect(z.scale).toBe(2);
    // (300, 200) sits at the same fraction of the view box before and after.
    const frac = (v: number, c: number, side: number) => (v - (c - side / 2)) / side;
    expect(frac(300, z.cx, 934.4 / 2)).toBeCloseTo(frac(300, FIT.cx, 934.4), 9);
    expect(frac(200, z.cy, 934.4 / 2)).toBeCloseTo(frac(200, FIT.cy, 934.4), 9);
  });

  it('never zooms out past the whole board or in past 6×, and never pans past the margin', () => {
    expect(zoomAround(FIT, 0.5, 0, 0)).toEqual(FIT);
    expect(zoomAround(FIT, 100, 457.2, 457.2).scale).toBe(6);
    const far = clampZoom({ scale: 2, cx: -500, cy: 5000 });
    expect(far).toEqual({ scale: 2, cx: -10 + 934.4 / 4, cy: 914.4 + 10 - 934.4 / 4 });
  });
});

describe('range ruler', () => {
  const ships = [ship('a', 200, 200), ship('b', 200, 400), ship('c', 700, 700)];

  it('picks the ship whose base holds the point, else the nearest within 40 mm, else none', () => {
    expect(shipAt(ships, 210, 215)?.id).toBe('a');
    expect(shipAt(ships, 200, 430)?.id).toBe('b');
    expect(shipAt(ships, 450, 450)).toBeUndefined();
  });

  it('measures between the bases: 200 mm between centres of small bases (40 mm) is 160 mm, range 2', () => {
    const m = rulerMeasure(ships, { from: 'a', to: 'b' })!;
    expect(m.distance).toBeCloseTo(160, 9);
    expect(m.range).toBe(2);
    expect(rulerMeasure(ships, { from: 'a' })).toBeNull();
  });
});
