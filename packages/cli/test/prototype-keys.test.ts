/** Lookups by names from input never reach the object prototype (issue 12, item 9): "constructor" is just unknown. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeSquadLink } from '@xwing/squads';
import { run } from './run.js';

const dir = mkdtempSync(join(tmpdir(), 'xwing-proto-'));
const write = (name: string, doc: unknown) => {
  const f = join(dir, name);
  writeFileSync(f, JSON.stringify(doc));
  return f;
};

describe('prototype-safe lookups', () => {
  it('a squad whose faction is "constructor" (or "__proto__", "toString") is an unknown faction', async () => {
    for (const faction of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      const f = write(`${faction}.json`, {
        faction,
        pilots: [{ id: 'lukeskywalker', ship: 't65xwing', upgrades: { constructor: ['r2d2'] } }],
      });
      for (const cmd of ['validate', 'show']) {
        const r = await run(['squad', cmd, f]);
        expect(r.code).toBe(1);
        expect(r.stdout.replace(/\\"/g, '"')).toContain(`"${faction}" is not a faction`);
        expect(r.stdout).not.toMatch(/function|native code/);
      }
    }
  });

  it('a position naming pilots, upgrades or obstacles after prototype keys is unusable, not a crash', async () => {
    const f = write('pos.json', {
      position: {
        players: [
          { ships: [{ pilot: 'constructor', upgrades: ['__proto__'], pose: { x: 400, y: 100, heading: 0 } }] },
          { ships: [{ pilot: 'academypilot', pose: { x: 400, y: 800, heading: 180 }, conditions: ['toString'] }] },
        ],
        obstacles: [{ name: 'constructor', pose: { x: 450, y: 450, heading: 0 } }],
        pointsSet: 'hasOwnProperty',
      },
    });
    const r = await run(['play', f]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/pilot: "constructor" is not a known pilot/);
    expect(r.stderr).toMatch(/upgrades\[0\]: "__proto__" is not a known upgrade/);
    expect(r.stderr).toMatch(/conditions\[0\]: "toString" is not a known condition/);
    expect(r.stderr).toMatch(/obstacles\[0\]\.name: "constructor" is not a measured obstacle/);
    expect(r.stderr).toMatch(/pointsSet: "hasOwnProperty" is not a points set/);
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('prototype keys in squad links', () => {
  it('a Launch Bay Next link naming the slot "__proto__" or "constructor" decodes (an unknown slot), never crashes', async () => {
    for (const slot of ['__proto__', 'constructor']) {
      const link = `https://launchbaynext.app/?lbx='x'.20.3.0.l44.188.l'${slot}'.256rr`;
      const decoded = decodeSquadLink(link);
      expect(Object.getPrototypeOf(decoded.xws.pilots[0]!.upgrades)).toBe(Object.prototype);
      expect(Object.hasOwn(decoded.xws.pilots[0]!.upgrades, slot)).toBe(true);
      const r = await run(['squad', 'validate', link]);
      expect([0, 1]).toContain(r.code);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });
});
