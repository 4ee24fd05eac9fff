import {
  type ArcName,
  type ArcOwner,
  attackRange,
  BASES,
  BULLSEYE_LENGTH,
  BULLSEYE_WIDTH,
  FIXED_ARCS,
  GeometryError,
  isInArc,
  measureRange,
  type Pose,
  partsInArc,
  shipSolid,
} from '@xwing/geometry';
import { describe, expect, it } from 'vitest';
import { at, DEG } from './frame.js';

// Conventions (geometry.md, "Arcs"): wedges from the base centre, half angles small 40.62°, medium 41.4°,
// large 41.76°; arc edges count as inside; left/right lie between the front and rear arc lines; full front/rear are
// half-planes split by the lateral line through the centre; the bullseye is a 14.8 mm strip from the front edge out
// 300 mm; guides never count for arcs. Rulebook 2.5 (000), Targeting Restrictions: "The attacker measures to the
// closest point of the target that is in the attacker's firing arc" (attack range).

const SIZES = ['small', 'medium', 'large'] as const;
const HEADINGS = [0, 37, 210];

/** A small target whose centre is at (lx, ly) in the attacker's frame, turned `turn` relative to it (guides on). */
const target = (a: Pose, lx: number, ly: number, turn = 0) => shipSolid('small', at(a, lx, ly, turn));

/** The fixed arcs a target is in, in FIXED_ARCS order. */
function arcsOf(owner: ArcOwner, t: ReturnType<typeof shipSolid>): string[] {
  return FIXED_ARCS.filter((arc) => isInArc(owner, arc, t));
}

const half = (size: (typeof SIZES)[number]) => BASES[size].frontArcHalfAngle;

describe('arc constants (geometry.md, Bases and Arcs)', () => {
  it('geometry.md, Bases: front-arc half angles are 40.62 / 41.4 / 41.76', () => {
    expect(BASES.small.frontArcHalfAngle).toBe(40.62);
    expect(BASES.medium.frontArcHalfAngle).toBe(41.4);
    expect(BASES.large.frontArcHalfAngle).toBe(41.76);
  });

  it('geometry.md, Arcs: the bullseye is 14.8 wide (the V ruler, documented choice) and runs 300 (range 3)', () => {
    expect(BULLSEYE_WIDTH).toBe(14.8);
    expect(BULLSEYE_LENGTH).toBe(300);
  });

  it('geometry.md, Arcs: the fixed arcs are front, rear, left, right, full front, full rear and bullseye', () => {
    expect([...FIXED_ARCS].sort()).toEqual(['bullseye', 'front', 'fullFront', 'fullRear', 'left', 'rear', 'right']);
  });
});

describe('targets ahead, behind, left and right (Rulebook 2.5 (000), Arcs; geometry.md, Arcs)', () => {
  for (const size of SIZES) {
    for (const heading of HEADINGS) {
      const a: Pose = { x: 457.2, y: 457.2, heading };
      const owner: ArcOwner = { base: size, pose: a };
      it(`${size} at heading ${heading}: straight ahead is front, full front and bullseye only`, () => {
        expect(arcsOf(owner, target(a, 0, 200))).toEqual(['front', 'fullFront', 'bullseye']);
      });
      it(`${size} at heading ${heading}: straight behind is rear and full rear only`, () => {
        expect(arcsOf(owner, target(a, 0, -200))).toEqual(['rear', 'fullRear']);
      });
      it(`${size} at heading ${heading}: abeam to the right (straddling the lateral line) is right, full front and full rear`, () => {
        expect(arcsOf(owner, target(a, 200, 0))).toEqual(['right', 'fullFront', 'fullRear']);
      });
      it(`${size} at heading ${heading}: abeam to the left is left, full front and full rear`, () => {
        expect(arcsOf(owner, target(a, -200, 0, 90))).toEqual(['left', 'fullFront', 'fullRear']);
      });
    }
  }
});

