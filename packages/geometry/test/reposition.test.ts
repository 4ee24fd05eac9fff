import {
  type BaseSize,
  DEVICE_KINDS,
  DEVICE_OFFSETS,
  type DeviceKind,
  devicePieces,
  deviceTokenMeasured,
  deviceTokenOutline,
  deviceTokenSource,
  finalPose,
  GeometryError,
  type Pose,
  parseManeuver,
  placeConvex,
  placeDevice,
  placeDeviceToken,
  placeObstacle,
  type RepositionInput,
  type RepositionOption,
  repositionOptions,
  shipSolid,
  solidsOverlap,
} from '@xwing/geometry';
import { describe, expect, it } from 'vitest';
import { at, DEG } from './frame.js';

// Rulebook 2.5 (000), Barrel Roll: "Place the short edge of the template flush against the left or right side of the
// ship's base … place the ship so that the hashmark on the other side of the base is aligned to the front, middle, or
// back of the other short end of the template. A ship cannot barrel roll if it would overlap another ship or if it
// would move through or overlap an obstacle." Boost: 1-straight or 1-bank between the front guides, rear guides into
// the far end; same restrictions. First edition (002), Barrel roll: large ships put the template's long side against
// the base; a ship cannot barrel roll if this would cause it to flee the battlefield. geometry.md, Actions that move:
// small ±80 lateral with δ −10/0/+10, medium ±80 with ±20, large ±100 with ±20, small 2-straight roll ±120;
// bank-template roll "centre at lateral 90.71 ∓ 7.07, forward 37.57 ± 7.07, Δθ ∓45°"; decloak small: (0, 120) or
// (±120, δ).

/** Heading difference in (−180, 180]. */
const angleDiff = (a: number, b: number) => {
  const d = (((a - b) % 360) + 360) % 360;
  return d > 180 ? d - 360 : d;
};

function expectPose(actual: Pose, expected: Pose, digits = 6): void {
  expect(actual.x).toBeCloseTo(expected.x, digits);
  expect(actual.y).toBeCloseTo(expected.y, digits);
  expect(angleDiff(actual.heading, expected.heading)).toBeCloseTo(0, digits);
}

function option(opts: RepositionOption[], direction: string, alignment?: string, bank?: string): RepositionOption {
  const hit = opts.filter(
    (o) =>
      o.direction === direction &&
      (alignment === undefined || o.alignment === alignment) &&
      (bank === undefined || o.bank === bank),
  );
  expect(hit, `${direction} ${alignment ?? ''} ${bank ?? ''}`).toHaveLength(1);
  return hit[0]!;
}

const roll = (base: BaseSize, pose: Pose, more: Partial<RepositionInput> = {}) =>
  repositionOptions({ base, pose, kind: 'barrel-roll', ...more });

const ALIGN = { front: 1, middle: 0, back: -1 } as const;

