import { describe, expect, it } from 'vitest';
import { ask, geometry, small } from './run.js';

const move = (fields: Record<string, unknown>) => ({ op: 'move', ship: small(400, 100), maneuver: '1F', ...fields });

/** The error of a one-line exchange; fails the test when the answer was not an error. */
async function errorOf(request: unknown): Promise<{ code: string; message: string }> {
  const r = await ask(request);
  expect(r).toHaveProperty('error');
  expect(Object.keys(r).filter((k) => k !== 'id')).toEqual(['error']);
  return r.error as { code: string; message: string };
}

describe('geometry errors', () => {
  it('malformed JSON', async () => {
    const e = await errorOf('{"op":"move",');
    expect(e.code).toBe('malformed-json');
    expect(e.message).toMatch(/JSON/);
  });

  it.each([['[1,2]'], ['42'], ['"move"'], ['null']])('a JSON value that is not an object: %s', async (line) => {
    const e = await errorOf(line);
    expect(e.code).toBe('bad-request');
    expect(e.message).toContain('JSON object');
  });

  it('unknown op', async () => {
    const e = await errorOf({ op: 'fly' });
    expect(e.code).toBe('unknown-op');
    expect(e.message).toContain('"fly"');
    expect(e.message).toContain('move');
  });

  it('an op inherited from Object.prototype is still unknown', async () => {
    expect((await errorOf({ op: 'constructor' })).code).toBe('unknown-op');
  });

  it('missing op', async () => {
    const e = await errorOf({ ship: small(0, 0) });
    expect(e).toEqual({ code: 'bad-request', message: expect.stringContaining('op is missing') });
  });

  it('op of the wrong type', async () => {
    expect((await errorOf({ op: 3 })).code).toBe('bad-request');
  });

  it('unknown maneuver', async () => {
    const e = await errorOf(move({ maneuver: '9Z' }));
    expect(e.code).toBe('unknown-maneuver');
    expect(e.message).toContain('9Z');
    expect(e.message).toMatch(/^maneuver:/);
  });

  it.each([['6F'], ['4B'], ['1O'], [''], ['2 F']])('maneuver %j is refused', async (maneuver) => {
    const e = await errorOf(move({ maneuver }));
    expect(['unknown-maneuver', 'bad-request']).toContain(e.code);
  });

  it('a huge ship’s speed-0 bank is not implemented yet', async () => {
    const e = await errorOf(move({ ship: { base: 'huge', x: 400, y: 400, heading: 0 }, maneuver: '0B' }));
    expect(e.code).toBe('not-implemented');
  });

  it('unknown base, naming the field', async () => {
    const e = await errorOf(move({ ship: { base: 'tiny', x: 1, y: 2, heading: 3 } }));
    expect(e.code).toBe('unknown-base');
    expect(e.message).toContain('ship.base');
    expect(e.message).toContain('tiny');
  });

  it('unknown base in the ships list', async () => {
    const e = await errorOf(move({ ships: [{ id: 'a', base: 'Small', x: 1, y: 2, heading: 3 }] }));
    expect(e.code).toBe('unknown-base');
    expect(e.message).toContain('ships[0].base');
  });

  it('unknown obstacle, naming the field', async () => {
    const e = await errorOf(move({ obstacles: [{ name: 'Moon 1', x: 0, y: 0, heading: 0 }] }));
    expect(e.code).toBe('unknown-obstacle');
    expect(e.message).toContain('obstacles[0].name');
    expect(e.message).toContain('Moon 1');
  });

  it.each([
    [{ op: 'move', maneuver: '1F' }, 'ship is missing'],
    [{ op: 'move', ship: small(1, 1) }, 'maneuver is missing'],
    [move({ ship: { base: 'small', y: 1, heading: 0 } }), 'ship.x is missing'],
    [move({ ship: { x: 1, y: 1, heading: 0 } }), 'ship.base is missing'],
    [move({ ships: [small(1, 1)] }), 'ships[0].id is missing'],
    [move({ obstacles: [{ x: 1, y: 1, heading: 0 }] }), 'obstacles[0].name is missing'],
    [move({ devices: [{ id: 'd', x: 1, y: 1, heading: 0 }] }), 'devices[0].outline'],
    [{ op: 'range', from: small(1, 1) }, 'to is missing'],
    [{ op: 'reposition', ship: small(1, 1) }, 'kind is missing'],
    [{ op: 'place-device', ship: small(1, 1), device: 'bomb' }, 'how is missing'],
    [{ op: 'place-device', ship: small(1, 1), how: 'drop' }, 'device is missing'],
  ])('missing field: %j', async (request, says) => {
    const e = await errorOf(request);
    expect(e.code).toBe('bad-request');
    expect(e.message).toContain(says);
  });

  it.each([
    [move({ ship: { ...small(1, 1), x: '400' } }), 'ship.x must be a finite number'],
    [move({ ship: { ...small(1, 1), heading: null } }), 'ship.heading must be a finite number'],
    [move({ ship: { ...small(1, 1), y: true } }), 'ship.y must be a finite number'],
    // 1e999 is valid JSON but no finite double.
    [
      '{"op":"move","ship":{"base":"small","x":1e999,"y":1,"heading":0},"maneuver":"1F"}',
      'ship.x must be a finite number',
    ],
    [move({ ship: { ...small(1, 1), base: 40 } }), 'ship.base must be a base size'],
    [move({ ship: [1, 2] }), 'ship must be a JSON object'],
    [move({ maneuver: 2 }), 'maneuver must be a non-empty string'],
    [move({ alignment: 'top' }), 'alignment must be one of'],
    [move({ ships: {} }), 'ships must be an array'],
    [move({ ships: [{ ...small(1, 1), id: 7 }] }), 'ships[0].id must be a non-empty string'],
    [move({ obstacles: [{ name: 'Asteroid 1', x: 1, y: 1, heading: '0' }] }), 'obstacles[0].heading'],
    [move({ ship: { ...small(1, 1), turret: 'up' } }), 'ship.turret must be one of'],
    [{ op: 'range', from: { ...small(1, 1), name: 'Asteroid 1' }, to: small(1, 1) }, 'not both'],
    [{ op: 'range', from: { x: 1, y: 1, heading: 0 }, to: small(1, 1) }, 'from must be a ship'],
    [{ op: 'reposition', ship: small(1, 1), kind: 'jump' }, 'kind must be one of'],
    [{ op: 'place-device', ship: small(1, 1), how: 'throw', device: 'bomb' }, 'how must be one of'],
    [{ op: 'place-device', ship: small(1, 1), how: 'drop', device: 'nuke' }, 'device must be one of'],
    [{ op: 'obstacles', id: { n: 1 } }, 'id must be a string or a number'],
  ])('wrong type: %j', async (request, says) => {
    const e = await errorOf(request);
    expect(e.code).toBe('bad-request');
    expect(e.message).toContain(says);
  });

  it.each([
    [
      [
        [0, 0],
        [1, 1],
      ],
      'at least 3 points',
    ],
    [
      [
        [0, 0],
        [1, 1],
        [2, 2],
      ],
      'enclose some area',
    ],
    [
      [
        [0, 0],
        [10, 0],
        [5, 2],
        [10, 10],
        [0, 10],
      ],
      'convex',
    ],
    [[[0, 0], [10, 0], 'x'], 'outline[2]'],
    [
      [
        [0, 0],
        [10, 0],
        [10, Number.NaN],
      ],
      'outline[2][1]',
    ],
  ])('device outline %j is refused', async (outline, says) => {
    const e = await errorOf(move({ devices: [{ id: 'd', x: 1, y: 1, heading: 0, outline }] }));
    expect(e.code).toBe('bad-request');
    expect(e.message).toContain(says);
  });

  it('a clockwise device outline is fine', async () => {
    const outline = [
      [-5, -5],
      [-5, 5],
      [5, 5],
      [5, -5],
    ];
    const r = await ask(move({ devices: [{ id: 'd', x: 400, y: 150, heading: 0, outline }] }));
    expect(r.movedThrough).toEqual(['d']);
  });

  it('a pentagram, turning the same way at every corner, is not convex', async () => {
    const star = [0, 2, 4, 1, 3].map((k) => [
      10 * Math.sin((k * 2 * Math.PI) / 5),
      10 * Math.cos((k * 2 * Math.PI) / 5),
    ]);
    const e = await errorOf(move({ devices: [{ id: 'd', x: 1, y: 1, heading: 0, outline: star }] }));
    expect(e.message).toContain('convex');
  });

  it('unknown fields are refused, so that typos do not go unnoticed', async () => {
    const e = await errorOf(move({ obstacle: [] }));
    expect(e.code).toBe('bad-request');
    expect(e.message).toContain('"obstacle"');
    const inner = await errorOf(move({ ship: { ...small(1, 1), heding: 0 } }));
    expect(inner.message).toContain('"heding" in ship');
  });

  it('two things with one id are refused', async () => {
    const e = await errorOf(
      move({
        ships: [{ id: 'a', ...small(100, 100) }],
        obstacles: [{ id: 'a', name: 'Asteroid 1', x: 300, y: 300, heading: 0 }],
      }),
    );
    expect(e.code).toBe('bad-request');
    expect(e.message).toContain('obstacles[0].id "a" is already used by ships[0]');
  });

  it('two copies of one obstacle need ids', async () => {
    const rock = { name: 'Asteroid 1', x: 300, y: 300, heading: 0 };
    const e = await errorOf(move({ obstacles: [rock, { ...rock, x: 500 }] }));
    expect(e.message).toContain('already used');
    const ok = await ask(move({ obstacles: [rock, { ...rock, x: 500, id: 'second' }] }));
    expect(ok).not.toHaveProperty('error');
  });

  it('geometry refusals pass through with their code', async () => {
    const e = await errorOf({
      op: 'reposition',
      ship: { ...small(1, 1), base: 'medium' },
      kind: 'barrel-roll',
      template: '2F',
    });
    expect(e.code).toBe('not-implemented');
    const d = await errorOf({ op: 'reposition', ship: small(1, 1), kind: 'decloak', template: '1F' });
    expect(d.code).toBe('bad-request');
    const t = await errorOf({ op: 'reposition', ship: small(1, 1), kind: 'boost', template: '7F' });
    expect(t.code).toBe('unknown-maneuver');
    expect(t.message).toMatch(/^template:/);
  });

  it('an error echoes the request id', async () => {
    const r = await ask({ id: 'req-7', op: 'fly' });
    expect(r).toEqual({ id: 'req-7', error: { code: 'unknown-op', message: expect.any(String) } });
  });

  it('errors do not stop the lines after them', async () => {
    const responses = await geometry(
      '{not json',
      { id: 1, op: 'final', ship: small(0, 0), maneuver: '1F' },
      { id: 2, op: 'final', ship: small(0, 0), maneuver: '9Z' },
      { id: 3, op: 'final', ship: small(0, 0), maneuver: '2F' },
    );
    expect(responses).toEqual([
      { error: { code: 'malformed-json', message: expect.any(String) } },
      { id: 1, final: { x: 0, y: 80, heading: 0 } },
      { id: 2, error: { code: 'unknown-maneuver', message: expect.any(String) } },
      { id: 3, final: { x: 0, y: 120, heading: 0 } },
    ]);
  });
});
