import {
  type ArcOwner,
  attackRange,
  type ClosestPair,
  isObstructed,
  type Pose,
  placeConvex,
  placeObstacle,
  pointInPolygon,
  segmentCrossesPolygon,
  shipSolid,
  solidsOverlap,
} from '@xwing/geometry';
import { describe, expect, it } from 'vitest';
import { at, DEG } from './frame.js';

// Rulebook 2.5 (000), Obstruction: "An attack is OBSTRUCTED if the attacker measures range through one or more
// obstacles." geometry.md, Range: "Obstructed: the measured line (between those closest points) crosses an obstacle.
// If several closest pairs tie, the attacker may choose." So a band of tied parallel lines is obstructed only when
// every line of it crosses an obstacle. Touching an obstacle's outline is not measuring through it.

/** The attack's closest pairs from a small attacker's front arc to a small target (guides on the target). */
function pairsFor(attacker: Pose, defender: Pose, arc: 'front' | 'fullFront' = 'front'): ClosestPair[] {
  const owner: ArcOwner = { base: 'small', pose: attacker };
  const r = attackRange(owner, shipSolid('small', attacker, false), arc, shipSolid('small', defender));
  if (!r) throw new Error('the defender is not in arc');
  return r.pairs;
}

const rock = (name: string, x: number, y: number, heading = 0) => placeObstacle(name, { x, y, heading }).solid;

describe('segmentCrossesPolygon (Rulebook 2.5 (000), Obstruction: "measures range through" an obstacle)', () => {
  const square = [0, 0, 10, 0, 10, 10, 0, 10];
  const clockwise = [0, 0, 0, 10, 10, 10, 10, 0];

  for (const [name, ring] of [
    ['counter-clockwise', square],
    ['clockwise', clockwise],
  ] as const) {
    it(`${name} square: a segment straight through is crossing`, () => {
      expect(segmentCrossesPolygon(-5, 5, 15, 5, ring)).toBe(true);
      expect(segmentCrossesPolygon(5, -5, 5, 15, ring)).toBe(true);
    });
    it(`${name} square: the diagonal through two corners crosses the interior`, () => {
      expect(segmentCrossesPolygon(-5, -5, 15, 15, ring)).toBe(true);
    });
    it(`${name} square: touching only a vertex is not crossing`, () => {
      expect(segmentCrossesPolygon(-5, 5, 5, -5, ring)).toBe(false);
      expect(segmentCrossesPolygon(5, 15, 15, 5, ring)).toBe(false);
    });
    it(`${name} square: running along an edge is not crossing`, () => {
      expect(segmentCrossesPolygon(-5, 0, 15, 0, ring)).toBe(false);
      expect(segmentCrossesPolygon(2, 10, 8, 10, ring)).toBe(false);
      expect(segmentCrossesPolygon(10, -3, 10, 13, ring)).toBe(false);
    });
    it(`${name} square: a segment ending inside crosses; one ending on the outline does not`, () => {
      expect(segmentCrossesPolygon(-5, 5, 5, 5, ring)).toBe(true);
      expect(segmentCrossesPolygon(5, 5, 20, 5, ring)).toBe(true);
      expect(segmentCrossesPolygon(-5, 5, 0, 5, ring)).toBe(false);
      expect(segmentCrossesPolygon(10, 5, 20, 5, ring)).toBe(false);
    });
    it(`${name} square: wholly inside crosses, wholly outside does not`, () => {
      expect(segmentCrossesPolygon(2, 2, 8, 8, ring)).toBe(true);
      expect(segmentCrossesPolygon(20, 20, 30, 35, ring)).toBe(false);
      expect(segmentCrossesPolygon(-5, 10.001, 15, 10.001, ring)).toBe(false);
      expect(segmentCrossesPolygon(-5, 9.999, 15, 9.999, ring)).toBe(true);
    });
  }

  // A U open at the top: arms x 0..10 and 20..30, floor y 0..10, notch x 10..20, y 10..30.
  const u = [0, 0, 30, 0, 30, 30, 20, 30, 20, 10, 10, 10, 10, 30, 0, 30];
  it('non-convex U: a segment dropping into the notch without reaching the floor is not crossing', () => {
    expect(segmentCrossesPolygon(15, 40, 15, 15, u)).toBe(false);
    expect(segmentCrossesPolygon(12, 20, 18, 25, u)).toBe(false);
  });
  it('non-convex U: through the notch and on into the floor is crossing', () => {
    expect(segmentCrossesPolygon(15, 40, 15, 5, u)).toBe(true);
  });
  it('non-convex U: across both arms is crossing even though the middle is in the notch', () => {
    expect(segmentCrossesPolygon(-5, 20, 35, 20, u)).toBe(true);
  });
  it('non-convex U: along the tops of both arms and across the mouth is not crossing', () => {
    expect(segmentCrossesPolygon(-5, 30, 35, 30, u)).toBe(false);
  });
  it('non-convex U: along the notch floor (an edge between two reflex corners) is not crossing', () => {
    expect(segmentCrossesPolygon(10, 10, 20, 10, u)).toBe(false);
  });
});

