import {
  checkObstaclePlacement,
  inSetupZone,
  isOutsidePlayArea,
  measureRange,
  PLAY_AREA_SIZE,
  placeObstacle,
  shipSolid,
} from '@xwing/geometry';
import { describe, expect, it } from 'vitest';

// Rulebook 2.5 (000), Setup: "Establish a 3' x 3' play area"; "4. Place Obstacles: … Obstacles must be placed
// beyond range 1 of each other and beyond range 2 of each edge of the play area"; "5. Place Forces: … Players must
// place ships within range 1 of their player edge." Measuring Range: "An object is BEYOND a range if no part of it
// falls between the object being measured from and the specified range." geometry.md, Play area: 914.4 square;
// setup zone = whole base (guides count, as for fleeing) within range 1 of the edge; obstacles in the 514.4 square.

const small = (x: number, y: number, heading = 0) => shipSolid('small', { x, y, heading });

describe('play area (Rulebook 2.5 (000), Setup: 3 ft square; geometry.md, Play area)', () => {
  it('the play area is 914.4 mm square', () => {
    expect(PLAY_AREA_SIZE).toBeCloseTo(3 * 304.8, 9);
  });

  it('First edition (002), Fleeing the battlefield: "if any part of its base is outside the play area" — guides included (geometry.md)', () => {
    // Small at y = 892.4 heading 0: square top 912.4, front guides to 914.4 — exactly on the edge: inside.
    expect(isOutsidePlayArea(small(400, 892.4))).toBe(false);
    expect(isOutsidePlayArea(small(400, 892.5))).toBe(true);
    // Without guides the same base is still inside.
    expect(isOutsidePlayArea(shipSolid('small', { x: 400, y: 892.5, heading: 0 }, false))).toBe(false);
    // Sideways (heading 90) the guides point along x: the square may touch the top edge.
    expect(isOutsidePlayArea(small(400, 894.4, 90))).toBe(false);
    expect(isOutsidePlayArea(small(20, 400, 0))).toBe(false);
    expect(isOutsidePlayArea(small(19.99, 400, 0))).toBe(true);
  });
});

