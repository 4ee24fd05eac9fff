/** A ship's ghost pulled onto a table edge when the pointer puts it near one (placement-ghost.ts snappedToEdge). */
import { type BaseSize, PLAY_AREA_SIZE, shipSolid } from '@xwing/geometry';
import { describe, expect, it } from 'vitest';
import { SNAP, snappedToEdge } from '../src/placement-ghost.js';

describe('snapping a placed ship to the table edge', () => {
  it('pulls a base within the snap distance onto the edge, from inside or from over it', () => {
    // A small base (40 mm, its guides 2 mm past its front and back) facing the far edge: 2.5 mm off the near edge,
    // or 3 mm over it.
    expect(snappedToEdge({ x: 300, y: 24.5, heading: 0 }, 'small')).toEqual({ x: 300, y: 22, heading: 0 });
    expect(snappedToEdge({ x: 300, y: 19, heading: 0 }, 'small')).toEqual({ x: 300, y: 22, heading: 0 });
    // The far edge, and a corner (both axes; a side edge meets the base's side, no guide there).
    expect(snappedToEdge({ x: 300, y: 890, heading: 180 }, 'small')).toEqual({ x: 300, y: 892.4, heading: 180 });
    expect(snappedToEdge({ x: 45, y: 46, heading: 0 }, 'large')).toEqual({ x: 40, y: 42, heading: 0 });
    // Farther than the snap distance: left where it is. No base (an obstacle): never snapped.
    expect(snappedToEdge({ x: 300, y: 22 + SNAP + 1, heading: 0 }, 'small').y).toBe(22 + SNAP + 1);
    expect(snappedToEdge({ x: 300, y: 22.5, heading: 0 }, null).y).toBe(22.5);
  });

  it('keeps every snapped base wholly on the table, touching the edge, at any facing', () => {
    const sizes: BaseSize[] = ['small', 'medium', 'large', 'huge'];
    for (const base of sizes)
      for (let heading = 0; heading < 360; heading += 15) {
        for (const y of [30, PLAY_AREA_SIZE - 30]) {
          const solid = shipSolid(base, { x: 457, y, heading });
          const reach = y < 457 ? y - solid.bounds.minY : solid.bounds.maxY - y;
          // Put 3 mm off the edge, then snapped.
          const raw = { x: 457, y: y < 457 ? reach + 3 : PLAY_AREA_SIZE - reach - 3, heading };
          const p = snappedToEdge(raw, base);
          const b = shipSolid(base, p).bounds;
          const what = `${base} at ${heading}°`;
          expect(b.minY, what).toBeGreaterThanOrEqual(-1e-9);
          expect(b.maxY, what).toBeLessThanOrEqual(PLAY_AREA_SIZE + 1e-9);
          expect(Math.min(b.minY, PLAY_AREA_SIZE - b.maxY), what).toBeLessThan(0.11);
        }
      }
  });
});