describe('isObstructed: a band of tied parallel closest lines (geometry.md, Range: "the attacker may choose")', () => {
  // Attacker small at (300, 300) heading 0, defender small at (300, 500) heading 180: their front edges (y = 320
  // and y = 480, both x 280..320) face each other, so every vertical line x = c, 280 ≤ c ≤ 320, is a closest line.
  const attacker: Pose = { x: 300, y: 300, heading: 0 };
  const defender: Pose = { x: 300, y: 500, heading: 180 };
  const pairs = pairsFor(attacker, defender);

  it('the closest pairs span the whole band x 280..320, all 160 long', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(2);
    const xs = pairs.map((p) => p.ax);
    expect(Math.min(...xs)).toBeCloseTo(280, 9);
    expect(Math.max(...xs)).toBeCloseTo(320, 9);
    for (const p of pairs) expect(Math.hypot(p.bx - p.ax, p.by - p.ay)).toBeCloseTo(160, 9);
  });

  it('Obstruction: Asteroid 4 (71.2 wide) squarely across the band obstructs every line', () => {
    // Its outline spans x ±35.58 about (300, 400), so every line x in 280..320 runs through it.
    expect(isObstructed(pairs, [rock('Asteroid 4', 300, 400)])).toBe(true);
  });

  it('Obstruction: the same asteroid off to the side (x 364.4..435.6) obstructs nothing', () => {
    expect(isObstructed(pairs, [rock('Asteroid 4', 400, 400)])).toBe(false);
  });

  it('geometry.md, Range: an asteroid covering only part of the band (x 299.4..370.6) does not obstruct — the attacker measures along x = 280', () => {
    const r = rock('Asteroid 4', 335, 400);
    expect(isObstructed(pairs, [r])).toBe(false);
    // …although the lines on its side of the band do cross it.
    expect(segmentCrossesPolygon(315, 320, 315, 480, r.ring)).toBe(true);
    expect(segmentCrossesPolygon(285, 320, 285, 480, r.ring)).toBe(false);
  });

  it('Obstruction: "one or more obstacles" — two asteroids that together cover every line obstruct', () => {
    // Asteroid 1 (x ±17.17) at x 283 covers 265.83..300.17; another at x 317 covers 299.83..334.17.
    const a = rock('Asteroid 1', 283, 370);
    const b = rock('Asteroid 1', 317, 430);
    expect(isObstructed(pairs, [a, b])).toBe(true);
    expect(isObstructed(pairs, [a])).toBe(false);
    expect(isObstructed(pairs, [b])).toBe(false);
  });

  it('geometry.md, Range: two asteroids leaving a 5.66 mm gap (x 297.17..302.83) do not obstruct', () => {
    const a = rock('Asteroid 1', 280, 370);
    const b = rock('Asteroid 1', 320, 430);
    expect(isObstructed(pairs, [a, b])).toBe(false);
    expect(segmentCrossesPolygon(300, 320, 300, 480, a.ring)).toBe(false);
    expect(segmentCrossesPolygon(300, 320, 300, 480, b.ring)).toBe(false);
  });

  it('geometry.md, Obstacles (rotated): Asteroid 12 (x ±9.73, y ±21.59) end-on misses the band’s edges; turned 90° it spans x ±21.59 and obstructs', () => {
    expect(isObstructed(pairs, [rock('Asteroid 12', 300, 400, 0)])).toBe(false);
    expect(isObstructed(pairs, [rock('Asteroid 12', 300, 400, 90)])).toBe(true);
    expect(isObstructed(pairs, [rock('Asteroid 12', 300, 400, 270)])).toBe(true);
  });

  it('geometry.md, Range: an obstacle exactly as wide as the band only touches its edge lines — not obstructed', () => {
    // A convex 40 × 20 outline over x 280..320: the lines x = 280 and x = 320 run along its sides. 0.01 wider on each
    // side, every line crosses it.
    const exact = placeConvex('slab', [-20, -10, 20, -10, 20, 10, -20, 10], { x: 300, y: 400, heading: 0 });
    const wider = placeConvex('slab', [-20.01, -10, 20.01, -10, 20.01, 10, -20.01, 10], { x: 300, y: 400, heading: 0 });
    expect(isObstructed(pairs, [exact.solid])).toBe(false);
    expect(isObstructed(pairs, [wider.solid])).toBe(true);
  });

  it('the same band at heading 37 (everything turned about the attacker) gives the same answers', () => {
    const a: Pose = { x: 450, y: 350, heading: 37 };
    const d = at(a, 0, 200, 180);
    const p = pairsFor(a, d);
    const mid = at(a, 0, 100);
    const side = at(a, 35, 100);
    expect(isObstructed(p, [rock('Asteroid 4', mid.x, mid.y, 37)])).toBe(true);
    expect(isObstructed(p, [rock('Asteroid 4', side.x, side.y, 37)])).toBe(false);
  });
});

