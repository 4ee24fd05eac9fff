import { describe, expect, it } from 'vitest';
import { ask, small } from './run.js';

const attacker = small(400, 100);
const ahead = small(400, 300, 180);
const rockOnLine = { id: 'o1', name: 'Asteroid 3', x: 400, y: 200, heading: 0 };

describe('op range', () => {
  it('a ship ahead at 160 mm is at range 2 in the front arc and the bullseye', async () => {
    const r = await ask({ op: 'range', from: attacker, to: ahead });
    expect(r.distance).toBeCloseTo(160, 9);
    expect(r.range).toBe(2);
    expect(r.arcs).toEqual({
      front: true,
      rear: false,
      left: false,
      right: false,
      fullFront: true,
      fullRear: false,
      bullseye: true,
    });
    const bands = r.attackRange as Record<string, number | null>;
    expect(bands.front).toBe(2);
    expect(bands.bullseye).toBe(2);
    expect(bands.rear).toBeNull();
    const mm = r.attackDistance as Record<string, number | null>;
    expect(mm.front).toBeCloseTo(160, 9);
    expect(mm.left).toBeNull();
    expect(r.obstructed).toEqual({
      front: false,
      rear: null,
      left: null,
      right: null,
      fullFront: false,
      fullRear: null,
      bullseye: false,
    });
  });

  it('an asteroid on the line obstructs the attack', async () => {
    const r = await ask({ op: 'range', from: attacker, to: ahead, obstacles: [rockOnLine] });
    const obstructed = r.obstructed as Record<string, boolean | null>;
    expect(obstructed.front).toBe(true);
    expect(obstructed.bullseye).toBe(true);
    expect(obstructed.rear).toBeNull();
  });

  it('an asteroid off the line does not', async () => {
    const r = await ask({
      op: 'range',
      from: attacker,
      to: ahead,
      obstacles: [{ ...rockOnLine, x: 500 }],
    });
    expect((r.obstructed as Record<string, boolean>).front).toBe(false);
  });

  it('a ship beside but not ahead is in the side arc only', async () => {
    const r = await ask({ op: 'range', from: attacker, to: small(250, 100) });
    const arcs = r.arcs as Record<string, boolean>;
    expect(arcs.left).toBe(true);
    expect(arcs.front).toBe(false);
    expect(arcs.bullseye).toBe(false);
    expect(r.range).toBe(2);
  });

  it('adds the turret arcs when the ship has a turret', async () => {
    const r = await ask({ op: 'range', from: { ...attacker, turret: 'rear' }, to: small(400, 0) });
    const arcs = r.arcs as Record<string, boolean>;
    expect(arcs.singleTurret).toBe(true);
    expect(arcs.doubleTurret).toBe(true);
    expect(arcs.front).toBe(false);
    expect((r.attackRange as Record<string, number>).singleTurret).toBe(1);
  });

  it('a double turret covers the opposite arc too', async () => {
    const r = await ask({ op: 'range', from: { ...attacker, turret: 'rear' }, to: ahead });
    const arcs = r.arcs as Record<string, boolean>;
    expect(arcs.singleTurret).toBe(false);
    expect(arcs.doubleTurret).toBe(true);
  });

  it('touching ships are at range 0', async () => {
    const r = await ask({ op: 'range', from: attacker, to: small(400, 140) });
    expect(r.distance).toBe(0);
    expect(r.range).toBe(0);
  });

  it('beyond range 5 the range is null', async () => {
    const r = await ask({ op: 'range', from: small(100, 100), to: small(800, 800) });
    expect(r.distance as number).toBeGreaterThan(500);
    expect(r.range).toBeNull();
  });

  it('measures from an obstacle, with no arcs', async () => {
    const r = await ask({ op: 'range', from: rockOnLine, to: ahead });
    expect(r.range).toBe(1);
    expect(r.arcs).toBeNull();
    expect(r.attackRange).toBeNull();
    expect(r.attackDistance).toBeNull();
    expect(r.obstructed).toBeNull();
  });

  it('measures to an obstacle, with arcs', async () => {
    const r = await ask({ op: 'range', from: attacker, to: rockOnLine });
    expect(r.range).toBe(1);
    expect((r.arcs as Record<string, boolean>).front).toBe(true);
  });
});
