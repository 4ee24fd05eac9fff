import {
  type BaseSize,
  closestBoundaryPoints,
  finalPose,
  type MoveInput,
  type Pose,
  parseManeuver,
  pathPose,
  placeObstacle,
  repositionOptions,
  resolveMove,
  type ShipOnTable,
  shipSolid,
  solidsOverlap,
} from '@xwing/geometry';
import { describe, expect, it } from 'vitest';

const ship = (id: string, x: number, y: number, heading = 0, base: BaseSize = 'small'): ShipOnTable => ({
  id,
  base,
  pose: { x, y, heading },
});

function move(pose: Pose, code: string, more: Partial<MoveInput> = {}, base: BaseSize = 'small') {
  return resolveMove({ base, pose, maneuver: parseManeuver(code), ...more });
}

/** Smallest gap between two ships' bases, guides included. */
function gap(a: ShipOnTable, b: ShipOnTable): number {
  const sa = shipSolid(a.base, a.pose);
  const sb = shipSolid(b.base, b.pose);
  let best = Number.POSITIVE_INFINITY;
  for (const p of sa.parts) for (const q of sb.parts) best = Math.min(best, closestBoundaryPoints(p, q).distance);
  return best;
}

describe('full execution (Rulebook 2.5 (000), Partial Maneuvers: "fully execute")', () => {
  it('a clear maneuver ends at the end of the template', () => {
    const start = { x: 300, y: 150, heading: 20 };
    const r = move(start, '2N');
    expect(r.partial).toBe(false);
    expect(r.progress).toBe(1);
    expect(r.final).toEqual(finalPose(start, parseManeuver('2N'), 'small'));
    expect(r.overlapped).toEqual([]);
  });

  it('moving through a ship (the template over it) is still a full execution', () => {
    // 3-straight from y=100: the template covers y 120..240; a ship at y=180 is under it, the end (y=260) is clear.
    const r = move({ x: 400, y: 100, heading: 0 }, '3F', { ships: [ship('y', 400, 180)] });
    expect(r.partial).toBe(false);
    expect(r.final.y).toBeCloseTo(260, 9);
    expect(r.movedThrough).toEqual(['y']);
  });

  it('touching is not overlapping: a ship exactly beside the end position does not block it', () => {
    // Final square x 380..420; a ship whose square spans 420..460 shares only an edge.
    const r = move({ x: 400, y: 100, heading: 0 }, '3F', { ships: [ship('b', 440, 260)] });
    expect(r.partial).toBe(false);
    expect(r.touching).toEqual(['b']);
  });
});

