import { describe, expect, it } from 'vitest';
import { ask, small } from './run.js';

interface Option {
  direction: string;
  move: string;
  template: string;
  alignment?: string;
  final: { x: number; y: number; heading: number };
  legal: boolean;
  reason?: string;
  devices: string[];
}

const ship = small(400, 100);

describe('op reposition', () => {
  it('a barrel roll offers six placements; the ones onto a ship are illegal, with a reason', async () => {
    const r = await ask({
      op: 'reposition',
      ship,
      kind: 'barrel-roll',
      ships: [{ id: 'z', ...small(480, 140) }],
    });
    const options = r.options as Option[];
    expect(options).toHaveLength(6);
    expect(options.map((o) => `${o.direction}/${o.alignment}`)).toEqual([
      'left/front',
      'left/middle',
      'left/back',
      'right/front',
      'right/middle',
      'right/back',
    ]);
    const illegal = options.filter((o) => !o.legal);
    expect(illegal.length).toBeGreaterThanOrEqual(1);
    for (const o of illegal) {
      expect(o.direction).toBe('right');
      expect(o.reason).toContain('z');
    }
    for (const o of options.filter((o) => o.legal)) expect(o).not.toHaveProperty('reason');
    const leftMiddle = options[1]!;
    expect(leftMiddle).toEqual({
      direction: 'left',
      move: 'barrel-roll',
      template: '1F',
      alignment: 'middle',
      final: { x: 320, y: 100, heading: 0 },
      legal: true,
      devices: [],
    });
  });

  it('an obstacle under the template makes a placement illegal', async () => {
    const r = await ask({
      op: 'reposition',
      ship,
      kind: 'barrel-roll',
      obstacles: [{ id: 'rock', name: 'Asteroid 10', x: 350, y: 100, heading: 0 }],
    });
    const options = r.options as Option[];
    const left = options.filter((o) => o.direction === 'left');
    expect(left.every((o) => !o.legal && o.reason?.includes('rock'))).toBe(true);
    expect(options.filter((o) => o.direction === 'right').every((o) => o.legal)).toBe(true);
  });

  it('a boost offers the three 1-speed templates by default', async () => {
    const r = await ask({ op: 'reposition', ship, kind: 'boost' });
    const options = r.options as Option[];
    expect(options.map((o) => [o.direction, o.template])).toEqual([
      ['left', '1B'],
      ['straight', '1F'],
      ['right', '1N'],
    ]);
    expect(options[1]!.final).toEqual({ x: 400, y: 180, heading: 0 });
  });

  it('a boost with a chosen template offers that one only', async () => {
    const r = await ask({ op: 'reposition', ship, kind: 'boost', template: '1Y' });
    expect((r.options as Option[]).map((o) => o.template)).toEqual(['1Y']);
  });

  it('lists devices a placement would move through', async () => {
    const r = await ask({
      op: 'reposition',
      ship,
      kind: 'boost',
      template: '1F',
      devices: [
        {
          id: 'net',
          x: 400,
          y: 150,
          heading: 0,
          outline: [
            [-10, -10],
            [10, -10],
            [10, 10],
            [-10, 10],
          ],
        },
      ],
    });
    const [option] = r.options as Option[];
    expect(option?.devices).toEqual(['net']);
    expect(option?.legal).toBe(true);
  });

  it('a decloak offers the 2-straight rolls and the forward boost', async () => {
    const r = await ask({ op: 'reposition', ship, kind: 'decloak' });
    const options = r.options as Option[];
    expect(options).toHaveLength(7);
    expect(options.filter((o) => o.move === 'boost').map((o) => o.final)).toEqual([{ x: 400, y: 220, heading: 0 }]);
    expect(options.find((o) => o.direction === 'right' && o.alignment === 'middle')?.final).toEqual({
      x: 520,
      y: 100,
      heading: 0,
    });
  });
});

describe('op place-device', () => {
  it('drops a bomb behind the ship with the 1-straight by default', async () => {
    const r = await ask({ op: 'place-device', ship: small(400, 300), how: 'drop', device: 'bomb' });
    const [p] = r.poses as { x: number; y: number; heading: number }[];
    expect(p?.x).toBeCloseTo(400, 9);
    expect(p?.y).toBeLessThan(300 - 20 - 40);
    expect(p?.heading).toBe(0);
  });

  it('launches ahead, and cluster mines come as three pieces', async () => {
    const r = await ask({
      op: 'place-device',
      ship: small(400, 300),
      how: 'launch',
      template: '2F',
      device: 'cluster-mines',
    });
    const poses = r.poses as { x: number; y: number }[];
    expect(poses).toHaveLength(3);
    for (const p of poses) expect(p.y).toBeGreaterThan(300 + 20 + 80);
  });
});

describe('op obstacles', () => {
  it('lists every known obstacle', async () => {
    const r = await ask({ op: 'obstacles' });
    const list = r.obstacles as { id: string; name: string; kind: string; size: [number, number] }[];
    expect(list.length).toBeGreaterThanOrEqual(30);
    expect(list).toContainEqual({ id: 'asteroid-3', name: 'Asteroid 3', kind: 'asteroid', size: expect.any(Array) });
    // The Setup obstacles' kinds, and the tokens cards place (s36: docs/geometry.md, Obstacles).
    const kinds = ['asteroid', 'debris', 'gas-cloud', 'electro-chaff', 'loose-cargo', 'spare-parts', 'blaze'];
    for (const o of list) expect(kinds).toContain(o.kind);
    expect(list).toContainEqual({ id: 'loose-cargo', name: 'Loose Cargo', kind: 'loose-cargo', size: [91.3, 65.8] });
  });
});