describe('arc lines: edges count as inside (geometry.md, Arcs: ±θ wedges from the base centre)', () => {
  for (const size of SIZES) {
    const h = half(size) * DEG;
    for (const heading of HEADINGS) {
      const a: Pose = { x: 450, y: 400, heading };
      const owner: ArcOwner = { base: size, pose: a };

      // Right front arc line: direction (sin θ, cos θ) from the centre. Its inward normal (towards the front arc) is
      // (−cos θ, sin θ). A target with the attacker's heading reaches furthest along that normal with its
      // front-left corner, so put that corner 0.01 mm either side of the point 150 mm out along the line.
      const rightFront = (eps: number) => {
        const cx = 150 * Math.sin(h) - eps * Math.cos(h);
        const cy = 150 * Math.cos(h) + eps * Math.sin(h);
        return target(a, cx + 20, cy - 20);
      };
      it(`${size} at ${heading}: front-left corner 0.01 inside the right front arc line is in the front arc`, () => {
        const t = rightFront(0.01);
        expect(isInArc(owner, 'front', t)).toBe(true);
        expect(isInArc(owner, 'right', t)).toBe(true);
      });
      it(`${size} at ${heading}: front-left corner 0.01 outside the right front arc line is not in the front arc`, () => {
        const t = rightFront(-0.01);
        expect(isInArc(owner, 'front', t)).toBe(false);
        expect(isInArc(owner, 'right', t)).toBe(true);
        expect(attackRange(owner, shipSolid(size, a, false), 'front', t)).toBeNull();
      });

      // Left front arc line: direction (−sin θ, cos θ); inward normal (cos θ, sin θ); the front-right corner.
      const leftFront = (eps: number) => {
        const cx = -150 * Math.sin(h) + eps * Math.cos(h);
        const cy = 150 * Math.cos(h) + eps * Math.sin(h);
        return target(a, cx - 20, cy - 20);
      };
      it(`${size} at ${heading}: 0.01 inside / outside the left front arc line`, () => {
        expect(isInArc(owner, 'front', leftFront(0.01))).toBe(true);
        expect(isInArc(owner, 'front', leftFront(-0.01))).toBe(false);
        expect(isInArc(owner, 'left', leftFront(-0.01))).toBe(true);
        expect(isInArc(owner, 'right', leftFront(-0.01))).toBe(false);
      });

      // Right rear arc line: direction (sin θ, −cos θ); the normal into the right arc is (cos θ, sin θ); a target
      // behind the line reaches into the right arc with its front-right corner.
      const rightRear = (eps: number) => {
        const cx = 150 * Math.sin(h) + eps * Math.cos(h);
        const cy = -150 * Math.cos(h) + eps * Math.sin(h);
        return target(a, cx - 20, cy - 20);
      };
      it(`${size} at ${heading}: right/rear boundary — 0.01 over the line is in the right arc, 0.01 short is not`, () => {
        expect(isInArc(owner, 'right', rightRear(0.01))).toBe(true);
        expect(isInArc(owner, 'rear', rightRear(0.01))).toBe(true);
        expect(isInArc(owner, 'right', rightRear(-0.01))).toBe(false);
        expect(isInArc(owner, 'rear', rightRear(-0.01))).toBe(true);
      });

      // Left rear arc line: direction (−sin θ, −cos θ); normal into the left arc (−cos θ, sin θ); front-left corner.
      const leftRear = (eps: number) => {
        const cx = -150 * Math.sin(h) - eps * Math.cos(h);
        const cy = -150 * Math.cos(h) + eps * Math.sin(h);
        return target(a, cx + 20, cy - 20);
      };
      it(`${size} at ${heading}: left/rear boundary — 0.01 over the line is in the left arc, 0.01 short is not`, () => {
        expect(isInArc(owner, 'left', leftRear(0.01))).toBe(true);
        expect(isInArc(owner, 'left', leftRear(-0.01))).toBe(false);
        expect(isInArc(owner, 'rear', leftRear(-0.01))).toBe(true);
      });
    }
  }

  it('geometry.md, Arcs: the half angle is per base size — a corner at 41° from the heading is outside a small ship’s front arc but inside a medium’s and a large’s', () => {
    // Corner on the ray at 41.0° (between 40.62 and 41.4), 200 out.
    const a: Pose = { x: 450, y: 300, heading: 0 };
    const cx = 200 * Math.sin(41 * DEG);
    const cy = 200 * Math.cos(41 * DEG);
    const t = target(a, cx + 20, cy - 20);
    expect(isInArc({ base: 'small', pose: a }, 'front', t)).toBe(false);
    expect(isInArc({ base: 'medium', pose: a }, 'front', t)).toBe(true);
    expect(isInArc({ base: 'large', pose: a }, 'front', t)).toBe(true);
  });
});