describe('isObstructed: a single closest line (Rulebook 2.5 (000), Obstruction)', () => {
  // Attacker small at (300, 300) heading 0; defender small at (395, 420) heading 0. Closest points: the attacker's
  // front-right corner (320, 320) and the defender's rear-left corner (375, 400) — offsets 55, 80, distance 97.08.
  // The corner (75, 100) from the attacker's centre is 36.9° off the heading, inside the 40.62° front arc.
  const attacker: Pose = { x: 300, y: 300, heading: 0 };
  const defender: Pose = { x: 395, y: 420, heading: 0 };
  const pairs = pairsFor(attacker, defender);

  it('the corner-to-corner line is the one closest pair', () => {
    expect(pairs).toHaveLength(1);
    expect(pairs[0]!.ax).toBeCloseTo(320, 9);
    expect(pairs[0]!.ay).toBeCloseTo(320, 9);
    expect(pairs[0]!.bx).toBeCloseTo(375, 9);
    expect(pairs[0]!.by).toBeCloseTo(400, 9);
  });

  it('Obstruction: Asteroid 1 centred on the line’s midpoint (347.5, 360) obstructs', () => {
    const r = rock('Asteroid 1', 347.5, 360);
    // Sanity: the asteroid touches neither ship.
    expect(solidsOverlap(r, shipSolid('small', attacker))).toBe(false);
    expect(solidsOverlap(r, shipSolid('small', defender))).toBe(false);
    expect(isObstructed(pairs, [r])).toBe(true);
  });

  it('Obstruction: the same asteroid 60 to the left of the line does not', () => {
    expect(isObstructed(pairs, [rock('Asteroid 1', 287.5, 400)])).toBe(false);
  });

  it('Obstruction: no obstacles or a range-0 attack (no pairs) is never obstructed', () => {
    expect(isObstructed(pairs, [])).toBe(false);
    expect(isObstructed([], [rock('Asteroid 1', 347.5, 360)])).toBe(false);
  });

  it('Obstruction: a gas cloud obstructs like any other obstacle', () => {
    expect(isObstructed(pairs, [rock('Gas Cloud 1', 347.5, 360)])).toBe(true);
  });

  it('Obstruction: one obstacle on the line among several clear ones obstructs', () => {
    const clear1 = rock('Debris 1', 600, 600);
    const clear2 = rock('Asteroid 9', 200, 600);
    expect(isObstructed(pairs, [clear1, clear2])).toBe(false);
    expect(isObstructed(pairs, [clear1, rock('Asteroid 1', 347.5, 360), clear2])).toBe(true);
  });
});

