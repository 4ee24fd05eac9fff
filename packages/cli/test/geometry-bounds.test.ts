/** Geometry requests past the documented bounds get an error on their line, fast (issue 12, item 9). */
import { describe, expect, it } from 'vitest';
import { geometry, small } from './run.js';

const err = (r: Record<string, unknown>) => (r.error as { code: string; message: string } | undefined) ?? null;

describe('geometry input bounds', () => {
  it('a barrel roll with a 5-straight template is refused; the legal templates still answer', async () => {
    const [bad, good] = await geometry(
      { op: 'reposition', ship: small(400, 400), kind: 'barrel-roll', template: '5F' },
      { op: 'reposition', ship: small(400, 400), kind: 'barrel-roll', template: '2F' },
    );
    expect(err(bad!)?.code).toBe('bad-request');
    expect(err(bad!)?.message).toMatch(
      /a barrel roll uses the 1- or 2-straight or the 1- or 2-bank template .* not "5F"/,
    );
    expect(err(good!)).toBeNull();
  });

  it('a huge coordinate is refused instead of answering distance null', async () => {
    const [r] = await geometry({ op: 'range', from: small(400, 100), to: small(1e300, 300) });
    expect(err(r!)?.message).toMatch(/to\.x must be within 100000 mm of the table/);
  });

  it('a 200,000-point device outline is refused at once, and the next line is answered', async () => {
    const outline = Array.from({ length: 200_000 }, (_, i) => {
      const a = (2 * Math.PI * i) / 200_000;
      return [10 * Math.cos(a), 10 * Math.sin(a)];
    });
    const started = performance.now();
    const [big, next] = await geometry(
      {
        op: 'move',
        ship: small(400, 100),
        maneuver: '2F',
        devices: [{ id: 'd', x: 400, y: 200, heading: 0, outline }],
      },
      { op: 'final', ship: small(400, 100), maneuver: '1F' },
    );
    expect(err(big!)?.message).toMatch(/has 200000 points; at most 256/);
    expect(next).toMatchObject({ final: { x: 400 } });
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
