import {
  type BaseSize,
  finalPose,
  PLAY_AREA_SIZE,
  type Pose,
  parseManeuver,
  pathPose,
  resolveMove,
  type ShipOnTable,
  shipSolid,
  solidsOverlap,
  type TallonAlignment,
  toLocal,
} from '@xwing/geometry';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// A fixed seed keeps CI reproducible; PROPERTY_RUNS=n PROPERTY_SEED=s explore further (fast-check prints the seed
// and the shrunk counterexample of any failure).
const RUNS = Number(process.env.PROPERTY_RUNS ?? 0) || undefined;
fc.configureGlobal({ seed: Number(process.env.PROPERTY_SEED ?? 20261122), ...(RUNS ? { numRuns: RUNS } : {}) });

const sizes: BaseSize[] = ['small', 'medium', 'large'];
const arbSize = fc.constantFrom(...sizes);
const arbPose = fc.record({
  x: fc.double({ min: 50, max: PLAY_AREA_SIZE - 50, noNaN: true }),
  y: fc.double({ min: 50, max: PLAY_AREA_SIZE - 50, noNaN: true }),
  heading: fc.double({ min: 0, max: 359.999, noNaN: true }),
});

/** The final pose expressed in the start's frame: [right, forward, turn]. */
function local(start: Pose, end: Pose): [number, number, number] {
  const p = toLocal(start, end.x, end.y);
  let turn = (end.heading - start.heading) % 360;
  if (turn > 180) turn -= 360;
  if (turn <= -180) turn += 360;
  return [p.x, p.y, turn];
}

function closeAngle(a: number, b: number): boolean {
  const d = Math.abs(((((a - b) % 360) + 540) % 360) - 180);
  return d < 1e-7;
}

const MIRROR: [string, string, TallonAlignment?, TallonAlignment?][] = [];
for (const s of [1, 2, 3]) {
  MIRROR.push([`${s}B`, `${s}N`], [`${s}T`, `${s}Y`], [`${s}L`, `${s}P`], [`${s}A`, `${s}D`]);
  MIRROR.push([`${s}E`, `${s}R`, 'left', 'right'], [`${s}E`, `${s}R`, 'middle', 'middle']);
}

describe('mirror symmetry (geometry.md: "Left mirrors x and Δθ")', () => {
  it('a left maneuver ends at the mirror image of the right one, from any pose and base', () => {
    fc.assert(
      fc.property(arbPose, arbSize, fc.constantFrom(...MIRROR), (start, size, [l, r, al, ar]) => {
        // Mirroring swaps left and right of travel, so a left-aligned Tallon roll mirrors a right-aligned one.
        const a = local(start, finalPose(start, parseManeuver(l), size, ar ?? 'middle'));
        const b = local(start, finalPose(start, parseManeuver(r), size, al ?? 'middle'));
        expect(a[0]).toBeCloseTo(-b[0], 9);
        expect(a[1]).toBeCloseTo(b[1], 9);
        expect(closeAngle(a[2], -b[2])).toBe(true);
      }),
      { numRuns: RUNS ?? 300 },
    );
  });

  it('resolving a move on a mirrored board gives the mirrored result', () => {
    const mirror = (p: Pose): Pose => ({ x: PLAY_AREA_SIZE - p.x, y: p.y, heading: (360 - p.heading) % 360 });
    const arbShip = fc.record({ base: arbSize, pose: arbPose });
    fc.assert(
      fc.property(
        arbPose,
        arbSize,
        fc.constantFrom(...MIRROR),
        fc.array(arbShip, { minLength: 1, maxLength: 6 }),
        (start, size, [l, r], others) => {
          const ships: ShipOnTable[] = others.map((o, i) => ({ id: `s${i}`, base: o.base, pose: o.pose }));
          const a = resolveMove({ base: size, pose: start, maneuver: parseManeuver(l), ships });
          const b = resolveMove({
            base: size,
            pose: mirror(start),
            maneuver: parseManeuver(r),
            ships: ships.map((s) => ({ ...s, pose: mirror(s.pose) })),
          });
          expect(b.partial).toBe(a.partial);
          expect(b.overlapped).toEqual(a.overlapped);
          const m = mirror(a.final);
          // Both searches stop within the partial-maneuver tolerance of the touching point.
          expect(Math.hypot(m.x - b.final.x, m.y - b.final.y)).toBeLessThan(1e-3);
          expect(Math.abs(((((m.heading - b.final.heading) % 360) + 540) % 360) - 180)).toBeLessThan(1e-3);
        },
      ),
      { numRuns: RUNS ?? 200 },
    );
  });
});