describe('barrel roll placements (Rulebook 2.5 (000), Barrel Roll; geometry.md, Actions that move)', () => {
  const cases: [BaseSize, string, number, number][] = [
    ['small', '1F', 80, 10],
    ['medium', '1F', 80, 20],
    ['large', '1F', 100, 20],
    ['small', '2F', 120, 10],
  ];
  for (const [base, template, lateral, delta] of cases) {
    for (const heading of [0, 37, 210]) {
      it(`${base} ${template} at heading ${heading}: six options at lateral ±${lateral}, forward +${delta}/0/−${delta}`, () => {
        const pose: Pose = { x: 457.2, y: 457.2, heading };
        const opts = roll(base, pose, { template });
        expect(opts).toHaveLength(6);
        for (const side of ['left', 'right'] as const) {
          for (const alignment of ['front', 'middle', 'back'] as const) {
            const o = option(opts, side, alignment);
            expect(o.move).toBe('barrel-roll');
            expect(o.template).toBe(template);
            expect(o.legal).toBe(true);
            expect(o.reason).toBeUndefined();
            expect(o.devices).toEqual([]);
            expectPose(o.final, at(pose, (side === 'left' ? -1 : 1) * lateral, ALIGN[alignment] * delta));
          }
        }
      });
    }
  }

  it('Barrel Roll: the default template is the 1-straight', () => {
    const pose: Pose = { x: 300, y: 300, heading: 0 };
    const opts = roll('small', pose);
    expect(opts.map((o) => o.template)).toEqual(Array(6).fill('1F'));
    expectPose(option(opts, 'right', 'front').final, { x: 380, y: 310, heading: 0 });
    expectPose(option(opts, 'left', 'back').final, { x: 220, y: 290, heading: 0 });
  });

  it('Barrel Roll: the ship keeps its facing (002: "the ship must face in the same direction")', () => {
    for (const o of roll('large', { x: 457.2, y: 457.2, heading: 123 })) expect(o.final.heading).toBeCloseTo(123, 9);
  });

  it('geometry.md, Actions that move: a medium base rolling with the 2-straight is not implemented (no measured placement)', () => {
    try {
      roll('medium', { x: 400, y: 400, heading: 0 }, { template: '2F' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(GeometryError);
      expect((e as GeometryError).code).toBe('not-implemented');
    }
    expect(() => roll('large', { x: 400, y: 400, heading: 0 }, { template: '2F' })).toThrow(GeometryError);
  });
});

describe('bank-template barrel roll, small (geometry.md: "lateral 90.71 ∓ 7.07, forward 37.57 ± 7.07, Δθ ∓45°")', () => {
  // A 1-bank run off the ship's side: the template's far end is where a 1-bank would put a base 40 long, i.e.
  // (37.57, 90.71) in a frame facing out of the side. Curving towards the ship's front when rolling right, the
  // ship ends at lateral 90.71, forward 37.57, turned −45°. Front/back alignment slides it ±10 along its new
  // heading: ±10·(sin(−45°), cos(−45°)) = (∓7.07, ±7.07).
  const r = Math.SQRT1_2 * 10;
  const B1x = 80 * (1 - Math.SQRT1_2) + 20 * Math.SQRT1_2; // 37.574
  const B1y = 20 + 80 * Math.SQRT1_2 + 20 * Math.SQRT1_2; // 90.711
  it('the bank-1 numbers are 37.57 and 90.71', () => {
    expect(B1x).toBeCloseTo(37.57, 2);
    expect(B1y).toBeCloseTo(90.71, 2);
  });

  for (const heading of [0, 37, 210]) {
    it(`at heading ${heading}: twelve options, each as geometry.md gives`, () => {
      const pose: Pose = { x: 457.2, y: 457.2, heading };
      const opts = roll('small', pose, { template: '1B' });
      expect(opts).toHaveLength(12);
      for (const side of [1, -1] as const) {
        const direction = side > 0 ? 'right' : 'left';
        for (const bank of ['forward', 'backward'] as const) {
          const f = bank === 'forward' ? 1 : -1;
          // Turn: rolling right and curving forward turns the ship anticlockwise (−45); each flip mirrors it.
          const turn = -45 * side * f;
          const s = Math.sin(turn * DEG);
          const c = Math.cos(turn * DEG);
          for (const alignment of ['front', 'middle', 'back'] as const) {
            const k = ALIGN[alignment] * 10;
            const lx = side * B1y + k * s;
            const ly = f * B1x + k * c;
            const o = option(opts, direction, alignment, bank);
            expect(o.template).toBe('1B');
            expect(o.legal).toBe(true);
            expectPose(o.final, at(pose, lx, ly, turn), 6);
          }
        }
      }
    });
  }

  it('right, curving forward, front alignment: lateral 90.71 − 7.07 = 83.64, forward 37.57 + 7.07 = 44.64, heading 315', () => {
    const opts = roll('small', { x: 400, y: 400, heading: 0 }, { template: '1B' });
    expectPose(option(opts, 'right', 'front', 'forward').final, { x: 400 + B1y - r, y: 400 + B1x + r, heading: 315 });
    expectPose(option(opts, 'right', 'front', 'forward').final, { x: 483.64, y: 444.64, heading: 315 }, 2);
    expectPose(option(opts, 'right', 'middle', 'backward').final, { x: 490.71, y: 362.43, heading: 45 }, 2);
    expectPose(option(opts, 'left', 'middle', 'forward').final, { x: 309.29, y: 437.57, heading: 45 }, 2);
  });

  for (const heading of [0, 37]) {
    it(`at heading ${heading}: something on the forward-curving template blocks only those three placements`, () => {
      // Rolling right and curving forward, the template's centre line is the 80-radius arc about (20, 80) (ship
      // frame) from (20, 0), sweeping 45°. At 30° it passes (20 + 80 sin30, 80 − 80 cos30) = (60, 10.72). A 10 × 10
      // token there lies within the template's ±10 band. The backward template (about (20, −80), radii 70..90) is
      // 92.6 from the token's nearest corner (55, 5.72); the forward end bases are 40.8 from it (base radius 28.3 +
      // token radius 7.1); the ship is at x ≤ 20.
      const pose: Pose = { x: 400, y: 400, heading };
      const c = at(pose, 60, 80 - 80 * Math.cos(30 * DEG));
      const tok = placeConvex('tok', [-5, -5, 5, -5, 5, 5, -5, 5], { x: c.x, y: c.y, heading });
      const opts = roll('small', pose, { template: '1B', obstacles: [tok] });
      for (const a of ['front', 'middle', 'back'] as const) {
        const o = option(opts, 'right', a, 'forward');
        expect(o.legal).toBe(false);
        expect(o.reason).toContain('tok');
        expect(solidsOverlap(shipSolid('small', o.final), tok.solid)).toBe(false);
        expect(option(opts, 'right', a, 'backward').legal).toBe(true);
        expect(option(opts, 'left', a, 'forward').legal).toBe(true);
        expect(option(opts, 'left', a, 'backward').legal).toBe(true);
      }
    });
  }

  it('geometry.md: the bank-template roll is a small-base ability — a medium base throws not-implemented', () => {
    expect(() => roll('medium', { x: 400, y: 400, heading: 0 }, { template: '1B' })).toThrow(GeometryError);
  });
});

describe('barrel roll legality (Rulebook 2.5 (000), Barrel Roll; First edition (002), Barrel roll)', () => {
  const pose: Pose = { x: 400, y: 400, heading: 0 };

  it('Barrel Roll: "cannot barrel roll if it would overlap another ship" — only the overlapped alignment is illegal', () => {
    // Right rolls end at (480, 410 / 400 / 390): squares y 390..430, 380..420, 370..410 (guides ±2 beyond).
    // Blocker at (480, 445): square y 425..465, rear guides from 423. The front option overlaps it by 5 mm; the
    // middle one (guides up to 422) clears it by 1 mm.
    const opts = roll('small', pose, {
      ships: [{ id: 'blocker', base: 'small', pose: { x: 480, y: 445, heading: 0 } }],
    });
    const front = option(opts, 'right', 'front');
    expect(front.legal).toBe(false);
    expect(front.reason).toMatch(/overlap/);
    expect(front.reason).toContain('ship');
    expect(front.reason).toContain('blocker');
    expect(option(opts, 'right', 'middle').legal).toBe(true);
    expect(option(opts, 'right', 'back').legal).toBe(true);
    for (const a of ['front', 'middle', 'back']) expect(option(opts, 'left', a).legal).toBe(true);
  });

  it('Barrel Roll: touching a ship after the roll is legal (touching is not overlapping, geometry.md Bases)', () => {
    // Right middle ends at (480, 400), square x 460..500; a ship at (520, 400) (square x 500..540) shares the side
    // x = 500 with it.
    const opts = roll('small', pose, { ships: [{ id: 'b', base: 'small', pose: { x: 520, y: 400, heading: 0 } }] });
    expect(option(opts, 'right', 'middle').legal).toBe(true);
  });

  it('Barrel Roll: only overlapping a ship at the end counts — rolling over a ship touching the side is legal', () => {
    // A ship at (440, 400) (square x 420..460) sits right under the template; the right rolls end at x 460..500,
    // touching it.
    const opts = roll('small', pose, { ships: [{ id: 'under', base: 'small', pose: { x: 440, y: 400, heading: 0 } }] });
    for (const a of ['front', 'middle', 'back']) expect(option(opts, 'right', a).legal).toBe(true);
  });

  it('Barrel Roll: the ship rolled over is reported as moved through (shipsThrough), the clear side reports none', () => {
    // As above: the ship at (440, 400) lies under the right roll template (x 420..460, y 390..410).
    const opts = roll('small', pose, { ships: [{ id: 'under', base: 'small', pose: { x: 440, y: 400, heading: 0 } }] });
    for (const a of ['front', 'middle', 'back']) {
      expect(option(opts, 'right', a).shipsThrough).toEqual(['under']);
      expect(option(opts, 'left', a).shipsThrough).toBeUndefined();
    }
  });

  it('Barrel Roll: "move through … an obstacle" — the template over an asteroid makes every right roll illegal though the end positions are clear', () => {
    // The small 1F roll template covers x 420..460, y 390..410. Asteroid 12 (x ±9.73, y ±21.59) at (440, 400)
    // spans x 430.27..449.73 and crosses y = 400 inside it. The final bases (x 460..500) and the ship (x ≤ 420)
    // stay 10 mm clear of it.
    const rock = placeObstacle('Asteroid 12', { x: 440, y: 400, heading: 0 }, 'rock');
    const opts = roll('small', pose, { obstacles: [rock] });
    for (const a of ['front', 'middle', 'back']) {
      const o = option(opts, 'right', a);
      expect(o.legal).toBe(false);
      expect(o.reason).toContain('obstacle');
      expect(o.reason).toContain('rock');
      expect(solidsOverlap(shipSolid('small', o.final), rock.solid)).toBe(false);
      expect(option(opts, 'left', a).legal).toBe(true);
    }
  });

  it('Barrel Roll: the small roll template is only 20 wide — an asteroid 1.23 mm beside it does not block the roll', () => {
    // Template y 390..410. Asteroid 1 (x ±17.17, y ±21.77) at (440, 433): y 411.23..454.77, x 422.83..457.17 — clear
    // of the template, the ship (x ≤ 420) and the end squares (x ≥ 460).
    const rock = placeObstacle('Asteroid 1', { x: 440, y: 433, heading: 0 }, 'near');
    const opts = roll('small', pose, { obstacles: [rock] });
    for (const a of ['front', 'middle', 'back']) expect(option(opts, 'right', a).legal).toBe(true);
    // 2 mm lower (y 409.23..) it reaches into the template.
    const lower = placeObstacle('Asteroid 1', { x: 440, y: 431, heading: 0 }, 'near');
    expect(option(roll('small', pose, { obstacles: [lower] }), 'right', 'middle').legal).toBe(false);
  });

  it('Barrel Roll: overlapping an obstacle at the end position is illegal too', () => {
    // Asteroid 1 at (480, 440) spans x 462.83..497.17 (clear of the template, x 420..460) and y 418.23..461.77: its
    // lowest vertex (484.07, 418.23) is inside the front option's square (y 390..430); the back option's square and
    // guides (y 368..412) stay clear.
    const rock = placeObstacle('Asteroid 1', { x: 480, y: 440, heading: 0 }, 'a1');
    const opts = roll('small', pose, { obstacles: [rock] });
    expect(option(opts, 'right', 'front').legal).toBe(false);
    expect(option(opts, 'right', 'back').legal).toBe(true);
  });

  it('First edition (002), Barrel roll: large ships put the long side of the template against the base — the template is x 40..60, y −20..20', () => {
    // Asteroid 12 (x ±9.73) at local (50, 0) sits inside that template and clear of the ship (x ≤ 40) and of the
    // end squares (x ≥ 60).
    const p: Pose = { x: 457.2, y: 457.2, heading: 37 };
    const c = at(p, 50, 0);
    const rock = placeObstacle('Asteroid 12', { x: c.x, y: c.y, heading: 37 }, 'r12');
    const opts = roll('large', p, { obstacles: [rock] });
    for (const a of ['front', 'middle', 'back']) {
      expect(option(opts, 'right', a).legal).toBe(false);
      expect(option(opts, 'left', a).legal).toBe(true);
    }
    // Moved to local (50, 35): it still reaches y 13.41 < 20, inside the template.
    const c2 = at(p, 50, 35);
    const rock2 = placeObstacle('Asteroid 12', { x: c2.x, y: c2.y, heading: 37 }, 'r12');
    expect(option(roll('large', p, { obstacles: [rock2] }), 'right', 'back').legal).toBe(false);
    // At local (50, 45) it starts at 23.41, beyond the template's end (y 20), and misses the back option's square.
    const c3 = at(p, 50, 45);
    const rock3 = placeObstacle('Asteroid 12', { x: c3.x, y: c3.y, heading: 37 }, 'r12');
    expect(option(roll('large', p, { obstacles: [rock3] }), 'right', 'back').legal).toBe(true);
  });

  it('First edition (002), Barrel roll / Fleeing the battlefield: a roll that puts the base outside the play area is illegal', () => {
    // Ship at x = 844.4: right rolls end at x = 924.4, square to 944.4 > 914.4.
    const opts = roll('small', { x: 844.4, y: 400, heading: 0 });
    for (const a of ['front', 'middle', 'back']) {
      const o = option(opts, 'right', a);
      expect(o.legal).toBe(false);
      expect(o.reason).toContain('outside the play area');
      expect(option(opts, 'left', a).legal).toBe(true);
    }
  });

  it('geometry.md, Play area: guides count for fleeing — only the front alignment’s guides stick out', () => {
    // Ship at (400, 883.4): the front option's centre is 893.4, square top 913.4, front guides to 915.4 > 914.4.
    // The middle option's guides reach 905.4.
    const opts = roll('small', { x: 400, y: 883.4, heading: 0 });
    expect(option(opts, 'right', 'front').legal).toBe(false);
    expect(option(opts, 'left', 'front').legal).toBe(false);
    expect(option(opts, 'right', 'middle').legal).toBe(true);
    // A roll exactly to the edge: ship at x = 814.4 rolls to 894.4, its square's side on the edge x = 914.4: legal.
    expect(option(roll('small', { x: 814.4, y: 400, heading: 0 }), 'right', 'middle').legal).toBe(true);
  });

  it('Rulebook 2.5 (000), Mines: rolling over a device is legal and reports it', () => {
    // A 10 × 10 token at (440, 400) under the right roll template.
    const mine = placeConvex('mine-1', [-5, -5, 5, -5, 5, 5, -5, 5], { x: 440, y: 400, heading: 0 });
    const opts = roll('small', pose, { devices: [mine] });
    const o = option(opts, 'right', 'middle');
    expect(o.legal).toBe(true);
    expect(o.devices).toEqual(['mine-1']);
    expect(option(opts, 'left', 'middle').devices).toEqual([]);
  });
});

describe('boost (Rulebook 2.5 (000), Boost)', () => {
  for (const base of ['small', 'medium', 'large'] as const) {
    for (const heading of [0, 37, 210]) {
      it(`${base} at ${heading}: 1B / 1F / 1N boosts end where those maneuvers end`, () => {
        const pose: Pose = { x: 457.2, y: 457.2, heading };
        const opts = repositionOptions({ base, pose, kind: 'boost' });
        expect(opts).toHaveLength(3);
        for (const [code, direction] of [
          ['1B', 'left'],
          ['1F', 'straight'],
          ['1N', 'right'],
        ] as const) {
          const o = option(opts, direction);
          expect(o.move).toBe('boost');
          expect(o.template).toBe(code);
          expect(o.legal).toBe(true);
          expectPose(o.final, finalPose(pose, parseManeuver(code), base), 9);
        }
      });
    }
  }

  it('geometry.md, Maneuver templates: small boosts by hand — 1F to (0, 80), 1N to (37.57, 90.71, 45°), 1B mirrored', () => {
    const opts = repositionOptions({ base: 'small', pose: { x: 400, y: 400, heading: 0 }, kind: 'boost' });
    expectPose(option(opts, 'straight').final, { x: 400, y: 480, heading: 0 }, 9);
    expectPose(option(opts, 'right').final, { x: 437.57, y: 490.71, heading: 45 }, 2);
    expectPose(option(opts, 'left').final, { x: 362.43, y: 490.71, heading: 315 }, 2);
  });

  it('geometry.md, Actions that move: "some abilities 1-turn" — a 1T boost ends at (−55, 55), turned −90°', () => {
    const opts = repositionOptions({
      base: 'small',
      pose: { x: 400, y: 400, heading: 0 },
      kind: 'boost',
      template: '1T',
    });
    expect(opts).toHaveLength(1);
    expect(opts[0]!.direction).toBe('left');
    expectPose(opts[0]!.final, { x: 345, y: 455, heading: 270 }, 9);
  });

  it('geometry.md, Maneuver templates: a boost "of 1 speed higher" (a card: Overdrive Thruster) — 2F to (0, 120), 2N to (52.22, 126.07, 45°), 2B mirrored, 2Y to (82.5, 82.5, 90°)', () => {
    const at = (template: string) =>
      repositionOptions({ base: 'small', pose: { x: 400, y: 400, heading: 0 }, kind: 'boost', template });
    expectPose(at('2F')[0]!.final, { x: 400, y: 520, heading: 0 }, 9);
    expectPose(at('2N')[0]!.final, { x: 452.22, y: 526.07, heading: 45 }, 2);
    expectPose(at('2B')[0]!.final, { x: 347.78, y: 526.07, heading: 315 }, 2);
    expectPose(at('2Y')[0]!.final, { x: 482.5, y: 482.5, heading: 90 }, 9);
    // Medium base, 2-bank right: (59.29, 143.14) from the table of geometry.md.
    const m = repositionOptions({
      base: 'medium',
      pose: { x: 400, y: 400, heading: 0 },
      kind: 'boost',
      template: '2N',
    });
    expectPose(m[0]!.final, { x: 459.29, y: 543.14, heading: 45 }, 2);
    expect(() =>
      repositionOptions({ base: 'small', pose: { x: 400, y: 400, heading: 0 }, kind: 'boost', template: '3F' }),
    ).toThrow(GeometryError);
  });

  it('Boost: the template over an obstacle makes the boost illegal though the end is clear', () => {
    // 1F template from y 420 to 460, x 390..410. Asteroid 12 turned 90° (x ±21.59, y ±9.73) at (400, 440):
    // y 430.27..449.73, crossing x = 400 inside the template. Ship (y ≤ 422 with guides) and end (y ≥ 458) clear.
    const rock = placeObstacle('Asteroid 12', { x: 400, y: 440, heading: 90 }, 'r');
    const opts = repositionOptions({
      base: 'small',
      pose: { x: 400, y: 400, heading: 0 },
      kind: 'boost',
      obstacles: [rock],
    });
    const straight = option(opts, 'straight');
    expect(straight.legal).toBe(false);
    expect(straight.reason).toContain('obstacle');
    expect(solidsOverlap(shipSolid('small', straight.final), rock.solid)).toBe(false);
  });

  it('Boost: a ship at the end makes it illegal — a boost is never partially executed (geometry.md)', () => {
    const opts = repositionOptions({
      base: 'small',
      pose: { x: 400, y: 400, heading: 0 },
      kind: 'boost',
      ships: [{ id: 'x', base: 'small', pose: { x: 400, y: 500, heading: 180 } }],
    });
    const o = option(opts, 'straight');
    expect(o.legal).toBe(false);
    expectPose(o.final, { x: 400, y: 480, heading: 0 }, 9);
    expect(o.reason).toContain('x');
  });

  it('Boost: a ship under the 1-straight template is moved through (shipsThrough); one beside it is not', () => {
    // The small 1-straight boost template lies between the front guides: x 390..410, y 420..460; the boost ends at
    // (400, 480), square y 460..500 (rear guides below it). A small ship at (428, 436) (square x 408..448, y 416..456,
    // front guides above) reaches 2 mm under the template's right edge while the final base clears it; one at
    // (433, 436) (x 413..453) stays 3 mm clear of the template.
    const boost = (x: number) =>
      option(
        repositionOptions({
          base: 'small',
          pose: { x: 400, y: 400, heading: 0 },
          kind: 'boost',
          template: '1F',
          ships: [{ id: 'near', base: 'small', pose: { x, y: 436, heading: 0 } }],
        }),
        'straight',
      );
    expect(boost(428).legal).toBe(true);
    expect(boost(428).shipsThrough).toEqual(['near']);
    expect(boost(433).legal).toBe(true);
    expect(boost(433).shipsThrough).toBeUndefined();
  });

  it('Boost: only straight, bank or turn templates', () => {
    try {
      repositionOptions({ base: 'small', pose: { x: 400, y: 400, heading: 0 }, kind: 'boost', template: '2K' });
      expect.unreachable();
    } catch (e) {
      expect((e as GeometryError).code).toBe('bad-request');
    }
  });
});

describe('decloak (First edition (002), Decloak: 2-straight barrel roll or boost; geometry.md, Actions that move)', () => {
  for (const heading of [0, 37, 210]) {
    it(`small at ${heading}: boost to (0, 120) and rolls to (±120, −10/0/+10)`, () => {
      const pose: Pose = { x: 457.2, y: 457.2, heading };
      const opts = repositionOptions({ base: 'small', pose, kind: 'decloak' });
      expect(opts).toHaveLength(7);
      const boost = opts.filter((o) => o.move === 'boost');
      expect(boost).toHaveLength(1);
      expect(boost[0]!.direction).toBe('straight');
      expect(boost[0]!.template).toBe('2F');
      expectPose(boost[0]!.final, at(pose, 0, 120), 9);
      for (const side of ['left', 'right'] as const) {
        for (const alignment of ['front', 'middle', 'back'] as const) {
          const o = option(
            opts.filter((x) => x.move === 'barrel-roll'),
            side,
            alignment,
          );
          expect(o.template).toBe('2F');
          expectPose(o.final, at(pose, side === 'left' ? -120 : 120, ALIGN[alignment] * 10), 9);
        }
      }
    });
  }

  it('geometry.md: medium and large 2-straight rolls are unknown — decloaking them throws not-implemented', () => {
    for (const base of ['medium', 'large'] as const) {
      try {
        repositionOptions({ base, pose: { x: 400, y: 400, heading: 0 }, kind: 'decloak' });
        expect.unreachable();
      } catch (e) {
        expect(e).toBeInstanceOf(GeometryError);
        expect((e as GeometryError).code).toBe('not-implemented');
      }
    }
  });

  it('supplement "Cloak and decloak": medium and large ships decloak with the 1-straight (boost 40 mm past the base)', () => {
    for (const base of ['medium', 'large'] as const) {
      const pose: Pose = { x: 457.2, y: 457.2, heading: 0 };
      const length = base === 'medium' ? 60 : 80;
      const opts = repositionOptions({ base, pose, kind: 'decloak', template: '1F' });
      const boost = opts.filter((o) => o.move === 'boost');
      expect(boost).toHaveLength(1);
      expect(boost[0]!.template).toBe('1F');
      expectPose(boost[0]!.final, at(pose, 0, 40 + length), 9);
      const rolls = opts.filter((o) => o.move === 'barrel-roll');
      expect(rolls.length).toBeGreaterThan(0);
      for (const r of rolls) expect(r.template).toBe('1F');
    }
  });

  describe('with the 2-bank ("Echo"): rolls like the bank-template roll, with the 2-bank run off the side', () => {
    // The 2-bank (radius 130) run off the side of a base 40 long ends, in a frame facing out of the side, at
    // (130(1 − √½) + 20√½, 20 + 130√½ + 20√½) = (52.22, 126.07), turned 45°: the bank-1 numbers with the radius 130.
    // The boosts are the 2-bank maneuvers' ends (geometry.md, Maneuver templates).
    const B2x = 130 * (1 - Math.SQRT1_2) + 20 * Math.SQRT1_2;
    const B2y = 20 + 130 * Math.SQRT1_2 + 20 * Math.SQRT1_2;
    it('the bank-2 numbers are 52.22 and 126.07', () => {
      expect(B2x).toBeCloseTo(52.22, 2);
      expect(B2y).toBeCloseTo(126.07, 2);
    });
    for (const heading of [0, 37, 210]) {
      it(`small at ${heading}: twelve rolls and two boosts, each where the 2-bank puts it`, () => {
        const pose: Pose = { x: 457.2, y: 457.2, heading };
        for (const template of ['2B', '2N']) {
          const opts = repositionOptions({ base: 'small', pose, kind: 'decloak', template });
          expect(opts).toHaveLength(14);
          const boosts = opts.filter((o) => o.move === 'boost');
          expect(boosts.map((o) => o.direction).sort()).toEqual(['left', 'right']);
          for (const b of boosts)
            expectPose(b.final, finalPose(pose, parseManeuver(b.direction === 'left' ? '2B' : '2N'), 'small'), 9);
          const rolls = opts.filter((o) => o.move === 'barrel-roll');
          for (const side of [1, -1] as const) {
            for (const bank of ['forward', 'backward'] as const) {
              const f = bank === 'forward' ? 1 : -1;
              const turn = -45 * side * f;
              for (const alignment of ['front', 'middle', 'back'] as const) {
                const k = ALIGN[alignment] * 10;
                const o = option(rolls, side > 0 ? 'right' : 'left', alignment, bank);
                expect(o.template).toBe('2B');
                expect(o.legal).toBe(true);
                const lx = side * B2y + k * Math.sin(turn * DEG);
                const ly = f * B2x + k * Math.cos(turn * DEG);
                expectPose(o.final, at(pose, lx, ly, turn), 6);
              }
            }
          }
        }
      });
    }
    it('right, curving forward, middle: (126.07, 52.22), heading 315; medium bases throw not-implemented', () => {
      const opts = repositionOptions({
        base: 'small',
        pose: { x: 400, y: 400, heading: 0 },
        kind: 'decloak',
        template: '2B',
      });
      expectPose(option(opts, 'right', 'middle', 'forward').final, { x: 526.07, y: 452.22, heading: 315 }, 2);
      expect(() =>
        repositionOptions({ base: 'medium', pose: { x: 400, y: 400, heading: 0 }, kind: 'decloak', template: '2B' }),
      ).toThrow(GeometryError);
    });
  });

  it('First edition (002), Decloak: a small ship only the 2-straight template (or the 2-bank a card puts instead)', () => {
    expect(() =>
      repositionOptions({ base: 'small', pose: { x: 400, y: 400, heading: 0 }, kind: 'decloak', template: '1F' }),
    ).toThrow(GeometryError);
  });

  it('an unknown reposition kind is a bad request', () => {
    try {
      repositionOptions({ base: 'small', pose: { x: 400, y: 400, heading: 0 }, kind: 'slam' as never });
      expect.unreachable();
    } catch (e) {
      expect((e as GeometryError).code).toBe('bad-request');
    }
  });
});

describe('placeDevice (Rulebook 2.5 (000), Dropping and Launching Devices; geometry.md, Devices)', () => {
  // The offsets are the X-Wing Vassal module's drop offsets (scripts/device-outlines.json: BombSpawner.java's px at
  // 2.825 px per mm): bomb 40 px = 14.16 mm, proximity mine 92 px = 32.57, Conner net 110 px = 38.94, cluster mine
  // centre 55 px = 19.47 and sides 58.5 px = 20.71 ahead, 113 px = 40 mm across.
  const BOMB = 14.16;

  it('Dropping: a bomb dropped with the 1-straight from a small ship lies 20 + 40 + 14.16 behind its centre', () => {
    // Template from the rear edge (y 380) back to y 340; the bomb's guides in its end, centre 14.16 beyond.
    const poses = placeDevice('small', { x: 400, y: 400, heading: 0 }, 'drop', '1F', 'bomb');
    expect(poses).toHaveLength(1);
    expectPose(poses[0]!, { x: 400, y: 340 - BOMB, heading: 0 }, 9);
  });

  it('Launching: the same bomb launched lies as far ahead, turned to face back along the template', () => {
    const poses = placeDevice('small', { x: 400, y: 400, heading: 0 }, 'launch', '1F', 'bomb');
    expectPose(poses[0]!, { x: 400, y: 460 + BOMB, heading: 180 }, 9);
  });

  it("the module's offsets: bomb 14.16, proximity mine 32.57, Conner net 38.94 beyond the template's end", () => {
    expect(DEVICE_OFFSETS.bomb.ahead).toBe(14.16);
    expect(DEVICE_OFFSETS['proximity-mine'].ahead).toBe(32.57);
    expect(DEVICE_OFFSETS['conner-net'].ahead).toBe(38.94);
    expect(DEVICE_OFFSETS['drk-1'].ahead).toBe(21.95);
    expect(DEVICE_OFFSETS['buzz-droid'].ahead).toBe(18.76);
    // Proximity mine from a medium ship with the 1-straight: 30 + 40 + 32.57 behind.
    const [p] = placeDevice('medium', { x: 400, y: 400, heading: 0 }, 'drop', '1F', 'proximity-mine');
    expectPose(p!, { x: 400, y: 400 - 70 - 32.57, heading: 0 }, 9);
  });

  it('a rotated ship drops along its own axis: heading 90 drops the bomb to the −x side', () => {
    const [p] = placeDevice('small', { x: 400, y: 400, heading: 90 }, 'drop', '1F', 'bomb');
    expectPose(p!, { x: 340 - BOMB, y: 400, heading: 90 }, 9);
    const [q] = placeDevice('large', { x: 457.2, y: 457.2, heading: 210 }, 'launch', '2F', 'bomb');
    // Large: 40 + 80 + 14.16 ahead, facing back.
    expectPose(q!, { ...at({ x: 457.2, y: 457.2, heading: 210 }, 0, 120 + BOMB), heading: 30 }, 9);
  });

  it('cluster mines — three pieces: the centre one 19.47 beyond the end, the side ones 20.71 beyond and 40 across', () => {
    const poses = placeDevice('small', { x: 400, y: 400, heading: 0 }, 'drop', '1F', 'cluster-mines');
    expect(poses).toHaveLength(3);
    const [left, mid, right] = poses as [Pose, Pose, Pose];
    expectPose(mid, { x: 400, y: 340 - 19.47, heading: 0 }, 9);
    expectPose(left, { x: 360, y: 340 - 20.71, heading: 0 }, 9);
    expectPose(right, { x: 440, y: 340 - 20.71, heading: 0 }, 9);
    expect(devicePieces('cluster-mines').map((q) => q.shape)).toEqual([
      'cluster-mine-side',
      'cluster-mines',
      'cluster-mine-side',
    ]);
  });

  it('cluster mines launched from a rotated ship stay in a row across the ship’s axis', () => {
    const pose: Pose = { x: 457.2, y: 457.2, heading: 37 };
    const poses = placeDevice('medium', pose, 'launch', '1F', 'cluster-mines');
    // Medium 1F launch: 30 + 40 + the piece's offset ahead.
    expect(poses).toHaveLength(3);
    for (const [i, p] of poses.entries()) {
      const q = devicePieces('cluster-mines')[i]!;
      expectPose(p, { ...at(pose, q.side, 70 + q.ahead), heading: 217 }, 9);
    }
  });

  it('a bank launch: the device continues its offset along the template’s end heading', () => {
    // Small, 1N: the template's end is at (80(1 − cos45), 20 + 80 sin45) = (23.431, 76.569), heading 45; the bomb
    // 14.16 further along (sin45, cos45), turned to face back along it.
    const [p] = placeDevice('small', { x: 400, y: 400, heading: 0 }, 'launch', '1N', 'bomb');
    const ex = 80 * (1 - Math.SQRT1_2) + BOMB * Math.SQRT1_2;
    const ey = 20 + 80 * Math.SQRT1_2 + BOMB * Math.SQRT1_2;
    expectPose(p!, { x: 400 + ex, y: 400 + ey, heading: 225 }, 9);
    // Dropped, the same template runs backwards: mirrored front to back.
    const [q] = placeDevice('small', { x: 400, y: 400, heading: 0 }, 'drop', '1N', 'bomb');
    expectPose(q!, { x: 400 + ex, y: 400 - ey, heading: -45 }, 9);
  });

  it('a turn launch: 1Y ends at (35, 55) heading 90, the bomb 14.16 further along +x', () => {
    const [p] = placeDevice('small', { x: 400, y: 400, heading: 0 }, 'launch', '1Y', 'bomb');
    expectPose(p!, { x: 435 + BOMB, y: 455, heading: 270 }, 9);
  });

  it('a custom device offset: 10 beyond the end of a 1-straight drop from a small ship, facing as the ship', () => {
    const [p] = placeDevice('small', { x: 400, y: 400, heading: 0 }, 'drop', '1F', { ahead: 10 });
    expectPose(p!, { x: 400, y: 330, heading: 0 }, 9);
    const [q] = placeDevice('small', { x: 400, y: 400, heading: 0 }, 'launch', '1F', { ahead: 10 });
    expectPose(q!, { x: 400, y: 470, heading: 0 }, 9);
  });

  it('devices are placed with a straight, bank or turn template only', () => {
    expect(() => placeDevice('small', { x: 400, y: 400, heading: 0 }, 'drop', '1K', 'bomb')).toThrow(GeometryError);
    // The sensor buoy is placed at Setup, never with a template; an unknown kind is refused.
    expect(() => placeDevice('small', { x: 400, y: 400, heading: 0 }, 'drop', '1F', 'sensor-buoy')).toThrow(
      GeometryError,
    );
    expect(() => placeDevice('small', { x: 400, y: 400, heading: 0 }, 'drop', '1F', 'net' as 'bomb')).toThrow(
      GeometryError,
    );
  });
});

/** Area (shoelace) and bounds of a flat outline. */
function measure(ring: readonly number[]) {
  let area = 0;
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < ring.length; i += 2) {
    const x = ring[i]!;
    const y = ring[i + 1]!;
    area += x * ring[(i + 3) % ring.length]! - ring[(i + 2) % ring.length]! * y;
    minX = Math.min(minX, x);
    maxX = Math.max(maxX, x);
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  return { area: area / 2, minX, minY, maxX, maxY };
}

describe('device and remote token outlines (X-Wing Vassal module pieces, scripts/device-outlines.json)', () => {
  // Golden figures: each outline's area (mm², the simplified polygon) and extent (mm about the placed point, +y the
  // side laid against the template's end), from the module's footprints at 2.825 px per mm.
  const GOLDEN: Record<DeviceKind, { area: number; w: number; h: number; top: number; measured: boolean }> = {
    bomb: { area: 927, w: 30.8, h: 32.57, top: 16.28, measured: true },
    'proximity-mine': { area: 3695, w: 67.96, h: 69.38, top: 34.69, measured: true },
    'conner-net': { area: 2853, w: 43.89, h: 81.42, top: 40, measured: true },
    'cluster-mines': { area: 1517, w: 42.83, h: 42.12, top: 20.88, measured: true },
    'cluster-mine-side': { area: 1269, w: 39.65, h: 39.65, top: 19.82, measured: true },
    'drk-1': { area: 1595, w: 50.27, h: 47.79, top: 23.72, measured: true },
    'buzz-droid': { area: 1249, w: 32.21, h: 41.42, top: 20.53, measured: true },
    'sensor-buoy': { area: 1430, w: 38.58, h: 50.97, top: 25.49, measured: true },
    'blazer-bomb': { area: 927, w: 30.8, h: 32.57, top: 16.28, measured: false },
    commando: { area: 699, w: 30, h: 30, top: 15, measured: false },
  };

  it('every kind has its golden area and extent, counter-clockwise, and says whether it was measured', () => {
    expect([...DEVICE_KINDS].sort()).toEqual(Object.keys(GOLDEN).sort());
    for (const kind of DEVICE_KINDS) {
      const g = GOLDEN[kind];
      const m = measure(deviceTokenOutline(kind));
      expect(m.area, kind).toBeGreaterThan(0);
      expect(Math.abs(m.area - g.area), kind).toBeLessThan(1);
      // The simplified outline lies within 0.5 mm of the footprint's bounding box.
      expect(Math.abs(m.maxX - m.minX - g.w), kind).toBeLessThanOrEqual(1);
      expect(Math.abs(m.maxY - m.minY - g.h), kind).toBeLessThanOrEqual(1);
      expect(m.maxY, kind).toBeCloseTo(g.top, 2);
      expect(deviceTokenMeasured(kind), kind).toBe(g.measured);
      expect(deviceTokenSource(kind), kind).toMatch(g.measured ? /Mu0n\/XWVassal at 9c021ee3/ : /no .* piece/);
    }
    expect(() => deviceTokenOutline('net' as 'bomb')).toThrow(GeometryError);
  });

  it("a dropped token's guides lie in the template's end: it reaches 1–2.5 mm back over the template's end, no more", () => {
    // The module lays each token's guides over the template's far end: the token reaches 1.06–2.12 mm back over it.
    for (const kind of ['bomb', 'proximity-mine', 'conner-net', 'cluster-mines', 'drk-1', 'buzz-droid'] as const) {
      const [p] =
        kind === 'cluster-mines'
          ? [placeDevice('small', { x: 400, y: 400, heading: 0 }, 'drop', '1F', kind)[1]!]
          : placeDevice('small', { x: 400, y: 400, heading: 0 }, 'drop', '1F', kind);
      const token = placeDeviceToken(kind, kind, p!);
      // The template's end is at y 340 (small base's rear edge 380, 1-straight 40).
      const reach = token.solid.bounds.maxY - 340;
      expect(reach, kind).toBeGreaterThan(1);
      expect(reach, kind).toBeLessThan(2.5);
      // Its far edge: the token's height beyond.
      expect(340 - token.solid.bounds.minY, kind).toBeCloseTo(GOLDEN[kind].h - reach, 1);
    }
  });

  it('a launched token faces the template the same way: its guides over the template end ahead of the ship', () => {
    const [p] = placeDevice('small', { x: 400, y: 400, heading: 0 }, 'launch', '1F', 'drk-1');
    const token = placeDeviceToken('drk', 'drk-1', p!);
    // The template's end ahead is at y 460; the droid reaches back 23.72 − 21.95 = 1.77 mm over it.
    expect(token.solid.bounds.minY).toBeCloseTo(460 - 1.77, 6);
    expect(token.solid.bounds.maxY).toBeCloseTo(460 - 1.77 + 47.79, 0);
  });

  it('overlap is the measured shape, not its bounding circle: a ship beside a bomb’s notch does not overlap it', () => {
    // The bomb token's top edge has a notch between its two guides (x −10.6 … 11, y 13.81 … 16.28).
    const token = placeDeviceToken('b', 'bomb', { x: 400, y: 400, heading: 0 });
    const probe = placeConvex('probe', [-2, 14.5, 2, 14.5, 2, 30, -2, 30], { x: 400, y: 400, heading: 0 });
    expect(solidsOverlap(token.solid, probe.solid)).toBe(false);
    const corner = placeConvex('probe', [12, 14.5, 13, 14.5, 13, 30, 12, 30], { x: 400, y: 400, heading: 0 });
    expect(solidsOverlap(token.solid, corner.solid)).toBe(true);
    // A small base 1 mm clear of the token's side does not overlap it; 1 mm into it does.
    expect(solidsOverlap(token.solid, shipSolid('small', { x: 400 + 15.58 + 20 + 1, y: 400, heading: 0 }))).toBe(false);
    expect(solidsOverlap(token.solid, shipSolid('small', { x: 400 + 15.58 + 20 - 1, y: 400, heading: 0 }))).toBe(true);
  });
});
