import {
  type BaseSize,
  MAX_RANGE,
  measureRange,
  type Pose,
  placeObstacle,
  rangeBand,
  rangeBetween,
  shipSolid,
  solidsTouchOrOverlap,
} from '@xwing/geometry';
import { describe, expect, it } from 'vitest';
import { at } from './frame.js';

// Conventions (geometry.md, "Range"): distances are closest point to closest point, ships measured by their square
// base without guides; range n covers (100(n−1), 100n], an exact multiple of 100 belongs to the lower band, touching
// is range 0, beyond range 5 is null.

const ship = (base: BaseSize, x: number, y: number, heading = 0) => shipSolid(base, { x, y, heading }, false);
const SIDE: Record<Exclude<BaseSize, 'huge'>, number> = { small: 40, medium: 60, large: 80 };

describe('rangeBand (Rulebook 2.5 (000), Measuring Range; geometry.md, Range: bands of 100, multiples to the lower band)', () => {
  it('Rulebook 2.5 (000), Measuring Range: touching objects are at range 0', () => {
    expect(rangeBand(0)).toBe(0);
  });

  it('geometry.md, Range: 1e-5 mm is within the touching tolerance and still range 0', () => {
    expect(rangeBand(1e-5)).toBe(0);
  });

  it('geometry.md, Range: any clear gap beyond the touching tolerance is range 1', () => {
    expect(rangeBand(0.001)).toBe(1);
    expect(rangeBand(0.5)).toBe(1);
    expect(rangeBand(99.99)).toBe(1);
  });

  it('geometry.md, Range: exactly 100 is range 1 (lower band); 100.0001 is range 2', () => {
    expect(rangeBand(100)).toBe(1);
    expect(rangeBand(100.0001)).toBe(2);
  });

  it('geometry.md, Range: 200 → 2, 200.001 → 3, 300 → 3, 300.001 → 4, 400 → 4', () => {
    expect(rangeBand(200)).toBe(2);
    expect(rangeBand(200.001)).toBe(3);
    expect(rangeBand(300)).toBe(3);
    expect(rangeBand(300.001)).toBe(4);
    expect(rangeBand(400)).toBe(4);
  });

  it('geometry.md, Range: ranges 4 and 5 continue the bands; 500 is range 5, 500.01 is beyond (null)', () => {
    expect(MAX_RANGE).toBe(5);
    expect(rangeBand(400.5)).toBe(5);
    expect(rangeBand(500)).toBe(5);
    expect(rangeBand(500.01)).toBeNull();
    expect(rangeBand(1000)).toBeNull();
  });
});