describe('partial maneuvers (Rulebook 2.5 (000), Partial Maneuvers steps 1–2; geometry.md, The path)', () => {
  it('head-on: backs up along the template until the guides touch', () => {
    // Blocker faces the mover; its front guides reach down to y = 250 − 20 − 2 = 228. The mover's front guides are
    // 22 mm ahead of its centre, so it stops at y = 206.
    const blocker = ship('b', 400, 250, 180);
    const r = move({ x: 400, y: 100, heading: 0 }, '3F', { ships: [blocker] });
    expect(r.partial).toBe(true);
    expect(r.overlapped).toEqual(['b']);
    expect(r.touching).toEqual(['b']);
    expect(r.final.x).toBeCloseTo(400, 9);
    expect(r.final.y).toBeGreaterThan(206 - 0.01);
    expect(r.final.y).toBeLessThanOrEqual(206 + 1e-5);
    expect(r.final.heading).toBe(0);
  });

  it('glancing: a 0.1 mm side overlap at the end still forces a partial maneuver', () => {
    // Blocker square x 419.9..459.9, y 230..270; only the squares overlap (the guides are further in), so the mover
    // stops with its front edge on y = 230: centre y = 210.
    const r = move({ x: 400, y: 100, heading: 0 }, '3F', { ships: [ship('b', 439.9, 250)] });
    expect(r.partial).toBe(true);
    expect(r.final.y).toBeGreaterThan(210 - 0.01);
    expect(r.final.y).toBeLessThanOrEqual(210 + 1e-5);
  });

  it('a chain of ships: backing off the first ship onto a second one backs up further (the rulebook example)', () => {
    // Y-wing stand-in at y=190 (guides 168..212), TIE stand-in at y=270 (rear guides 248..250). The 3-straight ends
    // at y=260 over the TIE; backing to touch it (y=226) lands on the Y-wing, so it backs on to touch the Y-wing's
    // rear guides: centre y = 168 − 22 = 146.
    const ywing = ship('y', 400, 190);
    const tie = ship('t', 400, 270);
    const r = move({ x: 400, y: 100, heading: 0 }, '3F', { ships: [ywing, tie] });
    expect(r.partial).toBe(true);
    expect(r.overlapped).toEqual(['t']);
    expect(r.backedOver).toEqual(['t', 'y']);
    expect(r.touching).toEqual(['y']);
    expect(r.final.y).toBeCloseTo(146, 2);
    expect(r.final.y).toBeLessThanOrEqual(146 + 1e-5);
    // Only the template between the start and the final position counts: it now ends at y = 126, short of the Y-wing.
    expect(r.movedThrough).toEqual([]);
  });

  it('a ship that cannot leave its spot stays where it is', () => {
    // The blocker's rear guides touch the mover's front guides (both at y = 122).
    const start = { x: 400, y: 100, heading: 0 };
    const r = move(start, '1F', { ships: [ship('b', 400, 144)] });
    expect(r.partial).toBe(true);
    expect(r.progress).toBe(0);
    expect(r.final.x).toBeCloseTo(400, 9);
    expect(r.final.y).toBeCloseTo(100, 9);
    expect(r.touching).toEqual(['b']);
  });

  it('ends touching the last ship it backed over, to 0.01 mm, on a bank', () => {
    const start = { x: 400, y: 100, heading: 0 };
    const other = ship('b', 455, 225, 30, 'medium');
    const r = move(start, '2N', { ships: [other] });
    expect(r.partial).toBe(true);
    const moved = ship('a', r.final.x, r.final.y, r.final.heading);
    expect(solidsOverlap(shipSolid('small', r.final), shipSolid('medium', other.pose))).toBe(false);
    expect(gap(moved, other)).toBeLessThanOrEqual(0.01);
    // One hundredth of a millimetre further along the path would overlap.
    const further = pathPose(start, parseManeuver('2N'), 'small', r.progress + 0.01 / 200);
    expect(solidsOverlap(shipSolid('small', further), shipSolid('medium', other.pose))).toBe(true);
  });

  it('a partially executed Koiogran turn does not rotate (Rulebook 2.5 (000), Koiogran Turn)', () => {
    const r = move({ x: 400, y: 100, heading: 0 }, '4K', { ships: [ship('b', 400, 300)] });
    expect(r.partial).toBe(true);
    expect(r.final.heading).toBe(0);
    const full = move({ x: 400, y: 100, heading: 0 }, '4K');
    expect(full.final.heading).toBe(180);
  });

  it("a partially executed Segnor's loop and Tallon roll do not rotate (Rulebook 2.5 (000), Segnor's Loop, Tallon Roll)", () => {
    const start = { x: 400, y: 100, heading: 0 };
    const seg = finalPose(start, parseManeuver('2P'), 'small');
    const r = move(start, '2P', { ships: [ship('b', seg.x + 10, seg.y + 10)] });
    expect(r.partial).toBe(true);
    expect(r.final.heading).toBeLessThan(45);
    const tal = finalPose(start, parseManeuver('2R'), 'small');
    const t = move(start, '2R', { ships: [ship('b', tal.x + 5, tal.y - 5)] });
    expect(t.partial).toBe(true);
    expect(t.final.heading).toBeLessThanOrEqual(90);
  });

  it('a Tallon roll whose turned end overlaps but whose plain template end is clear stops there, unturned', () => {
    // End of the 2-turn for a large base: centre (152.5, 152.5), square up to y = 192.5. Turned to heading 180 its
    // rear guides (x 138.9..142.5, y 192.5..194.5) reach the other ship's rear guides (x 136.3..139.9, y from 193.5);
    // at the plain end (heading 90) its guides are on the sides and it is clear, so backing up stops at once
    // (Rulebook 2.5 (000), Tallon Roll: a ship that cannot fully execute it does not rotate).
    const start = { x: 50, y: 50, heading: 0 };
    const r = move(start, '2R', { ships: [ship('b', 125.8, 235.5, 0, 'large')] }, 'large');
    expect(r.partial).toBe(true);
    expect(r.progress).toBe(1);
    expect(r.final.heading).toBeCloseTo(90, 9);
    expect(r.overlapped).toEqual(['b']);
  });

  it('a reverse maneuver backs up forwards along its template', () => {
    const r = move({ x: 400, y: 500, heading: 0 }, '2S', { ships: [ship('b', 400, 370)] });
    expect(r.partial).toBe(true);
    // Blocker's front guides at 370 + 22 = 392; the mover's rear guides stop there: centre 414.
    expect(r.final.y).toBeCloseTo(414, 2);
    expect(r.final.y).toBeGreaterThanOrEqual(414 - 1e-5);
  });
});