describe('isObstructed: thin parts and touching (Rulebook 2.5 (000), Obstruction; polygon outlines, not boxes)', () => {
  // Attacker small at (300, 400) heading 90 (front edge x = 320, y 380..420). Defender small at (438.284, 400)
  // heading 45: a diamond whose left corner (438.284 − 20√2, 400) = (410, 400) points at the attacker. The one closest
  // pair is the horizontal line y = 400 from (320, 400) to (410, 400), 90 long.
  const attacker: Pose = { x: 300, y: 400, heading: 90 };
  const defender: Pose = { x: 410 + 20 * Math.SQRT2, y: 400, heading: 45 };
  const pairs = pairsFor(attacker, defender);
  // Asteroid 4's top vertex is (−2.3, 27.96), with neighbours (−6.55, 26.19) and (1.95, 27.61) lower down.

  it('the closest line is the single horizontal pair', () => {
    expect(pairs).toHaveLength(1);
    expect(pairs[0]!.ay).toBeCloseTo(400, 9);
    expect(pairs[0]!.by).toBeCloseTo(400, 9);
    expect(pairs[0]!.ax).toBeCloseTo(320, 9);
    expect(pairs[0]!.bx).toBeCloseTo(410, 9);
  });

  it('Obstruction: the line clipping 0.06 mm off Asteroid 4’s top vertex (a 0.87 mm chord) is obstructed', () => {
    // Asteroid at (380, 372.1): top vertex at (377.7, 400.06). At y = 400 the outline is crossed at x ≈ 377.556 and
    // 378.429.
    const r = rock('Asteroid 4', 380, 372.1);
    expect(solidsOverlap(r, shipSolid('small', defender))).toBe(false);
    expect(solidsOverlap(r, shipSolid('small', attacker))).toBe(false);
    expect(isObstructed(pairs, [r])).toBe(true);
  });

  it('Obstruction: the line just touching that vertex (asteroid at y 372.04, vertex on y = 400) is not obstructed', () => {
    expect(isObstructed(pairs, [rock('Asteroid 4', 380, 372.04)])).toBe(false);
  });

  it('Obstruction: the line passing 0.1 mm above the vertex is not obstructed', () => {
    expect(isObstructed(pairs, [rock('Asteroid 4', 380, 371.94)])).toBe(false);
  });
});

describe('isObstructed: a line along an obstacle’s edge (Rulebook 2.5 (000), Obstruction: touching is not "through")', () => {
  // Attacker and defender small at heading 45 (diamonds), one above the other on x = 482.83: the attacker's top
  // corner (482.83, 228.28) and the defender's bottom corner (482.83, 371.72) are the one closest pair, a vertical
  // line. The defender lies in the attacker's full front arc (45° off its heading: outside its front arc).
  // Asteroid 1 at (500, 300): its leftmost edge is x = 482.83 for y 295.93..303.01, so the line runs along it.
  const attacker: Pose = { x: 482.83, y: 200, heading: 45 };
  const defender: Pose = { x: 482.83, y: 400, heading: 45 };
  const pairs = pairsFor(attacker, defender, 'fullFront');

  it('the closest line is the one vertical pair', () => {
    expect(pairs).toHaveLength(1);
    expect(pairs[0]!.ax).toBeCloseTo(482.83, 9);
    expect(pairs[0]!.bx).toBeCloseTo(482.83, 9);
    expect(pairs[0]!.by - pairs[0]!.ay).toBeCloseTo(200 - 40 * Math.SQRT2, 9);
  });

  it('Obstruction: running along the asteroid’s flat edge is not measuring through it', () => {
    expect(isObstructed(pairs, [rock('Asteroid 1', 500, 300)])).toBe(false);
  });

  it('Obstruction: 0.01 mm further in, the line passes through it', () => {
    expect(isObstructed(pairs, [rock('Asteroid 1', 499.99, 300)])).toBe(true);
  });

  it('Obstruction: 0.01 mm further out, it misses', () => {
    expect(isObstructed(pairs, [rock('Asteroid 1', 500.01, 300)])).toBe(false);
  });
});

