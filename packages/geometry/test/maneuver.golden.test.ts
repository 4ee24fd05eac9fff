import { type BaseSize, finalPose, parseManeuver, pathPose } from '@xwing/geometry';
import { describe, expect, it } from 'vitest';

// Reference: ../shared/reference/geometry.md, "Maneuver templates" — final centre of the base for every bank and
// turn by base size (2 decimals), straights at (0, 40·s + L).
const REFERENCE: Record<'small' | 'medium' | 'large', Record<string, [number, number]>> = {
  small: {
    B1: [37.57, 90.71],
    B2: [52.22, 126.07],
    B3: [66.86, 161.42],
    T1: [55, 55],
    T2: [82.5, 82.5],
    T3: [110, 110],
  },
  medium: {
    B1: [44.64, 107.78],
    B2: [59.29, 143.14],
    B3: [73.93, 178.49],
    T1: [65, 65],
    T2: [92.5, 92.5],
    T3: [120, 120],
  },
  large: {
    B1: [51.72, 124.85],
    B2: [66.36, 160.21],
    B3: [81.01, 195.56],
    T1: [75, 75],
    T2: [102.5, 102.5],
    T3: [130, 130],
  },
};
const LENGTH = { small: 40, medium: 60, large: 80 } as const;
const ORIGIN = { x: 0, y: 0, heading: 0 };
const SIZES = ['small', 'medium', 'large'] as const;

function expectPose(code: string, size: BaseSize, x: number, y: number, heading: number, digits = 2) {
  const p = finalPose(ORIGIN, parseManeuver(code), size);
  expect(p.x, `${code} ${size} x`).toBeCloseTo(x, digits);
  expect(p.y, `${code} ${size} y`).toBeCloseTo(y, digits);
  expect(p.heading, `${code} ${size} heading`).toBeCloseTo(heading, 9);
}

describe('final poses against the reference table (geometry.md, Maneuver templates)', () => {
  for (const size of SIZES) {
    it(`straights and Koiogran turns, ${size}`, () => {
      for (let s = 1; s <= 5; s++) {
        expectPose(`${s}F`, size, 0, 40 * s + LENGTH[size], 0, 9);
        expectPose(`${s}K`, size, 0, 40 * s + LENGTH[size], 180, 9);
      }
    });
    it(`banks and turns both ways, Segnor's loops and Tallon rolls, ${size}`, () => {
      for (let s = 1; s <= 3; s++) {
        const [bx, by] = REFERENCE[size][`B${s}`]!;
        const [tx, ty] = REFERENCE[size][`T${s}`]!;
        expectPose(`${s}N`, size, bx, by, 45);
        expectPose(`${s}B`, size, -bx, by, 315);
        expectPose(`${s}Y`, size, tx, ty, 90);
        expectPose(`${s}T`, size, -tx, ty, 270);
        expectPose(`${s}P`, size, bx, by, 225);
        expectPose(`${s}L`, size, -bx, by, 135);
        // Tallon roll, middle alignment: the turn's centre, turned a further 90°.
        expectPose(`${s}R`, size, tx, ty, 180);
        expectPose(`${s}E`, size, -tx, ty, 180);
      }
    });
    it(`reverse maneuvers mirror the forward ones, ${size}`, () => {
      for (let s = 1; s <= 2; s++) {
        const [bx, by] = REFERENCE[size][`B${s}`]!;
        expectPose(`${s}S`, size, 0, -(40 * s + LENGTH[size]), 0, 9);
        expectPose(`${s}D`, size, bx, -by, 315);
        expectPose(`${s}A`, size, -bx, -by, 45);
      }
    });
  }

  it('stationary leaves the ship where it is', () => {
    expectPose('0O', 'small', 0, 0, 0, 12);
  });

  it('Tallon roll alignment slides the base 10 mm along the template end (left of travel is +y for a right roll)', () => {
    const left = finalPose(ORIGIN, parseManeuver('1R'), 'small', 'left');
    const right = finalPose(ORIGIN, parseManeuver('1R'), 'small', 'right');
    expect(left.x).toBeCloseTo(55, 9);
    expect(left.y).toBeCloseTo(65, 9);
    expect(right.y).toBeCloseTo(45, 9);
    const lLeft = finalPose(ORIGIN, parseManeuver('1E'), 'small', 'left');
    expect(lLeft.x).toBeCloseTo(-55, 9);
    expect(lLeft.y).toBeCloseTo(45, 9);
  });

  it('the path starts at the start pose and ends at the plain final pose', () => {
    for (const size of SIZES) {
      for (const code of ['1B', '2N', '3T', '1Y', '3F', '2S', '2D', '3P', '2E']) {
        const m = parseManeuver(code);
        const start = pathPose({ x: 100, y: 200, heading: 30 }, m, size, 0);
        expect(start.x).toBeCloseTo(100, 9);
        expect(start.y).toBeCloseTo(200, 9);
        expect(start.heading).toBeCloseTo(30, 9);
        const end = pathPose({ x: 100, y: 200, heading: 30 }, m, size, 1);
        const plain = parseManeuver(code.replace('P', 'N').replace('E', 'T'));
        const full = finalPose({ x: 100, y: 200, heading: 30 }, plain, size);
        expect(end.x).toBeCloseTo(full.x, 9);
        expect(end.y).toBeCloseTo(full.y, 9);
        expect(end.heading).toBeCloseTo(full.heading, 9);
      }
    }
  });
});