describe('inSetupZone (Rulebook 2.5 (000), Setup, Place Forces: "within range 1 of their player edge")', () => {
  it('Place Forces: a small ship well inside the first player’s zone (y 38..82 with guides)', () => {
    expect(inSetupZone(small(400, 60), 'first')).toBe(true);
    expect(inSetupZone(small(400, 60), 'second')).toBe(false);
  });

  it('Place Forces: front guides exactly on the range-1 line (y = 100) are within range 1', () => {
    // Centre 78: square to 98, guides to 100.
    expect(inSetupZone(small(400, 78), 'first')).toBe(true);
  });

  it('Place Forces: crossing the range-1 line by 0.01 is not within range 1', () => {
    expect(inSetupZone(small(400, 78.01), 'first')).toBe(false);
  });

  it('geometry.md, Bases: guides count — a square inside the zone with its guides over the line is out', () => {
    // Centre 79: square to 99 (inside), guides to 101.
    expect(inSetupZone(shipSolid('small', { x: 400, y: 79, heading: 0 }, false), 'first')).toBe(true);
    expect(inSetupZone(small(400, 79), 'first')).toBe(false);
    // Facing sideways, the guides point along x: the square may reach the line.
    expect(inSetupZone(small(400, 80, 90), 'first')).toBe(true);
    expect(inSetupZone(small(400, 80.01, 90), 'first')).toBe(false);
  });

  it('Place Forces: a large ship at the second player’s edge facing the first player', () => {
    // The zone is y 814.4..914.4. Large at y 872.4 heading 180: rear guides up to 914.4 (on the edge), front guides
    // down to 830.4: in. Centre 856.4: front guides at 856.4 − 42 = 814.4, exactly on the line: in; 856.39: out.
    expect(inSetupZone(shipSolid('large', { x: 457.2, y: 872.4, heading: 180 }), 'second')).toBe(true);
    expect(inSetupZone(shipSolid('large', { x: 457.2, y: 856.4, heading: 180 }), 'second')).toBe(true);
    expect(inSetupZone(shipSolid('large', { x: 457.2, y: 856.39, heading: 180 }), 'second')).toBe(false);
    expect(inSetupZone(shipSolid('large', { x: 457.2, y: 872.4, heading: 180 }), 'first')).toBe(false);
  });

  it('Place Forces: a medium ship turned 45° — its corner is 30√2 = 42.43 from its centre', () => {
    // Heading 45: the front-left corner points straight up (+y), the rear-right straight down; the guides on the
    // slanted edges stay below the top corner. Centre 100 − 42.43 = 57.57.
    const top = 30 * Math.SQRT2;
    expect(inSetupZone(shipSolid('medium', { x: 457.2, y: 100 - top - 0.01, heading: 45 }), 'first')).toBe(true);
    expect(inSetupZone(shipSolid('medium', { x: 457.2, y: 100 - top + 0.01, heading: 45 }), 'first')).toBe(false);
  });

  it('Place Forces: the ship must be inside the play area — off the player edge or a side edge is out', () => {
    // Centre 15: rear guides at −7.
    expect(inSetupZone(small(400, 15), 'first')).toBe(false);
    // Centre 22: rear guides at 0, on the edge: in.
    expect(inSetupZone(small(400, 22), 'first')).toBe(true);
    // Off the left edge.
    expect(inSetupZone(small(10, 50), 'first')).toBe(false);
    expect(inSetupZone(small(20, 50), 'first')).toBe(true);
    // Off the right edge.
    expect(inSetupZone(small(PLAY_AREA_SIZE - 19.9, 50), 'first')).toBe(false);
    expect(inSetupZone(small(PLAY_AREA_SIZE - 20, 50), 'first')).toBe(true);
    // Beyond the second player's edge.
    expect(inSetupZone(small(400, PLAY_AREA_SIZE - 10, 180), 'second')).toBe(false);
  });

  it('Place Forces: the middle of the table is nobody’s zone', () => {
    expect(inSetupZone(small(457.2, 457.2), 'first')).toBe(false);
    expect(inSetupZone(small(457.2, 457.2), 'second')).toBe(false);
  });
});

describe('checkObstaclePlacement: edges (Rulebook 2.5 (000), Setup, Place Obstacles: "beyond range 2 of each edge")', () => {
  // Asteroid 1's outline spans x ±17.17 and y ±21.77 about its centre.
  const at = (x: number, y: number, heading = 0, id = 'a1') => placeObstacle('Asteroid 1', { x, y, heading }, id);

  it('Place Obstacles: in the middle of the table, alone, is legal', () => {
    const r = checkObstaclePlacement(at(457.2, 457.2), []);
    expect(r.legal).toBe(true);
    expect(r.reasons).toEqual([]);
  });

  it('Place Obstacles: exactly at range 2 of the left edge (leftmost point on x = 200) is not beyond range 2', () => {
    const r = checkObstaclePlacement(at(217.17, 457.2), []);
    expect(r.legal).toBe(false);
    expect(r.reasons.join(' ')).toContain('range 2');
    expect(r.reasons.join(' ')).toContain('a1');
  });

  it('Place Obstacles: 0.03 further in (x = 200.03) is beyond range 2', () => {
    expect(checkObstaclePlacement(at(217.2, 457.2), []).legal).toBe(true);
  });

  it('Place Obstacles: every edge — left, right, first player’s, second player’s', () => {
    const far = PLAY_AREA_SIZE - 200; // 714.4
    expect(checkObstaclePlacement(at(far - 17.2, 457.2), []).legal).toBe(true);
    expect(checkObstaclePlacement(at(far - 17.1, 457.2), []).legal).toBe(false);
    expect(checkObstaclePlacement(at(457.2, 200 + 21.8), []).legal).toBe(true);
    expect(checkObstaclePlacement(at(457.2, 200 + 21.7), []).legal).toBe(false);
    expect(checkObstaclePlacement(at(457.2, far - 21.8), []).legal).toBe(true);
    expect(checkObstaclePlacement(at(457.2, far - 21.7), []).legal).toBe(false);
  });

  it('Place Obstacles: a rotated obstacle is measured by its turned outline (heading 90: x ±21.77)', () => {
    expect(checkObstaclePlacement(at(221.8, 457.2, 90), []).legal).toBe(true);
    expect(checkObstaclePlacement(at(221.7, 457.2, 90), []).legal).toBe(false);
    // The same x is fine unturned (x ±17.17).
    expect(checkObstaclePlacement(at(221.7, 457.2, 0), []).legal).toBe(true);
  });

  it('Place Obstacles: the legal area is the 514.4 mm central square — a big obstacle can fit, not much more', () => {
    // Debris 5 is 85.3 wide: fits anywhere in a 514.4 − 85.3 range of centres.
    const d5 = placeObstacle('Debris 5', { x: 457.2, y: 457.2, heading: 0 }, 'd5');
    expect(checkObstaclePlacement(d5, []).legal).toBe(true);
  });
});

