import { describe, expect, it, vi } from 'vitest';

// A bug inside the geometry must come back as an "internal" error on its own line, not end the stream.
vi.mock('@xwing/geometry', async (importOriginal) => {
  const real = await importOriginal<typeof import('@xwing/geometry')>();
  return {
    ...real,
    finalPose: () => {
      throw new TypeError('boom');
    },
  };
});

const { run, small } = await import('./run.js');

describe('an unexpected exception', () => {
  it('answers code internal, tells stderr, and goes on', async () => {
    const input = [
      JSON.stringify({ id: 1, op: 'final', ship: small(0, 0), maneuver: '1F' }),
      JSON.stringify({ id: 2, op: 'obstacles' }),
    ].join('\n');
    const r = await run(['geometry'], input);
    expect(r.code).toBe(0);
    const [first, second] = r.stdout.split('\n').map((l) => (l ? JSON.parse(l) : null));
    expect(first).toEqual({ id: 1, error: { code: 'internal', message: 'internal error: boom' } });
    expect(second.id).toBe(2);
    expect(second.obstacles.length).toBeGreaterThan(0);
    expect(r.stderr).toContain('line 1');
    expect(r.stderr).toContain('boom');
  });
});
