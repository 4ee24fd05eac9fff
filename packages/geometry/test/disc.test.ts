/** Scenario feature discs (docs/geometry.md "Scenario features"): distances to bases, obstacles, discs and edges. */
import { describe, expect, it } from 'vitest';
import {
  discEdgeGap,
  discInPlayArea,
  discOverlapsSolid,
  discSolidGap,
  discsGap,
  FEATURE_RADIUS,
  placeObstacle,
  rangeBand,
  shipSolid,
} from '../src/index.js';

const disc = (x: number, y: number) => ({ x, y, r: FEATURE_RADIUS });

describe('feature discs', () => {
  it('measures to a small base without its guides: ahead, at a corner, and overlapping', () => {
    const ship = shipSolid('small', { x: 100, y: 100, heading: 0 }, false);
    // Straight ahead: base front edge at y = 120, disc edge at 200 - 20 = 180.
    expect(discSolidGap(disc(100, 200), ship)).toBeCloseTo(60, 12);
    // Off the corner (120, 120) by (30, 40): 50 to the centre, 30 to the disc's edge.
    expect(discSolidGap(disc(150, 160), ship)).toBeCloseTo(30, 12);
    expect(discSolidGap(disc(110, 110), ship)).toBe(0);
    expect(discSolidGap(disc(100, 135), ship)).toBe(0);
    expect(rangeBand(discSolidGap(disc(100, 240), ship))).toBe(1);
    expect(rangeBand(discSolidGap(disc(100, 240.01), ship))).toBe(2);
  });

  it('is rotation-aware: a base turned 45° reaches its corner toward the disc', () => {
    const ship = shipSolid('small', { x: 0, y: 0, heading: 45 }, false);
    // The corner points along +y at 20√2.
    expect(discSolidGap(disc(0, 100), ship)).toBeCloseTo(100 - 20 * Math.SQRT2 - 20, 9);
  });

  it('between discs and to the board edges', () => {
    expect(discsGap(disc(0, 0), disc(300, 400))).toBeCloseTo(460, 12);
    expect(discsGap(disc(0, 0), disc(30, 0))).toBe(0);
    expect(discEdgeGap(disc(457.2, 120), 'first')).toBeCloseTo(100, 12);
    expect(discEdgeGap(disc(457.2, 120), 'second')).toBeCloseTo(914.4 - 140, 9);
    expect(discInPlayArea(disc(20, 20))).toBe(true);
    expect(discInPlayArea(disc(19.9, 400))).toBe(false);
  });

  it('overlaps an obstacle only when they share interior points', () => {
    const rock = placeObstacle('asteroid-1', { x: 457.2, y: 457.2, heading: 0 }, 'o1');
    expect(discOverlapsSolid(disc(457.2, 457.2), rock.solid)).toBe(true);
    const far = disc(457.2 + rock.solid.radius + FEATURE_RADIUS + 1, 457.2);
    expect(discOverlapsSolid(far, rock.solid)).toBe(false);
    expect(discSolidGap(far, rock.solid)).toBeGreaterThan(0);
  });
});