describe('full front and full rear (geometry.md, Arcs: half-planes split by the lateral line)', () => {
  for (const size of SIZES) {
    for (const heading of HEADINGS) {
      const a: Pose = { x: 457.2, y: 457.2, heading };
      const owner: ArcOwner = { base: size, pose: a };
      const L = BASES[size].length;
      it(`${size} at ${heading}: a target beside the ship, slightly ahead of the centre line, is in full front but not front`, () => {
        // Target spans lateral L/2+20..L/2+60 and forward L/2−19..L/2+21. Its front-left corner (L/2+20, L/2+21)
        // would need forward ≥ (L/2+20)·cot θ (46.6 / 56.7 / 67.2) to be in the front arc.
        const t = target(a, L / 2 + 40, L / 2 + 1);
        expect(isInArc(owner, 'fullFront', t)).toBe(true);
        expect(isInArc(owner, 'front', t)).toBe(false);
        expect(isInArc(owner, 'fullRear', t)).toBe(false);
        expect(isInArc(owner, 'right', t)).toBe(true);
      });
      it(`${size} at ${heading}: mirrored behind on the left, in full rear but not rear`, () => {
        const t = target(a, -(L / 2 + 40), -(L / 2 + 1));
        expect(isInArc(owner, 'fullRear', t)).toBe(true);
        expect(isInArc(owner, 'rear', t)).toBe(false);
        expect(isInArc(owner, 'fullFront', t)).toBe(false);
        expect(isInArc(owner, 'left', t)).toBe(true);
      });
    }
  }

  it('geometry.md, Arcs: "arc edges count as inside" — a target whose edge lies exactly on the lateral line is in both full arcs', () => {
    // Heading 0 keeps the arithmetic exact: target square y 380..400, the lateral line is y = 400.
    const a: Pose = { x: 400, y: 400, heading: 0 };
    const owner: ArcOwner = { base: 'small', pose: a };
    const t = shipSolid('small', { x: 500, y: 380, heading: 0 });
    expect(isInArc(owner, 'fullFront', t)).toBe(true);
    expect(isInArc(owner, 'fullRear', t)).toBe(true);
    // Its attack range in the full front arc is to the edge on the line: from the attacker's side x = 420 to 480.
    expect(attackRange(owner, shipSolid('small', a, false), 'fullFront', t)!.distance).toBeCloseTo(60, 9);
  });

  it('geometry.md, Arcs: the full-front boundary is the lateral line through the centre — 0.01 behind it is out', () => {
    const a: Pose = { x: 400, y: 400, heading: 37 };
    const owner: ArcOwner = { base: 'medium', pose: a };
    // Target's front edge at forward −0.01 / +0.01 (centre 20 further back).
    expect(isInArc(owner, 'fullFront', target(a, 100, -20.01))).toBe(false);
    expect(isInArc(owner, 'fullFront', target(a, 100, -19.99))).toBe(true);
    expect(isInArc(owner, 'fullRear', target(a, 100, 20.01))).toBe(false);
    expect(isInArc(owner, 'fullRear', target(a, 100, 19.99))).toBe(true);
  });
});