describe('measureRange between ships (Rulebook 2.5 (000), Measuring Range: closest point to closest point)', () => {
  it('Measuring Range: two small ships side by side 100 apart (centres) have a 60 mm gap, range 1', () => {
    // Squares x 180..220 and 280..320, both y 80..120: the gap between the facing sides is 280 − 220 = 60.
    const m = measureRange(ship('small', 200, 100), ship('small', 300, 100));
    expect(m.distance).toBeCloseTo(60, 9);
    expect(m.range).toBe(1);
    // Every closest pair runs straight across the gap from x = 220 to x = 280.
    expect(m.pairs.length).toBeGreaterThan(0);
    for (const p of m.pairs) {
      expect(p.ax).toBeCloseTo(220, 9);
      expect(p.bx).toBeCloseTo(280, 9);
      expect(p.ay).toBeCloseTo(p.by, 9);
    }
  });

  it('Measuring Range: a gap of exactly 100 between ship edges is range 1, 100.001 is range 2', () => {
    // Small at x 200 (right side 220) and small at x 340 (left side 320): gap 100.
    expect(measureRange(ship('small', 200, 400), ship('small', 340, 400)).range).toBe(1);
    expect(measureRange(ship('small', 200, 400), ship('small', 340.001, 400)).range).toBe(2);
  });

  it('Measuring Range: medium facing a large nose to nose, 130 mm apart, range 2', () => {
    // Medium at (300, 300) heading 0: front edge y = 330. Large at (300, 500) heading 180: its front edge y = 460.
    const m = measureRange(ship('medium', 300, 300), ship('large', 300, 500, 180));
    expect(m.distance).toBeCloseTo(130, 9);
    expect(m.range).toBe(2);
  });

  it('Measuring Range: corner to corner diagonal, small to large: 3-4-5 triangle gives 50 mm', () => {
    // Small at (100, 100): top-right corner (120, 120). Large at (190, 200): bottom-left corner (150, 160).
    // Offsets 30 and 40 → 50. The only closest pair is corner to corner.
    const m = measureRange(ship('small', 100, 100), ship('large', 190, 200));
    expect(m.distance).toBeCloseTo(50, 9);
    expect(m.range).toBe(1);
    expect(m.pairs).toHaveLength(1);
    const [p] = m.pairs;
    expect(p!.ax).toBeCloseTo(120, 9);
    expect(p!.ay).toBeCloseTo(120, 9);
    expect(p!.bx).toBeCloseTo(150, 9);
    expect(p!.by).toBeCloseTo(160, 9);
  });

  it('Measuring Range: corner to corner, medium to medium, 120 × 160 → 200: range 2 (exact multiple, lower band)', () => {
    // Medium at (100, 100): corner (130, 130). Medium at (280, 320): corner (250, 290). Offsets 120, 160 → 200.
    const m = measureRange(ship('medium', 100, 100), ship('medium', 280, 320));
    expect(m.distance).toBeCloseTo(200, 9);
    expect(m.range).toBe(2);
  });

  it('Measuring Range: the result is symmetric (from A to B equals from B to A)', () => {
    const a = ship('large', 250, 300, 17);
    const b = ship('small', 480, 610, 233);
    const ab = measureRange(a, b);
    const ba = measureRange(b, a);
    expect(ab.distance).toBeCloseTo(ba.distance, 9);
    expect(ab.range).toBe(ba.range);
    // Pairs run from the first argument to the second.
    expect(ab.pairs[0]!.ax).toBeCloseTo(ba.pairs[0]!.bx, 9);
    expect(ab.pairs[0]!.ay).toBeCloseTo(ba.pairs[0]!.by, 9);
  });

  it('Measuring Range: a diamond (heading 45) corner to a flat side: 100 − 20 − 20√2 = 51.716', () => {
    // Small at (300, 300) heading 45: its corner points along +x at 300 + 20√2. Small at (400, 300) heading 0: its
    // left side is x = 380.
    const m = measureRange(ship('small', 300, 300, 45), ship('small', 400, 300));
    expect(m.distance).toBeCloseTo(80 - 20 * Math.SQRT2, 9);
    expect(m.pairs).toHaveLength(1);
    expect(m.pairs[0]!.ax).toBeCloseTo(300 + 20 * Math.SQRT2, 9);
    expect(m.pairs[0]!.ay).toBeCloseTo(300, 9);
    expect(m.pairs[0]!.bx).toBeCloseTo(380, 9);
  });

  for (const heading of [0, 37, 210]) {
    for (const base of ['small', 'medium', 'large'] as const) {
      it(`Measuring Range: ${base} ships abreast 150 apart in the frame of heading ${heading}: gap 150 − L`, () => {
        const a: Pose = { x: 457.2, y: 457.2, heading };
        const b = at(a, 150, 0);
        const m = measureRange(shipSolid(base, a, false), shipSolid(base, b, false));
        expect(m.distance).toBeCloseTo(150 - SIDE[base], 9);
        expect(m.range).toBe(150 - SIDE[base] > 100 ? 2 : 1);
      });
    }
  }

  it('Measuring Range: range 4 and 5 and beyond across the table', () => {
    // Small at (100, 100) and small at (100, y): gap y − 140.
    expect(measureRange(ship('small', 100, 100), ship('small', 100, 540)).range).toBe(4); // 400
    expect(measureRange(ship('small', 100, 100), ship('small', 100, 540.5)).range).toBe(5); // 400.5
    expect(measureRange(ship('small', 100, 100), ship('small', 100, 640)).range).toBe(5); // 500
    expect(measureRange(ship('small', 100, 100), ship('small', 100, 640.5)).range).toBeNull(); // 500.5
  });
});