describe('isObstructed: a concave notch (geometry.md, Obstacles: outlines are non-convex simple polygons)', () => {
  // Debris 5 has a notch in its top between outline vertices (17.88, 27.61) and (−27.43, 24.78) (the convex hull
  // edge across its mouth) reaching down to (7.96, 8.14). Placed at (450, 450) heading 0.
  const debris = placeObstacle('Debris 5', { x: 450, y: 450, heading: 0 });
  /** How far below the notch's mouth line a table point lies (positive: inside the convex hull). */
  const belowMouth = (x: number, y: number) => {
    const lx = x - 450;
    const ly = y - 450;
    const mouthY = 24.78 + ((lx + 27.43) * (27.61 - 24.78)) / (17.88 + 27.43);
    return mouthY - ly;
  };

  it('a line dropping into the notch and ending there is not measured through the debris', () => {
    // From local (−5, 60), above the debris, to local (8, 15), 12 mm down inside the notch, clear of its walls.
    const p: ClosestPair = { ax: 445, ay: 510, bx: 458, by: 465 };
    expect(belowMouth(p.bx, p.by)).toBeGreaterThan(10);
    expect(pointInPolygon(debris.solid.ring, p.bx, p.by)).toBe(false);
    expect(isObstructed([p], [debris.solid])).toBe(false);
    // Continued to local (9, 5), below the notch floor, it is.
    expect(isObstructed([{ ...p, bx: 459, by: 455 }], [debris.solid])).toBe(true);
  });

  it('Targeting Restrictions + Obstruction: a defender nestled in the notch, attack line ending 9 mm inside it, not obstructed', () => {
    // Defender small at (453, 494) heading 30: its rear-right corner (460.32, 466.68) pokes 10 mm into the notch
    // without overlapping the debris. Attacker small at (310, 535) heading 155. Part of the defender is in the
    // attacker's front arc; the closest point of that part lies where the arc's left line (heading 155 − 40.62)
    // crosses the defender's rear edge, inside the notch; the line to it from the attacker's front-left corner
    // (336.58, 525.33) enters the notch across its mouth and never enters the debris.
    const attacker: Pose = { x: 310, y: 535, heading: 155 };
    const defender: Pose = { x: 453, y: 494, heading: 30 };
    expect(solidsOverlap(shipSolid('small', defender), debris.solid)).toBe(false);
    const owner: ArcOwner = { base: 'small', pose: attacker };
    const r = attackRange(owner, shipSolid('small', attacker, false), 'front', shipSolid('small', defender))!;
    expect(r.range).toBe(2);
    expect(r.pairs).toHaveLength(1);
    const p = r.pairs[0]!;
    const corner = at(attacker, -20, 20);
    expect(p.ax).toBeCloseTo(corner.x, 6);
    expect(p.ay).toBeCloseTo(corner.y, 6);
    // The far end lies on the arc's left line, 9.45 mm inside the notch (within the debris's bounding box, whose
    // top is 450 + 27.61).
    const dir = (155 - 40.62) * DEG;
    const cross = (p.bx - attacker.x) * Math.cos(dir) - (p.by - attacker.y) * Math.sin(dir);
    expect(cross).toBeCloseTo(0, 6);
    expect(belowMouth(p.bx, p.by)).toBeCloseTo(9.45, 1);
    expect(p.by).toBeLessThan(debris.solid.bounds.maxY);
    expect(isObstructed(r.pairs, [debris.solid])).toBe(false);
  });

  it('Obstruction: the outline, not the bounding box — a line across the box corner of Asteroid 1 is clear', () => {
    // Asteroid 1 at (400, 400): its box is x 382.83..417.17, y 378.23..421.77, but the outline's top-right is cut
    // away: along (1, 1) its farthest point is the vertex (15.04, 18.58), lx + ly = 33.62 (neighbours (17.17, 13.98)
    // → 31.15 and (9.73, 21.77) → 31.5). The segment x + y = 838 (lx + ly = 38) passes through the box corner (at
    // x = 417.17 it is at y = 420.83 < 421.77) but misses the outline by 4.38/√2 = 3.1 mm.
    const a1 = placeObstacle('Asteroid 1', { x: 400, y: 400, heading: 0 });
    const q: ClosestPair = { ax: 400, ay: 438, bx: 438, by: 400 };
    const yAtBoxRightEdge = 838 - 417.17;
    expect(yAtBoxRightEdge).toBeLessThan(a1.solid.bounds.maxY);
    expect(isObstructed([q], [a1.solid])).toBe(false);
    // Pushed 5 mm closer (x + y = 833, lx + ly = 33), it cuts 0.44 mm off the vertex (15.04, 18.58).
    expect(isObstructed([{ ax: 400, ay: 433, bx: 433, by: 400 }], [a1.solid])).toBe(true);
  });
});