describe('bullseye (Rulebook 2.5 (000), Bullseye Arc; geometry.md, Arcs: 14.8 wide strip, front edge to range 3)', () => {
  for (const size of SIZES) {
    for (const heading of HEADINGS) {
      const a: Pose = { x: 450, y: 300, heading };
      const owner: ArcOwner = { base: size, pose: a };
      const L = BASES[size].length;
      it(`${size} at ${heading}: a target whose nearest edge is 7.3 from the centre line is in the bullseye, 7.5 is not`, () => {
        // Half the strip is 7.4. A small target's centre is 20 beyond its nearest edge.
        expect(isInArc(owner, 'bullseye', target(a, 27.3, 150))).toBe(true);
        expect(isInArc(owner, 'bullseye', target(a, 27.5, 150))).toBe(false);
        expect(isInArc(owner, 'bullseye', target(a, -27.3, 150))).toBe(true);
        expect(isInArc(owner, 'bullseye', target(a, -27.5, 150))).toBe(false);
        // 0.01 either side of the strip's edge.
        expect(isInArc(owner, 'bullseye', target(a, 27.39, 150))).toBe(true);
        expect(isInArc(owner, 'bullseye', target(a, 27.41, 150))).toBe(false);
        // Outside the bullseye but still well inside the front arc.
        expect(isInArc(owner, 'front', target(a, 27.5, 150))).toBe(true);
      });
      it(`${size} at ${heading}: the bullseye ends 300 beyond the front edge`, () => {
        // Nearest edge of the target at L/2 + 299.99 (in) and L/2 + 300.01 (out) ahead of the centre.
        expect(isInArc(owner, 'bullseye', target(a, 0, L / 2 + 299.99 + 20))).toBe(true);
        expect(isInArc(owner, 'bullseye', target(a, 0, L / 2 + 300.01 + 20))).toBe(false);
        expect(isInArc(owner, 'front', target(a, 0, L / 2 + 300.01 + 20))).toBe(true);
      });
      it(`${size} at ${heading}: attack range in the bullseye is measured to the part in the strip`, () => {
        // Target straight ahead with a 150 gap: range 2. Target offset so only a 0.1 wide sliver (lateral
        // 7.3..7.4) is in the strip: the sliver's nearest point is still 110 ahead of the front edge.
        const straight = attackRange(owner, shipSolid(size, a, false), 'bullseye', target(a, 0, L / 2 + 150 + 20));
        expect(straight!.distance).toBeCloseTo(150, 9);
        expect(straight!.range).toBe(2);
        const sliver = attackRange(owner, shipSolid(size, a, false), 'bullseye', target(a, 27.3, L / 2 + 110 + 20));
        expect(sliver!.distance).toBeCloseTo(110, 9);
        expect(sliver!.range).toBe(2);
      });
    }
  }

  it('geometry.md, Arcs: the bullseye starts at the front edge — a target on the centre line behind the ship is out', () => {
    // An unbounded strip along the centre line would also take in this target 100 behind.
    const a: Pose = { x: 450, y: 450, heading: 210 };
    expect(isInArc({ base: 'small', pose: a }, 'bullseye', target(a, 0, -100))).toBe(false);
  });

  it('geometry.md, Bases: guides do not count for arcs — only a target’s guides poking into the bullseye is out', () => {
    // Attacker small at heading 37. Target turned 90° relative: its front edge faces the attacker's centre line at
    // lateral −8.4 (centre −28.4), its front guides reach −6.4, inside the ±7.4 strip; its square does not.
    const a: Pose = { x: 450, y: 300, heading: 37 };
    const t = target(a, -28.4, 100, 90);
    expect(isInArc({ base: 'small', pose: a }, 'bullseye', t)).toBe(false);
    // One more mm in and the square itself is in.
    expect(isInArc({ base: 'small', pose: a }, 'bullseye', target(a, -27.3, 100, 90))).toBe(true);
  });
});