describe('measureRange: touching and overlapping (Rulebook 2.5 (000), Measuring Range: "touching ... range 0")', () => {
  it('Measuring Range: two small bases sharing a side are at range 0', () => {
    const m = measureRange(ship('small', 200, 200), ship('small', 240, 200));
    expect(m.distance).toBeLessThanOrEqual(1e-9);
    expect(m.range).toBe(0);
  });

  it('Measuring Range: bases touching only at a corner are at range 0', () => {
    const m = measureRange(ship('small', 200, 200), ship('medium', 250, 250));
    expect(m.range).toBe(0);
  });

  it('Measuring Range: overlapping bases are at range 0 and no line is measured', () => {
    const m = measureRange(ship('large', 200, 200), ship('small', 230, 210, 30));
    expect(m.distance).toBe(0);
    expect(m.range).toBe(0);
    expect(m.pairs).toEqual([]);
  });

  it('Measuring Range: "an object is at range 0 of itself"', () => {
    const a = ship('medium', 333, 444, 12);
    expect(measureRange(a, a).range).toBe(0);
  });

  it('geometry.md, Bases: guides do not count for measuring, but guides that overlap are an overlap — range 0 (000 Measuring Range: touching or overlapping)', () => {
    // Small at (300, 300) heading 0: front edge y = 320, guides to 322. Small at (300, 341) heading 180: front edge
    // y = 321, guides down to 319. Squares 1 mm apart, guides overlapping: the ships overlap (guides count for
    // overlapping), and overlapping objects are at range 0.
    const a: Pose = { x: 300, y: 300, heading: 0 };
    const b: Pose = { x: 300, y: 341, heading: 180 };
    const m = measureRange(shipSolid('small', a), shipSolid('small', b));
    expect(m.range).toBe(0);
    expect(m.distance).toBe(0);
    expect(rangeBetween(shipSolid('small', a), shipSolid('small', b))).toBe(0);
  });

  it('000 Partial Maneuvers ("placed touching the last ship it backed over"): guides meeting face to face, squares 4 mm apart, are touching — range 0', () => {
    // Front guides of a (y 320..322, x ±10..13.6) meet the front guides of b (y 322..324): squares 4 mm apart.
    const a: Pose = { x: 300, y: 300, heading: 0 };
    const b: Pose = { x: 300, y: 344, heading: 180 };
    expect(measureRange(shipSolid('small', a), shipSolid('small', b)).range).toBe(0);
    expect(rangeBetween(shipSolid('small', a), shipSolid('small', b))).toBe(0);
    expect(solidsTouchOrOverlap(shipSolid('small', a), shipSolid('small', b))).toBe(true);
  });

  it('Measuring Range: guides 0.5 mm apart do not touch — range 1 at 4.5 mm', () => {
    const a: Pose = { x: 300, y: 300, heading: 0 };
    const b: Pose = { x: 300, y: 344.5, heading: 180 };
    const m = measureRange(shipSolid('small', a), shipSolid('small', b));
    expect(m.distance).toBeCloseTo(4.5, 9);
    expect(m.range).toBe(1);
    expect(solidsTouchOrOverlap(shipSolid('small', a), shipSolid('small', b))).toBe(false);
  });

  it('Measuring Range: guides that miss each other (offset sideways) do not make a touch — squares 4 mm apart stay range 1', () => {
    // b shifted 40 mm sideways: a's guides face b's square edge only partly; its nearest guide is 2 mm off b's edge.
    const a: Pose = { x: 300, y: 300, heading: 0 };
    const b: Pose = { x: 300, y: 344, heading: 90 };
    // b turned: its side faces a's front, guides of b point along x, not toward a; a's guides end 2 mm short of b.
    expect(measureRange(shipSolid('small', a), shipSolid('small', b)).range).toBe(1);
  });
});

