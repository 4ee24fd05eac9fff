/**
 * Obstacle types (001 Activation 2.1 Maneuver Ship, "if move through" and "if overlapped"): electro-chaff cloud, loose
 * cargo and spare parts lie on measured outlines with their own effect kind (src/obstacles.ts; the printed tokens'
 * own outlines are measured too since s36). Entered dice make each roll part of the test.
 */
import { describe, expect, it } from 'vitest';
import { apply, createFromPosition, obstacleKind } from '@xwing/engine';
import { content } from './core-helpers.js';
import { choose, events, position } from './core-helpers.js';

const XW = 'p1-redsquadronveteran-1';
const TIE = 'p2-academypilot-1';
const far = { pilot: 'academypilot', pose: { x: 800, y: 800, heading: 180 }, dial: '1F' };

/** An X-wing flying a 3-straight through an obstacle of `kind` on gas-cloud-1's outline, both ships locking. */
function through(kind: 'electro-chaff' | 'loose-cargo' | 'spare-parts') {
  return position(
    [{ pilot: 'redsquadronveteran', initiative: 0, pose: { x: 400, y: 200, heading: 0 }, dial: '3F', locks: [TIE] }],
    [{ pilot: 'academypilot', pose: { x: 400, y: 600, heading: 180 }, dial: '1F', locks: [XW] }],
    { diceMode: 'entered', obstacles: [{ name: 'gas-cloud-1', kind, pose: { x: 400, y: 262, heading: 0 } }] },
  );
}

const ship = (s: ReturnType<typeof position>, id: string) => s.ships.find((v) => v.id === id)!;

describe('an obstacle kind apart from its outline (src/obstacles.ts)', () => {
  it('defaults to the kind the outline implies; a position may name another; unknown kinds are refused', () => {
    expect(obstacleKind({ name: 'asteroid-3' })).toBe('asteroid');
    expect(obstacleKind({ name: 'debris-2' })).toBe('debris');
    expect(obstacleKind({ name: 'gas-cloud-4' })).toBe('gas-cloud');
    expect(obstacleKind({ name: 'gas-cloud-4', kind: 'spare-parts' })).toBe('spare-parts');
    expect(() =>
      createFromPosition(
        {
          players: [{ ships: [] }, { ships: [] }],
          obstacles: [{ name: 'asteroid-1', kind: 'lava' as never, pose: { x: 400, y: 400, heading: 0 } }],
        },
        content,
      ),
    ).toThrow(/obstacles\[0\].kind: must be one of "asteroid", .* not the string "lava"/);
  });
});

describe('moving through (001 Activation 2.1, "if move through")', () => {
  it('electro-chaff cloud: locks break both ways, a jam token, and a hit result adds a stress', () => {
    const s = through('electro-chaff');
    expect(s.pending?.kind).toBe('enter-dice');
    choose(s, 'enter', ['hit']);
    const x = ship(s, XW);
    expect(x.locks).toEqual([]);
    expect(ship(s, TIE).locks).toEqual([]);
    expect(x.tokens.jam).toBe(1);
    expect(x.tokens.stress).toBe(1);
    expect(x.tokens.strain ?? 0).toBe(0);
    expect(x.shields).toBe(2);
    expect(events(s, 'obstacle-hit', XW)[0]!.data!.kind).toBe('electro-chaff');
  });

  it('electro-chaff cloud: a crit result also adds a stress, a focus result nothing more', () => {
    const crit = through('electro-chaff');
    choose(crit, 'enter', ['crit']);
    expect(ship(crit, XW).tokens.stress).toBe(1);
    const focus = through('electro-chaff');
    choose(focus, 'enter', ['focus']);
    expect(ship(focus, XW).tokens.stress ?? 0).toBe(0);
    expect(ship(focus, XW).tokens.jam).toBe(1);
  });

  it('loose cargo: a strain token, and a crit result adds a stress; the locks stay', () => {
    const s = through('loose-cargo');
    choose(s, 'enter', ['crit']);
    const x = ship(s, XW);
    expect(x.tokens.strain).toBe(1);
    expect(x.tokens.stress).toBe(1);
    expect(x.locks).toEqual([{ target: TIE }]);
    expect(x.shields).toBe(2);
    const blank = through('loose-cargo');
    choose(blank, 'enter', ['blank']);
    expect(ship(blank, XW).tokens.strain).toBe(1);
    expect(ship(blank, XW).tokens.stress ?? 0).toBe(0);
  });

  it('spare parts: a strain token, and a hit result adds a stress', () => {
    const s = through('spare-parts');
    choose(s, 'enter', ['hit']);
    const x = ship(s, XW);
    expect(x.tokens.strain).toBe(1);
    expect(x.tokens.stress).toBe(1);
    expect(x.tokens.jam ?? 0).toBe(0);
    expect(events(s, 'obstacle-hit', XW)[0]!.text).toMatch(/spare parts/);
  });
});