describe('turrets (Rulebook 2.5 (000), Turret Arcs)', () => {
  const a: Pose = { x: 450, y: 450, heading: 37 };
  const ahead = target(a, 0, 150);
  const behind = target(a, 0, -150);
  const right = target(a, 150, 0);
  const left = target(a, -150, 0);
  const arc = (turret: ArcOwner['turret'], name: ArcName) => {
    const owner: ArcOwner = { base: 'medium', pose: a, turret };
    return [ahead, right, behind, left].map((t) => isInArc(owner, name, t));
  };

  it('Turret Arcs: "the standard arc that the turret arc indicator is pointing towards is a firing arc"', () => {
    // Order: ahead, right, behind, left.
    expect(arc('front', 'singleTurret')).toEqual([true, false, false, false]);
    expect(arc('right', 'singleTurret')).toEqual([false, true, false, false]);
    expect(arc('rear', 'singleTurret')).toEqual([false, false, true, false]);
    expect(arc('left', 'singleTurret')).toEqual([false, false, false, true]);
  });

  it('Turret Arcs: "a double turret arc indicator is treated as having two arcs in opposite directions"', () => {
    expect(arc('front', 'doubleTurret')).toEqual([true, false, true, false]);
    expect(arc('rear', 'doubleTurret')).toEqual([true, false, true, false]);
    expect(arc('right', 'doubleTurret')).toEqual([false, true, false, true]);
    expect(arc('left', 'doubleTurret')).toEqual([false, true, false, true]);
  });

  it('Turret Arcs: a turret arc uses the standard arc’s exact lines (right turret = right arc, 0.01 either side)', () => {
    const h = BASES.medium.frontArcHalfAngle * DEG;
    // Front-left corner of a target 0.01 inside / outside the right front arc line (in the right arc / not).
    const t = (eps: number) =>
      target(a, 150 * Math.sin(h) - eps * Math.cos(h) + 20, 150 * Math.cos(h) + eps * Math.sin(h) - 20);
    const owner: ArcOwner = { base: 'medium', pose: a, turret: 'front' };
    expect(isInArc(owner, 'singleTurret', t(0.01))).toBe(true);
    expect(isInArc(owner, 'singleTurret', t(-0.01))).toBe(false);
  });

  it('geometry.md, Arcs: a turret arc without a turret indicator is a GeometryError "unknown-arc"', () => {
    const owner: ArcOwner = { base: 'small', pose: a };
    expect(() => isInArc(owner, 'singleTurret', ahead)).toThrow(GeometryError);
    try {
      isInArc(owner, 'doubleTurret', ahead);
      expect.unreachable();
    } catch (e) {
      expect((e as GeometryError).code).toBe('unknown-arc');
    }
  });

  it('Turret Arcs: attack range with a double turret is to the nearer of the two arcs’ parts', () => {
    // Target A 150 ahead (gap 150 − 30 − 20 = 100), target B 120 behind (gap 120 − 50 = 70).
    const owner: ArcOwner = { base: 'medium', pose: a, turret: 'front' };
    const self = shipSolid('medium', a, false);
    expect(attackRange(owner, self, 'doubleTurret', ahead)!.distance).toBeCloseTo(100, 9);
    expect(attackRange(owner, self, 'doubleTurret', target(a, 0, -120))!.distance).toBeCloseTo(70, 9);
    expect(attackRange(owner, self, 'doubleTurret', right)).toBeNull();
  });
});