describe('reverse maneuvers retrace forward ones (Rulebook 2.5 (000), Reverse Straight and Reverse Bank)', () => {
  const PAIRS = [1, 2, 3].flatMap((s) => [
    [`${s}F`, `${s}S`],
    [`${s}N`, `${s}D`],
    [`${s}B`, `${s}A`],
  ]);
  it('a forward maneuver followed by the matching reverse one returns to the start', () => {
    fc.assert(
      fc.property(arbPose, arbSize, fc.constantFrom(...PAIRS), (start, size, [fwd, rev]) => {
        const mid = finalPose(start, parseManeuver(fwd!), size);
        const back = finalPose(mid, parseManeuver(rev!), size);
        // Headings are rounded to 1e-9° on output, which moves a point 200 mm away by under 1e-8 mm.
        expect(back.x).toBeCloseTo(start.x, 8);
        expect(back.y).toBeCloseTo(start.y, 8);
        expect(closeAngle(back.heading, start.heading)).toBe(true);
      }),
      { numRuns: RUNS ?? 300 },
    );
  });
});

describe('move invariants on random boards', () => {
  const codes = ['1F', '2F', '3F', '4F', '5F', '1B', '2N', '3B', '1T', '2Y', '3T', '2K', '4K', '2L', '3P', '1E', '2R'];
  codes.push('1S', '2A', '1D', '0O');
  it('never throws, never ends overlapping a ship it could avoid, and full moves end at the template end', () => {
    const arbShip = fc.record({ base: arbSize, pose: arbPose });
    fc.assert(
      fc.property(
        arbPose,
        arbSize,
        fc.constantFrom(...codes),
        fc.array(arbShip, { maxLength: 8 }),
        (start, size, code, others) => {
          const startHull = shipSolid(size, start);
          const ships: ShipOnTable[] = others
            .map((o, i) => ({ id: `s${i}`, base: o.base, pose: o.pose }))
            // A legal board: no ship overlaps the moving one at the start.
            .filter((s) => !solidsOverlap(startHull, shipSolid(s.base, s.pose)));
          const m = parseManeuver(code);
          const r = resolveMove({ base: size, pose: start, maneuver: m, ships });
          expect(r.progress).toBeGreaterThanOrEqual(0);
          expect(r.progress).toBeLessThanOrEqual(1);
          const hull = shipSolid(size, r.final);
          for (const s of ships) expect(solidsOverlap(hull, shipSolid(s.base, s.pose))).toBe(false);
          for (const id of r.touching) expect(r.overlapped.includes(id) && !r.partial).toBe(false);
          if (!r.partial) expect(r.final).toEqual(finalPose(start, m, size));
          else {
            expect(r.overlapped.length).toBeGreaterThan(0);
            // It ends touching what it backed off, unless it never left its spot, or a Tallon roll whose turned and
            // slid end overlapped while the plain end of the template is clear (it stays there, unrotated).
            if (r.progress === 1) expect(m.kind).toBe('tallon');
            else if (r.progress > 0) expect(r.touching.length).toBeGreaterThan(0);
            // A partial maneuver stays on the template's path: no Koiogran/Segnor/Tallon rotation.
            const onPath = pathPose(start, m, size, r.progress);
            expect(r.final.x).toBeCloseTo(onPath.x, 9);
            expect(r.final.y).toBeCloseTo(onPath.y, 9);
            expect(closeAngle(r.final.heading, onPath.heading)).toBe(true);
          }
        },
      ),
      { numRuns: RUNS ?? 400 },
    );
  });
});