describe('obstacles (Rulebook 2.5 (000), Moving Through and Overlapping Obstacles; geometry.md)', () => {
  const rock = (x: number, y: number) => placeObstacle('Asteroid 4', { x, y, heading: 0 }, 'rock');

  it('obstacles never cause a partial maneuver', () => {
    const r = move({ x: 400, y: 100, heading: 0 }, '3F', { obstacles: [rock(400, 260)] });
    expect(r.partial).toBe(false);
    expect(r.overlapping).toEqual(['rock']);
  });

  it('an obstacle under the template only is moved through, not overlapped', () => {
    const r = move({ x: 400, y: 100, heading: 0 }, '5F', { obstacles: [rock(400, 200)] });
    expect(r.movedThrough).toEqual(['rock']);
    expect(r.overlapping).toEqual([]);
  });

  it('an obstacle beside the arc of a bank template is not moved through; one on the arc is', () => {
    const start = { x: 400, y: 100, heading: 0 };
    // The 3-bank's centre line at 30° of its arc: centre (180 + 400, 120) minus 180·(cos, −sin).
    const a = 30 * (Math.PI / 180);
    const onArc = { x: 400 + 180 * (1 - Math.cos(a)), y: 120 + 180 * Math.sin(a) };
    const small = (x: number, y: number) => placeObstacle('Asteroid 12', { x, y, heading: 90 }, 'rock');
    expect(move(start, '3N', { obstacles: [small(onArc.x, onArc.y)] }).movedThrough).toEqual(['rock']);
    // 60 mm outside the outer edge of the template (radius 190 + 60 about the arc's centre).
    const out = { x: 580 - 250 * Math.cos(a), y: 120 + 250 * Math.sin(a) };
    expect(move(start, '3N', { obstacles: [small(out.x, out.y)] }).movedThrough).toEqual([]);
  });

  it('an obstacle overlapped at the start counts only if the template or final base overlaps it again', () => {
    // The asteroid sits under the rear of the starting base; a 2-straight leaves it behind.
    const r = move({ x: 400, y: 100, heading: 0 }, '2F', { obstacles: [rock(400, 60)] });
    expect(r.movedThrough).toEqual([]);
    expect(r.overlapping).toEqual([]);
  });

  it('after a partial maneuver only the template between the start and the final position counts', () => {
    // A rock ahead of where the ship stops (it stops at y = 206) but on the full template.
    const r = move({ x: 400, y: 100, heading: 0 }, '3F', {
      ships: [ship('b', 400, 250, 180)],
      obstacles: [placeObstacle('Asteroid 12', { x: 400, y: 220, heading: 90 }, 'rock')],
    });
    expect(r.partial).toBe(true);
    expect(r.movedThrough).toEqual([]);
  });
});

describe('fleeing (Rulebook 2.5 (000), Fleeing the Area; guides count, geometry.md)', () => {
  it('a base wholly on the table does not flee; guides past the edge do', () => {
    // 1-straight: +80 mm. Square top edge 912.4 puts the guides exactly on the edge (914.4): still on the table.
    expect(move({ x: 400, y: 812.4, heading: 0 }, '1F').fled).toBe(false);
    // One millimetre further and the guides hang over.
    expect(move({ x: 400, y: 813.4, heading: 0 }, '1F').fled).toBe(true);
  });

  it('running off the side flees even after a partial maneuver', () => {
    const r = move({ x: 30, y: 400, heading: 270 }, '2F', { ships: [ship('b', 30, 520)] });
    expect(r.fled).toBe(true);
  });
});

describe('sideslips (a bank or turn run off the side of the base: docs/geometry.md "Sideslips"; the rules documents have no sideslip section)', () => {
  const at = { x: 400, y: 400, heading: 0 };
  const expectPose = (p: Pose, q: Pose) => {
    expect(p.x).toBeCloseTo(q.x, 2);
    expect(p.y).toBeCloseTo(q.y, 2);
    expect(p.heading).toBeCloseTo(q.heading, 6);
  };

  it('small 1-bank left: the middle of the right side at the template end, 90.71 left and 37.57 forward, turned 45° right — the bank-template barrel roll left, forward, middle', () => {
    const r = move(at, '1B', { sideslip: true });
    expect(r.partial).toBe(false);
    expectPose(r.final, { x: 309.29, y: 437.57, heading: 45 });
    const roll = repositionOptions({ kind: 'barrel-roll', base: 'small', pose: at, template: '1B' }).find(
      (o) => o.direction === 'left' && o.bank === 'forward' && o.alignment === 'middle',
    )!;
    expectPose(r.final, roll.final);
  });

  it('small 2-bank right: 126.07 right, 52.22 forward, turned 45° left; small 2-turn right: (82.5, 82.5), turned 90° left', () => {
    expectPose(move(at, '2N', { sideslip: true }).final, { x: 526.07, y: 452.22, heading: 315 });
    expectPose(move(at, '2Y', { sideslip: true }).final, { x: 482.5, y: 482.5, heading: 270 });
  });

  it('medium 3-bank left, any heading: the maneuver from the base turned 90° left, then turned back', () => {
    const start = { x: 450, y: 420, heading: 30 };
    const side = { x: 450, y: 420, heading: 300 };
    const plain = finalPose(side, parseManeuver('3N'), 'medium');
    expectPose(move(start, '3B', { sideslip: true }, 'medium').final, {
      ...plain,
      heading: (plain.heading + 90) % 360,
    });
  });

  it('a ship at the end: a partial sideslip backs up along the template and ends touching it, not overlapping', () => {
    const blocker = ship('b', 300, 450, 0);
    const r = move(at, '1B', { sideslip: true, ships: [blocker] });
    expect(r.partial).toBe(true);
    expect(r.overlapped).toEqual(['b']);
    const mover: ShipOnTable = { id: 'm', base: 'small', pose: r.final };
    expect(solidsOverlap(shipSolid('small', r.final), shipSolid('small', blocker.pose))).toBe(false);
    expect(gap(mover, blocker)).toBeLessThan(0.01);
  });

  it('only banks and turns sideslip', () => {
    expect(() => move(at, '2F', { sideslip: true })).toThrow();
  });
});