describe('measureRange with obstacles (Rulebook 2.5 (000), Measuring Range: objects include obstacles)', () => {
  // Asteroid 1's outline (mm about its bounding-box centre) has a vertical edge x = −17.17 from y = −4.07 to 3.01
  // (its leftmost points) and a vertical edge x = 17.17 from y = 10.8 to 13.98 (its rightmost points).
  it('Measuring Range: ship to asteroid, the asteroid’s flat left side 62.83 from the ship’s right side', () => {
    // Ship (400, 300): right side x = 420, y 280..320. Asteroid 1 at (500, 300): left edge x = 482.83, y 295.93..303.01.
    const rock = placeObstacle('Asteroid 1', { x: 500, y: 300, heading: 0 });
    const m = measureRange(ship('small', 400, 300), rock.solid);
    expect(m.distance).toBeCloseTo(62.83, 9);
    expect(m.range).toBe(1);
    for (const p of m.pairs) {
      expect(p.ax).toBeCloseTo(420, 9);
      expect(p.bx).toBeCloseTo(482.83, 9);
    }
  });

  it('Measuring Range: rotated asteroid (heading 90) — its rightmost edge now faces down, 62.83 from the ship', () => {
    // Heading 90 maps local (lx, ly) to (x + ly, y − lx): the edge lx = 17.17 becomes y = 300 − 17.17 = 282.83 for
    // x in 510.8..513.98. Ship at (512, 200): front edge y = 220, x 492..532.
    const rock = placeObstacle('Asteroid 1', { x: 500, y: 300, heading: 90 });
    const m = measureRange(ship('small', 512, 200), rock.solid);
    expect(m.distance).toBeCloseTo(62.83, 9);
    expect(m.range).toBe(1);
  });

  it('Measuring Range: a ship resting on an asteroid is at range 0 of it', () => {
    const rock = placeObstacle('Asteroid 4', { x: 450, y: 450, heading: 0 });
    expect(measureRange(ship('small', 460, 455), rock.solid).range).toBe(0);
  });

  it('Measuring Range: a ship touching the asteroid’s flat side is at range 0', () => {
    // Ship right side x = 482.83 against the asteroid's left edge.
    const rock = placeObstacle('Asteroid 1', { x: 500, y: 300, heading: 0 });
    expect(measureRange(ship('small', 462.83, 300), rock.solid).range).toBe(0);
  });

  it('Measuring Range: obstacle to obstacle, two Asteroid 1s with facing flat edges 85.66 apart', () => {
    // First at (300, 450) heading 0: right edge x = 317.17, y 460.8..463.98. Second at (420, 474.78) heading 180:
    // local (lx, ly) → (420 − lx, 474.78 − ly); its leftmost edge x = 420 − 17.17 = 402.83, y 460.8..463.98.
    // Both are the extreme edges in x and face each other: distance 402.83 − 317.17 = 85.66.
    const a = placeObstacle('Asteroid 1', { x: 300, y: 450, heading: 0 });
    const b = placeObstacle('Asteroid 1', { x: 420, y: 474.78, heading: 180 });
    const m = measureRange(a.solid, b.solid);
    expect(m.distance).toBeCloseTo(85.66, 6);
    expect(m.range).toBe(1);
    for (const p of m.pairs) {
      expect(p.ax).toBeCloseTo(317.17, 6);
      expect(p.bx).toBeCloseTo(402.83, 6);
      expect(p.ay).toBeGreaterThanOrEqual(460.8 - 1e-6);
      expect(p.ay).toBeLessThanOrEqual(463.98 + 1e-6);
    }
  });

  it('Measuring Range: the same pair 14.35 further apart (100.01) is range 2', () => {
    const a = placeObstacle('Asteroid 1', { x: 300, y: 450, heading: 0 });
    const b = placeObstacle('Asteroid 1', { x: 434.35, y: 474.78, heading: 180 });
    const m = measureRange(a.solid, b.solid);
    expect(m.distance).toBeCloseTo(100.01, 6);
    expect(m.range).toBe(2);
  });
});
