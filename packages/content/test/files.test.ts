import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadContent } from '@xwing/content';
import { readContentFiles } from '@xwing/content/files';
import { describe, expect, it } from 'vitest';

describe('readContentFiles: the data read straight from its files (the CLI start-up path, issue 15 item 10)', () => {
  const all = loadContent();
  const read = readContentFiles();

  it('holds the same cards and points sets as loadContent, without damage decks, conditions or source notes', () => {
    expect(read.data.pilots).toEqual(all.data.pilots);
    expect(read.data.upgrades).toEqual(all.data.upgrades);
    expect(read.data.ships).toEqual(all.data.ships);
    expect(read.data.pointsSets).toEqual(all.data.pointsSets);
    expect(read.pilot('lukeskywalker')).toEqual(all.pilot('lukeskywalker'));
    expect(read.data.damageDecks).toEqual([]);
  });

  it('reads only the points sets asked for', () => {
    expect(readContentFiles({ pointsSets: ['xwa-50p1.1'] }).pointsSetIds()).toEqual(['xwa-50p1.1']);
  });

  it('lists every set without its prices, the same as loadContent, and reads a set when it is first asked for', () => {
    const fresh = readContentFiles();
    expect(fresh.pointsSetInfos()).toEqual(all.pointsSetInfos());
    expect(fresh.pointsSetInfos().every((s) => !('pilots' in s))).toBe(true);
    expect(fresh.pointsSet('xwa-r2-20pt')).toEqual(all.pointsSet('xwa-r2-20pt'));
    expect(fresh.pointsSet('xwa-r2-20pt')).toBe(fresh.pointsSet('xwa-r2-20pt'));
    expect(fresh.pointsSet('nope')).toBeUndefined();
  });

  it('everything it hands out is frozen, as it is handed out', () => {
    const fresh = readContentFiles();
    const luke = fresh.pilot('lukeskywalker')!;
    expect(Object.isFrozen(luke)).toBe(true);
    expect(Object.isFrozen(luke.slots)).toBe(true);
    expect(Object.isFrozen(fresh.pointsSet('xwa-50p2.0')!.pilots)).toBe(true);
    expect(Object.isFrozen(fresh.data.upgrades[0])).toBe(true);
    expect(() => {
      (fresh.data as { pilots: unknown }).pilots = [];
    }).toThrow();
  });
});

describe('packages that load no data when imported', () => {
  it("the squads package imports the content package's data-free core only", () => {
    const dir = fileURLToPath(new URL('../../squads/src/', import.meta.url));
    const files = readdirSync(dir, { recursive: true }).filter((f) => String(f).endsWith('.ts'));
    expect(files.length).toBeGreaterThan(10);
    for (const f of files) {
      const source = readFileSync(`${dir}${String(f)}`, 'utf8');
      for (const m of source.matchAll(/^import (?!type )[^;]*from '(@xwing\/content[^']*)'/gm))
        expect(m[1], String(f)).toBe('@xwing/content/core');
    }
  });
});
