import { describe, expect, it } from 'vitest';
import { ask, geometry, small } from './run.js';

const start = small(400, 100);

describe('op move', () => {
  it.each([1, 2, 3, 4, 5])('a small %i-straight ends 40s + 40 ahead with nothing hit', async (s) => {
    const r = await ask({ op: 'move', ship: start, maneuver: `${s}F` });
    expect(r).toEqual({
      final: { x: 400, y: 100 + 40 * s + 40, heading: 0 },
      partial: false,
      overlapped: [],
      touching: [],
      movedThrough: [],
      overlapping: [],
      fled: false,
      backedOver: [],
      progress: 1,
    });
  });

  it('a 2-bank right ends where the reference table puts it, turned 45°', async () => {
    const r = await ask({ op: 'move', ship: start, maneuver: '2N' });
    const final = r.final as { x: number; y: number; heading: number };
    expect(final.x).toBeCloseTo(400 + 52.22, 2);
    expect(final.y).toBeCloseTo(100 + 126.07, 2);
    expect(final.heading).toBe(45);
  });

  it('a left bank mirrors it, and a difficulty letter is ignored', async () => {
    const [plain, red] = await geometry(
      { op: 'move', ship: start, maneuver: '2B' },
      { op: 'move', ship: start, maneuver: '2BR' },
    );
    const final = plain?.final as { x: number; y: number; heading: number };
    expect(final.x).toBeCloseTo(400 - 52.22, 2);
    expect(final.heading).toBe(315);
    expect(red).toEqual(plain);
  });

  it('a ship in the way makes the move partial, touching the ship it backed over', async () => {
    const r = await ask({
      op: 'move',
      ship: start,
      maneuver: '3F',
      ships: [{ id: 'b', ...small(400, 250, 180) }],
    });
    expect(r.partial).toBe(true);
    expect(r.overlapped).toEqual(['b']);
    expect(r.backedOver).toEqual(['b']);
    expect(r.touching).toContain('b');
    const final = r.final as { x: number; y: number; heading: number };
    // Front guides (2 mm proud) meet the other ship's front guides at y = 228.
    expect(final.y).toBeCloseTo(206, 4);
    expect(r.progress as number).toBeGreaterThan(0);
    expect(r.progress as number).toBeLessThan(1);
  });

  it('a ship off to the side does not stop the move', async () => {
    const r = await ask({ op: 'move', ship: start, maneuver: '3F', ships: [{ id: 'b', ...small(500, 250) }] });
    expect(r.partial).toBe(false);
    expect(r.overlapped).toEqual([]);
  });

  it('reports an obstacle under the template as moved through, by its id', async () => {
    const r = await ask({
      op: 'move',
      ship: start,
      maneuver: '3F',
      obstacles: [{ id: 'o1', name: 'Asteroid 3', x: 400, y: 180, heading: 0 }],
    });
    expect(r.movedThrough).toEqual(['o1']);
    expect(r.overlapping).toEqual([]);
    expect(r.partial).toBe(false);
  });

  it('names an obstacle by its name when it has no id, and reports one under the final base as overlapping', async () => {
    const r = await ask({
      op: 'move',
      ship: start,
      maneuver: '1F',
      obstacles: [{ name: 'asteroid-3', x: 400, y: 180, heading: 30 }],
    });
    expect(r.overlapping).toEqual(['asteroid-3']);
  });

  it('reports devices moved through', async () => {
    const r = await ask({
      op: 'move',
      ship: start,
      maneuver: '2F',
      devices: [
        {
          id: 'mine',
          x: 400,
          y: 150,
          heading: 0,
          outline: [
            [-5, -5],
            [-5, 5],
            [5, 5],
            [5, -5],
          ],
        },
      ],
    });
    expect(r.movedThrough).toEqual(['mine']);
  });

  it('a ship that ends partly outside the play area flees', async () => {
    const r = await ask({ op: 'move', ship: small(400, 850), maneuver: '2F' });
    expect(r.fled).toBe(true);
  });

  it('places a Tallon roll by its alignment, default middle', async () => {
    const [middle, dflt, left, right] = await geometry(
      { op: 'move', ship: start, maneuver: '2R', alignment: 'middle' },
      { op: 'move', ship: start, maneuver: '2R' },
      { op: 'move', ship: start, maneuver: '2R', alignment: 'left' },
      { op: 'move', ship: start, maneuver: '2R', alignment: 'right' },
    );
    expect(dflt).toEqual(middle);
    const m = middle?.final as { x: number; y: number; heading: number };
    expect(m.x).toBeCloseTo(482.5, 9);
    expect(m.y).toBeCloseTo(182.5, 9);
    expect(m.heading).toBe(180);
    const l = left?.final as { y: number };
    const r = right?.final as { y: number };
    expect(Math.abs(l.y - r.y)).toBeCloseTo(20, 9);
  });
});

describe('op final', () => {
  it('gives the pose alone', async () => {
    const r = await ask({ op: 'final', ship: { base: 'large', x: 100, y: 100, heading: 90 }, maneuver: '1F' });
    expect(Object.keys(r)).toEqual(['final']);
    const f = r.final as { x: number; y: number; heading: number };
    expect(f.x).toBeCloseTo(220, 9);
    expect(f.y).toBeCloseTo(100, 9);
    expect(f.heading).toBe(90);
  });

  it('ignores ships in the way: it does not take any', async () => {
    const r = await ask({ op: 'final', ship: small(400, 100), maneuver: '1K' });
    expect(r.final).toEqual({ x: 400, y: 180, heading: 180 });
  });
});
