import {
  findObstacle,
  GeometryError,
  measureRange,
  obstacleOutlines,
  type Pose,
  placeDeviceToken,
  placeObstacle,
  pointInPolygon,
  shipSolid,
  signedArea,
  solidsOverlap,
  triangulate,
} from '@xwing/geometry';
import { describe, expect, it } from 'vitest';
import { at } from './frame.js';

// geometry.md, Obstacles: 30 outlines (asteroids 1–12, debris 1–6, gas clouds 1–6 and three more asteroids and
// debris), and the four tokens cards place (electro-chaff cloud, loose cargo, spare parts; s36-vizsla; and the Blaze a
// Blazer Bomb leaves, unmeasured), vertices in mm about the bounding-box centre, non-convex simple polygons. Rulebook 2.5 (000), Moving
// Through and Overlapping Obstacles: what matters is whether the base overlaps the obstacle itself.

const area = (ring: readonly number[]) => signedArea([...ring]);

describe('the obstacle set (geometry.md, Obstacles)', () => {
  const all = obstacleOutlines();

  it('geometry.md, Obstacles: all 34 outlines load (30 for Setup, 4 tokens cards place)', () => {
    expect(all.length).toBe(34);
    expect(all.filter((o) => o.placedByCards).map((o) => o.id)).toEqual([
      'electro-chaff-cloud',
      'loose-cargo',
      'spare-parts',
      'blaze',
    ]);
  });

  it('geometry.md, Obstacles: the Blaze is marked unmeasured, the footprint of the bomb token it replaces', () => {
    const blaze = findObstacle('blaze')!;
    expect(blaze.measured).toBe(false);
    expect(blaze.source).toMatch(/no source gives the Blaze's outline/);
    const bomb = placeDeviceToken('b', 'blazer-bomb', { x: 300, y: 300, heading: 30 });
    expect(placeObstacle('blaze', { x: 300, y: 300, heading: 30 }).solid.ring).toEqual(bomb.solid.ring);
    expect(all.filter((o) => o.measured === false).map((o) => o.id)).toEqual(['blaze']);
  });

  it('geometry.md, Obstacles: the names are asteroids 1–12, debris 1–6, gas clouds 1–6 and the three Pom asteroids and debris', () => {
    const names = all.map((o) => o.name).sort();
    const expected = [
      ...Array.from({ length: 12 }, (_, i) => `Asteroid ${i + 1}`),
      ...Array.from({ length: 6 }, (_, i) => `Debris ${i + 1}`),
      ...Array.from({ length: 6 }, (_, i) => `Gas Cloud ${i + 1}`),
      'PomAsteroid1',
      'PomAsteroid2',
      'PomAsteroid3',
      'PomDebris1',
      'PomDebris2',
      'PomDebris3',
      'Electro-Chaff Cloud',
      'Loose Cargo',
      'Spare Parts',
      'Blaze',
    ].sort();
    expect(names).toEqual(expected);
  });

  it('geometry.md, Obstacles: kinds — 15 asteroids, 9 debris clouds, 6 gas clouds', () => {
    const count = (k: string) => all.filter((o) => o.kind === k).length;
    expect(count('asteroid')).toBe(15);
    expect(count('debris')).toBe(9);
    expect(count('gas-cloud')).toBe(6);
    expect(count('electro-chaff')).toBe(1);
    expect(count('loose-cargo')).toBe(1);
    expect(count('spare-parts')).toBe(1);
    expect(count('blaze')).toBe(1);
    for (const o of all.filter((x) => !x.placedByCards)) {
      const expectedKind = o.name.startsWith('Gas') ? 'gas-cloud' : /debris/i.test(o.name) ? 'debris' : 'asteroid';
      expect(o.kind, o.name).toBe(expectedKind);
    }
  });

  it('xws-style ids: lower case words joined by hyphens, unique', () => {
    const ids = all.map((o) => o.id);
    expect(new Set(ids).size).toBe(34);
    expect(findObstacle('Electro-Chaff Cloud')!.id).toBe('electro-chaff-cloud');
    expect(findObstacle('Loose Cargo')!.id).toBe('loose-cargo');
    expect(findObstacle('Spare Parts')!.id).toBe('spare-parts');
    for (const id of ids) expect(id).toMatch(/^[a-z]+(-[a-z0-9]+)*$/);
    expect(findObstacle('Asteroid 3')!.id).toBe('asteroid-3');
    expect(findObstacle('Gas Cloud 5')!.id).toBe('gas-cloud-5');
    expect(findObstacle('PomAsteroid1')!.id).toBe('pom-asteroid-1');
    expect(findObstacle('PomDebris3')!.id).toBe('pom-debris-3');
  });

  it('geometry.md, Obstacles: "Gas Cloud 5 is three small clouds in the real set" — three pieces, the rest one', () => {
    for (const o of all) expect(o.pieces, o.name).toBe(o.name === 'Gas Cloud 5' ? 3 : 1);
  });

  it('every outline is a counter-clockwise ring about its bounding-box centre, matching its stated size within 0.5 mm', () => {
    for (const o of all) {
      expect(o.ring.length % 2, o.name).toBe(0);
      expect(o.ring.length, o.name).toBeGreaterThanOrEqual(6);
      expect(area(o.ring), o.name).toBeGreaterThan(0);
      let minX = Infinity;
      let maxX = -Infinity;
      let minY = Infinity;
      let maxY = -Infinity;
      for (let i = 0; i < o.ring.length; i += 2) {
        minX = Math.min(minX, o.ring[i]!);
        maxX = Math.max(maxX, o.ring[i]!);
        minY = Math.min(minY, o.ring[i + 1]!);
        maxY = Math.max(maxY, o.ring[i + 1]!);
      }
      expect(Math.abs(maxX - minX - o.size[0]), o.name).toBeLessThan(0.5);
      expect(Math.abs(maxY - minY - o.size[1]), o.name).toBeLessThan(0.5);
      expect(Math.abs(maxX + minX) / 2, o.name).toBeLessThan(0.5);
      expect(Math.abs(maxY + minY) / 2, o.name).toBeLessThan(0.5);
    }
  });

  it('geometry.md, Obstacles: every outline is a simple polygon (no two non-adjacent edges meet)', () => {
    for (const o of all) {
      const r = o.ring;
      const n = r.length / 2;
      const seg = (i: number) => [r[2 * i]!, r[2 * i + 1]!, r[2 * ((i + 1) % n)]!, r[2 * ((i + 1) % n) + 1]!] as const;
      for (let i = 0; i < n; i++) {
        for (let j = i + 2; j < n; j++) {
          if (i === 0 && j === n - 1) continue;
          const [ax, ay, bx, by] = seg(i);
          const [cx, cy, dx, dy] = seg(j);
          const d1 = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
          const d2 = (bx - ax) * (dy - ay) - (by - ay) * (dx - ax);
          const d3 = (dx - cx) * (ay - cy) - (dy - cy) * (ax - cx);
          const d4 = (dx - cx) * (by - cy) - (dy - cy) * (bx - cx);
          const crosses = d1 * d2 < 0 && d3 * d4 < 0;
          expect(crosses, `${o.name} edges ${i} and ${j}`).toBe(false);
        }
      }
    }
  });

  it('geometry.md, Obstacles: the outlines are non-convex (at least some have reflex vertices)', () => {
    let nonConvex = 0;
    for (const o of all) {
      const r = o.ring;
      const n = r.length / 2;
      for (let i = 0; i < n; i++) {
        const a = (i + n - 1) % n;
        const c = (i + 1) % n;
        const turn =
          (r[2 * i]! - r[2 * a]!) * (r[2 * c + 1]! - r[2 * a + 1]!) -
          (r[2 * i + 1]! - r[2 * a + 1]!) * (r[2 * c]! - r[2 * a]!);
        if (turn < 0) {
          nonConvex++;
          break;
        }
      }
    }
    expect(nonConvex).toBeGreaterThan(20);
  });
});

describe('triangulation (geometry.md, Obstacles: simple polygons, overlap tested on the polygon itself)', () => {
  for (const o of obstacleOutlines()) {
    it(`${o.name}: the triangles tile the outline — their areas sum to signedArea(ring), each counter-clockwise`, () => {
      const tris = triangulate([...o.ring]);
      expect(tris.length).toBeGreaterThanOrEqual(1);
      expect(tris.length).toBeLessThanOrEqual(o.ring.length / 2 - 2);
      let sum = 0;
      for (const t of tris) {
        expect(t.length).toBe(6);
        const a = signedArea(t);
        expect(a).toBeGreaterThan(0);
        sum += a;
      }
      expect(sum).toBeCloseTo(area(o.ring), 6);
      // Every triangle's centroid lies inside the outline.
      for (const t of tris) {
        const cx = (t[0]! + t[2]! + t[4]!) / 3;
        const cy = (t[1]! + t[3]! + t[5]!) / 3;
        expect(pointInPolygon([...o.ring], cx, cy)).toBe(true);
      }
    });
  }

  it('placeObstacle’s parts are the triangles, placed: their areas sum to the placed ring’s area', () => {
    const p = placeObstacle('Debris 5', { x: 457.2, y: 457.2, heading: 123 });
    const sum = p.solid.parts.reduce((s, t) => s + signedArea(t), 0);
    expect(sum).toBeCloseTo(signedArea(p.solid.ring), 6);
    expect(signedArea(p.solid.ring)).toBeCloseTo(area(findObstacle('Debris 5')!.ring), 6);
  });

  // Reference areas (obstacle-outlines.json, area_mm2, measured from the piece masks; the last three from
  // scripts/obstacle-outlines-more.json, measured the same way), copied here as literals.
  const REFERENCE: [string, number][] = [
    ['Electro-Chaff Cloud', 2906],
    ['Loose Cargo', 4113],
    ['Spare Parts', 1665],
    ['Asteroid 1', 1091],
    ['Asteroid 12', 512],
    ['Debris 5', 2603],
    ['Gas Cloud 4', 2826],
    ['PomDebris3', 3151],
  ];
  for (const [name, ref] of REFERENCE) {
    it(`geometry.md, Obstacles: ${name}'s outline area is within 2% of the measured ${ref} mm²`, () => {
      const a = area(findObstacle(name)!.ring);
      expect(Math.abs(a - ref) / ref).toBeLessThan(0.02);
      const tris = triangulate([...findObstacle(name)!.ring]);
      expect(Math.abs(tris.reduce((s, t) => s + signedArea(t), 0) - ref) / ref).toBeLessThan(0.02);
    });
  }

  it('triangulate: a U-shaped polygon (900 − 200 = 700 mm²) and a square with a collinear vertex', () => {
    const u = [0, 0, 30, 0, 30, 30, 20, 30, 20, 10, 10, 10, 10, 30, 0, 30];
    const tris = triangulate(u);
    expect(tris.reduce((s, t) => s + signedArea(t), 0)).toBeCloseTo(700, 9);
    // No triangle covers the notch's centre (15, 20).
    for (const t of tris) {
      const inside =
        signedArea([t[0]!, t[1]!, t[2]!, t[3]!, 15, 20]) > 0 &&
        signedArea([t[2]!, t[3]!, t[4]!, t[5]!, 15, 20]) > 0 &&
        signedArea([t[4]!, t[5]!, t[0]!, t[1]!, 15, 20]) > 0;
      expect(inside).toBe(false);
    }
    const sq = triangulate([0, 0, 5, 0, 10, 0, 10, 10, 0, 10]);
    expect(sq.reduce((s, t) => s + signedArea(t), 0)).toBeCloseTo(100, 9);
  });
});

describe("the tokens cards place (scripts/obstacle-outlines-more.json: the Vassal module's footprints)", () => {
  it('sizes and template offsets as measured: the cloud 114.3 × 40.7 mm, 17.7 mm; the cargo 91.3 × 65.8 mm, 29.2 mm', () => {
    expect(findObstacle('Electro-Chaff Cloud')).toMatchObject({ size: [114.3, 40.7], templateOffset: 17.7 });
    expect(findObstacle('Loose Cargo')).toMatchObject({ size: [91.3, 65.8], templateOffset: 29.2 });
    expect(findObstacle('Spare Parts')).toMatchObject({ size: [49.6, 48.5], templateOffset: -15.4 });
    // The Setup obstacles have none: no card places them.
    expect(findObstacle('Asteroid 1')!.templateOffset).toBeUndefined();
  });
});

describe('findObstacle and placeObstacle (geometry.md, Obstacles)', () => {
  it('finds by name and by id, ignoring case', () => {
    const a = findObstacle('Asteroid 3');
    expect(a).toBeDefined();
    expect(a!.name).toBe('Asteroid 3');
    expect(findObstacle('asteroid 3')).toBe(a);
    expect(findObstacle('ASTEROID 3')).toBe(a);
    expect(findObstacle('asteroid-3')).toBe(a);
    expect(findObstacle('Asteroid-3')).toBe(a);
    expect(findObstacle('GAS-CLOUD-5')).toBe(findObstacle('gas cloud 5'));
    expect(findObstacle('pomdebris2')).toBe(findObstacle('pom-debris-2'));
  });

  it('an unknown obstacle is undefined to findObstacle and a GeometryError "unknown-obstacle" to placeObstacle', () => {
    expect(findObstacle('Asteroid 13')).toBeUndefined();
    expect(() => placeObstacle('Asteroid 13', { x: 0, y: 0, heading: 0 })).toThrow(GeometryError);
    try {
      placeObstacle('Death Star', { x: 0, y: 0, heading: 0 });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(GeometryError);
      expect((e as GeometryError).code).toBe('unknown-obstacle');
      expect((e as GeometryError).message).toContain('Death Star');
    }
  });

  it('placeObstacle carries id, name and kind, and turns the outline by the heading (clockwise)', () => {
    const pose: Pose = { x: 300, y: 400, heading: 90 };
    const p = placeObstacle('debris-2', pose, 'rock-a');
    expect(p.id).toBe('rock-a');
    expect(p.name).toBe('Debris 2');
    expect(p.kind).toBe('debris');
    expect(placeObstacle('Debris 2', pose).id).toBe('Debris 2');
    const ring = findObstacle('Debris 2')!.ring;
    for (let i = 0; i < ring.length; i += 2) {
      // Heading 90: local (lx, ly) → (x + ly, y − lx).
      expect(p.solid.ring[i]!).toBeCloseTo(300 + ring[i + 1]!, 9);
      expect(p.solid.ring[i + 1]!).toBeCloseTo(400 - ring[i]!, 9);
    }
  });
});

describe('solidsOverlap of ships and obstacles — the polygon, not its box (Rulebook 2.5 (000), Moving Through and Overlapping Obstacles)', () => {
  it('a small base in Asteroid 1’s bounding-box corner, clear of the cut-away outline, does not overlap it', () => {
    // Asteroid 1 at (400, 400): box up to (417.17, 421.77). Ship at (436, 440.5): square from (416, 420.5) — inside
    // the box's corner. The outline there runs (17.17, 13.98) → (15.04, 18.58) → (9.73, 21.77): at x = 16 it is at
    // y = 16.5 < 20.5, and no vertex has x ≥ 16 and y ≥ 20.5. Rear guides are at x 422.4..426 and 446..449.6.
    const rock = placeObstacle('Asteroid 1', { x: 400, y: 400, heading: 0 });
    const ship = shipSolid('small', { x: 436, y: 440.5, heading: 0 });
    expect(ship.bounds.minX).toBeLessThan(rock.solid.bounds.maxX);
    expect(ship.bounds.minY).toBeLessThan(rock.solid.bounds.maxY);
    expect(solidsOverlap(ship, rock.solid)).toBe(false);
    expect(solidsOverlap(rock.solid, ship)).toBe(false);
    expect(measureRange(shipSolid('small', { x: 436, y: 440.5, heading: 0 }, false), rock.solid).range).toBe(1);
  });

  it('the same ship moved 5 mm down-left, onto the vertex (15.04, 18.58), overlaps', () => {
    const rock = placeObstacle('Asteroid 1', { x: 400, y: 400, heading: 0 });
    expect(solidsOverlap(shipSolid('small', { x: 431, y: 435.5, heading: 0 }), rock.solid)).toBe(true);
  });

  it('a small base poking 10 mm into Debris 5’s notch (inside its convex hull) does not overlap it', () => {
    // Debris 5 at (450, 450): the notch's mouth runs between (17.88, 27.61) and (−27.43, 24.78). Ship at
    // (453, 494) heading 30: its rear-right corner (453 + 20cos30 − 20sin30, 494 − 20sin30 − 20cos30) =
    // (460.32, 466.68) is local (10.32, 16.68), 10.4 below the mouth line, with its edges clear of the walls.
    const rock = placeObstacle('Debris 5', { x: 450, y: 450, heading: 0 });
    const pose: Pose = { x: 453, y: 494, heading: 30 };
    const corner = at(pose, 20, -20);
    expect(corner.x).toBeCloseTo(460.32, 2);
    expect(corner.y).toBeCloseTo(466.68, 2);
    expect(pointInPolygon(rock.solid.ring, corner.x, corner.y)).toBe(false);
    expect(solidsOverlap(shipSolid('small', pose), rock.solid)).toBe(false);
    // 2 mm further down it meets the notch's wall.
    expect(solidsOverlap(shipSolid('small', { ...pose, y: 492 }), rock.solid)).toBe(true);
  });

  it('Measuring Range: that nestled base is 0.737 mm from the debris — range 1, measured to the notch wall, not 0', () => {
    // Independently computed (vertex-to-edge distances both ways between the square and the outline): 0.7367.
    const rock = placeObstacle('Debris 5', { x: 450, y: 450, heading: 0 });
    const m = measureRange(shipSolid('small', { x: 453, y: 494, heading: 30 }, false), rock.solid);
    expect(m.distance).toBeCloseTo(0.7367, 4);
    expect(m.range).toBe(1);
  });

  it('touching is not overlapping: a base flush against Asteroid 1’s flat left edge', () => {
    // The edge x = −17.17 (y −4.07..3.01) is the asteroid's leftmost; ship's right side on x = 482.83.
    const rock = placeObstacle('Asteroid 1', { x: 500, y: 300, heading: 0 });
    expect(solidsOverlap(shipSolid('small', { x: 462.83, y: 300, heading: 0 }), rock.solid)).toBe(false);
    expect(solidsOverlap(shipSolid('small', { x: 462.84, y: 300, heading: 0 }), rock.solid)).toBe(true);
  });

  it('an obstacle wholly under a large base overlaps it', () => {
    // Asteroid 10 is 34.7 square; the large base is 80 square.
    const rock = placeObstacle('Asteroid 10', { x: 400, y: 400, heading: 20 });
    expect(solidsOverlap(shipSolid('large', { x: 400, y: 400, heading: 0 }), rock.solid)).toBe(true);
  });

  it('geometry.md, Bases: guides count for overlap — only a front guide reaching into the asteroid overlaps', () => {
    // Asteroid 1 at (400, 400): its lowest point is the vertex (4.07, −21.77) → (404.07, 378.23). Ship heading 0 at
    // (392, 357.23): square top y = 377.23, 1 mm below the asteroid; its right front guide (x 402..405.6, y 377.23..
    // 379.23) reaches 1 mm past that vertex.
    const rock = placeObstacle('Asteroid 1', { x: 400, y: 400, heading: 0 });
    const pose: Pose = { x: 392, y: 357.23, heading: 0 };
    expect(solidsOverlap(shipSolid('small', pose, false), rock.solid)).toBe(false);
    expect(solidsOverlap(shipSolid('small', pose), rock.solid)).toBe(true);
  });
});

describe('rotated obstacles (geometry.md, Obstacles; headings clockwise)', () => {
  it('Asteroid 1 end-on (heading 0, x ±17.17) misses a ship 2 mm beyond its side; turned 90° (x ±21.77) it overlaps', () => {
    // Ship left side at x = 419.17.
    const ship = shipSolid('small', { x: 439.17, y: 400, heading: 0 });
    expect(solidsOverlap(ship, placeObstacle('Asteroid 1', { x: 400, y: 400, heading: 0 }).solid)).toBe(false);
    // Heading 90 puts local (9.73, 21.77) at (421.77, 390.27), inside the ship's square.
    expect(solidsOverlap(ship, placeObstacle('Asteroid 1', { x: 400, y: 400, heading: 90 }).solid)).toBe(true);
    // Heading 270 maps (lx, ly) → (x − ly, y + lx): local (4.07, −21.77) lands at (421.77, 404.07).
    expect(solidsOverlap(ship, placeObstacle('Asteroid 1', { x: 400, y: 400, heading: 270 }).solid)).toBe(true);
  });

  it('turning the whole scene (ship and obstacle) about the obstacle does not change the answer', () => {
    for (const [name, lx, ly, turn, expected] of [
      ['Asteroid 1', 36, 40.5, 0, false],
      ['Asteroid 1', 31, 35.5, 0, true],
      ['Debris 5', 3, 44, 30, false],
      ['Debris 5', 3, 42, 30, true],
    ] as const) {
      for (const heading of [0, 37, 90, 210, 333]) {
        const o: Pose = { x: 457.2, y: 457.2, heading };
        const rock = placeObstacle(name, o);
        const ship = shipSolid('small', at(o, lx, ly, turn));
        expect(solidsOverlap(ship, rock.solid), `${name} at ${heading}`).toBe(expected);
      }
    }
  });
});