describe('the three measured kinds (000 "Moving Through and Overlapping Obstacles"; 001 Activation 2.1)', () => {
  const rock = (name: string, face: string) => {
    const s = position(
      [{ pilot: 'redsquadronveteran', initiative: 0, pose: { x: 400, y: 200, heading: 0 }, dial: '3F', shields: 0 }],
      [far],
      { diceMode: 'entered', obstacles: [{ name, pose: { x: 400, y: 262, heading: 0 } }] },
    );
    choose(s, 'enter', [face]);
    return ship(s, XW);
  };

  it('asteroid: 1 hit damage, and a hit or crit result 1 more hit damage (facedown cards only)', () => {
    for (const face of ['hit', 'crit']) {
      const x = rock('asteroid-1', face);
      expect(x.damage).toHaveLength(2);
      expect(x.damage.every((d) => !d.faceup)).toBe(true);
    }
    expect(rock('asteroid-1', 'focus').damage).toHaveLength(1);
  });

  it('debris cloud: a stress, then a hit result 1 hit damage and a crit result 1 crit damage', () => {
    const hit = rock('debris-1', 'hit');
    expect(hit.tokens.stress).toBe(1);
    expect(hit.damage.map((d) => d.faceup)).toEqual([false]);
    expect(rock('debris-1', 'crit').damage.map((d) => d.faceup)).toEqual([true]);
    expect(rock('debris-1', 'blank').damage).toHaveLength(0);
  });

  it('gas cloud: a strain, then a hit result 1 ion and a crit result 3 ion', () => {
    expect(rock('gas-cloud-1', 'hit').tokens).toMatchObject({ strain: 1, ion: 1 });
    expect(rock('gas-cloud-1', 'crit').tokens).toMatchObject({ strain: 1, ion: 3 });
  });
});

describe('range 0 (001 Activation 2.1, "if overlapped")', () => {
  /** The X-wing ends a 1-straight on the obstacle; the TIE Fighter waits at range 2 in its arc. */
  const onIt = (kind: 'electro-chaff' | 'loose-cargo' | 'spare-parts' | undefined, name = 'gas-cloud-1') =>
    position(
      [{ pilot: 'redsquadronveteran', initiative: 0, pose: { x: 400, y: 200, heading: 0 }, dial: '1F' }],
      [{ pilot: 'academypilot', pose: { x: 400, y: 450, heading: 180 }, dial: '1F' }],
      { seed: 'calm', obstacles: [{ name, ...(kind ? { kind } : {}), pose: { x: 400, y: 270, heading: 0 } }] },
    );

  it('a ship at range 0 of an electro-chaff cloud cannot acquire locks', () => {
    const s = onIt('electro-chaff');
    expect(ship(s, XW).atObstacles).toEqual(['electro-chaff']);
    expect(s.pending?.kind).toBe('choose-action');
    expect(s.pending!.options.some((o) => o.id.startsWith('lock:'))).toBe(false);
    const r = apply(s, { decision: s.pending!.id, seat: s.pending!.player, option: `lock:${TIE}` }, content);
    expect(r.result.ok).toBe(false);
    if (!r.result.ok) expect(r.result.reason).toMatch(/range 0 of an electro-chaff cloud and cannot acquire locks/);
  });

  it('a ship at range 0 of an electro-chaff cloud cannot be locked', () => {
    const s = position(
      [{ pilot: 'redsquadronveteran', initiative: 0, pose: { x: 400, y: 100, heading: 0 }, dial: '1F' }],
      [{ pilot: 'academypilot', pose: { x: 400, y: 420, heading: 180 }, dial: '1F' }],
      { obstacles: [{ name: 'gas-cloud-1', kind: 'electro-chaff', pose: { x: 400, y: 420, heading: 0 } }] },
    );
    expect(ship(s, TIE).atObstacles).toEqual(['electro-chaff']);
    expect(ship(s, XW).atObstacles).toBeUndefined();
    const r = apply(s, { decision: s.pending!.id, seat: s.pending!.player, option: `lock:${TIE}` }, content);
    expect(r.result.ok).toBe(false);
    if (!r.result.ok) expect(r.result.reason).toMatch(/range 0 of an electro-chaff cloud and cannot be locked/);
  });

  it('loose cargo and spare parts leave locks alone; the same outline as a gas cloud forbids them', () => {
    for (const kind of ['loose-cargo', 'spare-parts'] as const) {
      const s = onIt(kind);
      expect(ship(s, XW).atObstacles).toEqual([kind]);
      expect(s.pending!.options.some((o) => o.id === `lock:${TIE}`)).toBe(true);
    }
    const gas = onIt(undefined);
    expect(ship(gas, XW).atObstacles).toEqual(['gas-cloud']);
    expect(gas.pending!.options.some((o) => o.id.startsWith('lock:'))).toBe(false);
  });

  it('ships at range 0 of an electro-chaff cloud, loose cargo or spare parts may attack; of a debris cloud not', () => {
    const engage = (kind: 'electro-chaff' | 'loose-cargo' | 'spare-parts' | undefined, name: string) =>
      position(
        [{ pilot: 'redsquadronveteran', pose: { x: 400, y: 260, heading: 0 } }],
        [{ pilot: 'academypilot', pose: { x: 400, y: 450, heading: 180 } }],
        {
          phase: 'engagement',
          obstacles: [{ name, ...(kind ? { kind } : {}), pose: { x: 400, y: 270, heading: 0 } }],
        },
      );
    for (const kind of ['electro-chaff', 'loose-cargo', 'spare-parts'] as const) {
      const s = engage(kind, 'debris-1');
      expect(ship(s, XW).atObstacles).toEqual([kind]);
      expect(s.pending?.ship).toBe(XW);
      expect(s.pending!.options.some((o) => o.id.includes(TIE))).toBe(true);
    }
    const debris = engage(undefined, 'debris-1');
    expect(ship(debris, XW).atObstacles).toEqual(['debris']);
    expect(debris.pending?.ship === XW && debris.pending.options.some((o) => o.id.includes(TIE))).toBe(false);
  });
});