describe('attack range (Rulebook 2.5 (000), Targeting Restrictions and its example)', () => {
  const k = 1 / Math.tan(40.62 * DEG); // cot θ for a small base: forward = k · lateral on the right front arc line

  it('Targeting example: "although the attack range is range 2, the two ships are at range 1" — heading 0', () => {
    // Attacker small at (400, 200) heading 0. Target small at (510, 290): its square spans lateral 90..130 and
    // forward 70..110 (relative to the attacker's centre). Closest points overall: attacker corner (20, 20) to
    // target corner (90, 70): √(70² + 50²) = 86.023 → range 1. The front arc line crosses the target's left edge
    // at forward 90k = 104.93; only the part above it is in arc, and its closest point is (90, 90k):
    // √(70² + (90k − 20)²) = 110.06 → attack range 2.
    const a: Pose = { x: 400, y: 200, heading: 0 };
    const self = shipSolid('small', a, false);
    const t = shipSolid('small', { x: 510, y: 290, heading: 0 });
    const plain = measureRange(self, t);
    expect(plain.distance).toBeCloseTo(Math.hypot(70, 50), 9);
    expect(plain.range).toBe(1);
    const ar = attackRange({ base: 'small', pose: a }, self, 'front', t)!;
    expect(ar.distance).toBeCloseTo(Math.hypot(70, 90 * k - 20), 6);
    expect(ar.distance).toBeCloseTo(110.06, 2);
    expect(ar.range).toBe(2);
    expect(ar.pairs).toHaveLength(1);
    expect(ar.pairs[0]!.ax).toBeCloseTo(420, 9);
    expect(ar.pairs[0]!.ay).toBeCloseTo(220, 9);
    expect(ar.pairs[0]!.bx).toBeCloseTo(490, 6);
    expect(ar.pairs[0]!.by).toBeCloseTo(200 + 90 * k, 6);
  });

  for (const heading of [37, 210]) {
    it(`Targeting example rotated to heading ${heading}: same distances, the in-arc point on the arc line`, () => {
      const a: Pose = { x: 450, y: 450, heading };
      const self = shipSolid('small', a, false);
      const t = target(a, 110, 90);
      expect(measureRange(self, t).distance).toBeCloseTo(Math.hypot(70, 50), 9);
      const ar = attackRange({ base: 'small', pose: a }, self, 'front', t)!;
      expect(ar.distance).toBeCloseTo(Math.hypot(70, 90 * k - 20), 6);
      expect(ar.range).toBe(2);
      const corner = at(a, 20, 20);
      const onLine = at(a, 90, 90 * k);
      expect(ar.pairs[0]!.ax).toBeCloseTo(corner.x, 6);
      expect(ar.pairs[0]!.ay).toBeCloseTo(corner.y, 6);
      expect(ar.pairs[0]!.bx).toBeCloseTo(onLine.x, 6);
      expect(ar.pairs[0]!.by).toBeCloseTo(onLine.y, 6);
    });
  }

  it('Targeting Restrictions: a target wholly in arc has attack range = range', () => {
    const a: Pose = { x: 300, y: 300, heading: 37 };
    const self = shipSolid('large', a, false);
    const t = target(a, 10, 200, 75);
    expect(attackRange({ base: 'large', pose: a }, self, 'front', t)!.distance).toBeCloseTo(
      measureRange(self, t).distance,
      9,
    );
  });

  it('Targeting Restrictions: a target with no part in the arc has no attack range', () => {
    const a: Pose = { x: 300, y: 300, heading: 0 };
    expect(
      attackRange({ base: 'small', pose: a }, shipSolid('small', a, false), 'front', target(a, 0, -100)),
    ).toBeNull();
  });

  it('Measuring Range: a target touching the front edge in arc is at attack range 0', () => {
    const a: Pose = { x: 300, y: 300, heading: 210 };
    const ar = attackRange({ base: 'small', pose: a }, shipSolid('small', a, false), 'front', target(a, 0, 40))!;
    expect(ar.distance).toBeLessThanOrEqual(1e-9);
    expect(ar.range).toBe(0);
    expect(ar.pairs).toEqual([]);
  });

  it('Targeting Restrictions: ships touching outside the arc are at range 0 but the attack range is to the in-arc part', () => {
    // Attacker small at (400, 400) heading 0; target small at (440, 430): squares share x = 420 for y 410..420.
    // The right front arc line crosses x = 420 at y = 400 + 20k = 423.32, so the in-arc part starts 3.32 above the
    // attacker's front-right corner (420, 420): attack range 1, not 0.
    const a: Pose = { x: 400, y: 400, heading: 0 };
    const self = shipSolid('small', a, false);
    const t = shipSolid('small', { x: 440, y: 430, heading: 0 });
    expect(measureRange(self, t).range).toBe(0);
    const ar = attackRange({ base: 'small', pose: a }, self, 'front', t)!;
    expect(ar.distance).toBeCloseTo(20 * k - 20, 6);
    expect(ar.range).toBe(1);
    expect(ar.pairs).toHaveLength(1);
    expect(ar.pairs[0]!.ax).toBeCloseTo(420, 6);
    expect(ar.pairs[0]!.ay).toBeCloseTo(420, 6);
    expect(ar.pairs[0]!.by).toBeCloseTo(400 + 20 * k, 6);
  });

  it('Targeting Restrictions: range 3 limit is the caller’s — attack range 4 is reported as 4', () => {
    // Small attacker (front edge at forward 20), target centred 410 ahead (near edge at 390): gap 370, range 4.
    const a: Pose = { x: 457.2, y: 100, heading: 0 };
    const ar = attackRange({ base: 'small', pose: a }, shipSolid('small', a, false), 'front', target(a, 0, 410))!;
    expect(ar.distance).toBeCloseTo(370, 9);
    expect(ar.range).toBe(4);
  });

  it('partsInArc: the pieces in arc never include the guides (a target square only)', () => {
    const a: Pose = { x: 450, y: 450, heading: 0 };
    const pieces = partsInArc({ base: 'small', pose: a }, 'fullFront', target(a, 0, 150));
    expect(pieces).toHaveLength(1);
    expect(pieces[0]!.length).toBe(8);
  });
});