describe('checkObstaclePlacement: other obstacles (Rulebook 2.5 (000), Setup, Place Obstacles: "beyond range 1 of each other")', () => {
  // Two Asteroid 1s with facing flat edges: the first at (300, 450) heading 0 has its rightmost edge x = 317.17 for
  // y 460.8..463.98; the second at (X, 474.78) heading 180 has its leftmost edge x = X − 17.17 over the same y.
  // Gap = X − 334.34.
  const first = placeObstacle('Asteroid 1', { x: 300, y: 450, heading: 0 }, 'first');
  const second = (X: number) => placeObstacle('Asteroid 1', { x: X, y: 474.78, heading: 180 }, 'second');

  it('the construction: gap 100 at X = 434.34', () => {
    expect(measureRange(first.solid, second(434.34).solid).distance).toBeCloseTo(100, 6);
  });

  it('Place Obstacles: exactly 100 mm apart is NOT beyond range 1', () => {
    const r = checkObstaclePlacement(second(434.34), [first]);
    expect(r.legal).toBe(false);
    expect(r.reasons).toHaveLength(1);
    expect(r.reasons[0]).toContain('range 1');
    expect(r.reasons[0]).toContain('first');
  });

  it('Place Obstacles: 100.01 apart is beyond range 1', () => {
    expect(checkObstaclePlacement(second(434.35), [first]).legal).toBe(true);
  });

  it('Place Obstacles: 60 apart (range 1) is illegal, and so is an overlap', () => {
    expect(checkObstaclePlacement(second(394.34), [first]).legal).toBe(false);
    expect(checkObstaclePlacement(second(320), [first]).legal).toBe(false);
  });

  it('Place Obstacles: checked against every placed obstacle — one too close among far ones is named', () => {
    const far1 = placeObstacle('Debris 1', { x: 600, y: 300, heading: 0 }, 'far1');
    const far2 = placeObstacle('Gas Cloud 2', { x: 620, y: 620, heading: 45 }, 'far2');
    const r = checkObstaclePlacement(second(420), [far1, first, far2]);
    expect(r.legal).toBe(false);
    expect(r.reasons).toHaveLength(1);
    expect(r.reasons[0]).toContain('first');
    expect(checkObstaclePlacement(second(440), [far1, first, far2]).legal).toBe(true);
  });

  it('Place Obstacles: too close to an edge and to another obstacle gives both reasons', () => {
    const nearEdge = placeObstacle('Asteroid 1', { x: 230, y: 300, heading: 0 }, 'edge');
    const other = placeObstacle('Asteroid 2', { x: 230, y: 380, heading: 0 }, 'o');
    // nearEdge's leftmost point is x 212.83 (beyond range 2 of the edge) but it is 37.7 from Asteroid 2 (y 359.47..
    // 400.53): one reason. At x 210 its leftmost point is 192.83: a second reason.
    const bad = placeObstacle('Asteroid 1', { x: 210, y: 300, heading: 0 }, 'bad');
    expect(checkObstaclePlacement(nearEdge, [other]).reasons).toHaveLength(1);
    expect(checkObstaclePlacement(bad, [other]).reasons).toHaveLength(2);
  });
});