describe('mirror symmetry (geometry.md, Arcs: left/right mirror each other)', () => {
  const MIRROR: Record<string, string> = {
    front: 'front',
    rear: 'rear',
    left: 'right',
    right: 'left',
    fullFront: 'fullFront',
    fullRear: 'fullRear',
    bullseye: 'bullseye',
  };
  for (const size of SIZES) {
    for (const heading of HEADINGS) {
      it(`${size} at ${heading}: mirroring every target left/right swaps left and right and keeps the rest`, () => {
        const a: Pose = { x: 457.2, y: 457.2, heading };
        const owner: ArcOwner = { base: size, pose: a };
        const self = shipSolid(size, a, false);
        let checked = 0;
        for (let lx = -230; lx <= 230; lx += 23) {
          for (let ly = -230; ly <= 230; ly += 29) {
            if (Math.abs(lx) < 70 && Math.abs(ly) < 70) continue; // would overlap the attacker
            for (const turn of [0, 25]) {
              const t = target(a, lx, ly, turn);
              const m = target(a, -lx, ly, -turn);
              const inT = arcsOf(owner, t);
              const inM = arcsOf(owner, m)
                .map((x) => MIRROR[x]!)
                .sort();
              expect(inM).toEqual([...inT].sort());
              for (const arc of ['front', 'right'] as const) {
                const r1 = attackRange(owner, self, arc, t);
                const r2 = attackRange(owner, self, MIRROR[arc] as ArcName, m);
                if (r1 === null) expect(r2).toBeNull();
                else expect(r2!.distance).toBeCloseTo(r1.distance, 6);
              }
              checked++;
            }
          }
        }
        expect(checked).toBeGreaterThan(300);
      });
    }
  }
});
