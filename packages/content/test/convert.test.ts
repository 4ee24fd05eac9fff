import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const committed = join(root, 'packages/content/data');
/** The source data lives beside the project; without it (e.g. a bare checkout) these checks are skipped. */
const source = join(root, '../shared/data');
const haveSource = existsSync(join(source, 'xwing-data2/data/manifest.json')) && existsSync(join(source, 'points'));

describe.skipIf(!haveSource)('scripts/convert-content.mjs', () => {
  const out = mkdtempSync(join(tmpdir(), 'xwing-content-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('re-run into another folder, reproduces the committed data files byte for byte', () => {
    execFileSync(process.execPath, [join(root, 'scripts/convert-content.mjs'), source, '--out', out], {
      stdio: 'pipe',
    });
    // card-groups.json is written by scripts/gen-card-groups.mjs (checked in card-groups.test.ts), not by the converter.
    const files = readdirSync(committed)
      .filter((f) => f !== 'card-groups.json')
      .sort();
    expect(readdirSync(out).sort()).toEqual(files);
    for (const f of files) expect(readFileSync(join(out, f)).equals(readFileSync(join(committed, f))), f).toBe(true);
  });

  it('copies none of the source’s card text', () => {
    const texts = new Set<string>();
    const collect = (v: unknown): void => {
      if (Array.isArray(v)) v.forEach(collect);
      else if (typeof v === 'object' && v !== null)
        for (const [k, x] of Object.entries(v)) {
          if ((k === 'ability' || k === 'text' || k === 'effect') && typeof x === 'string') {
            // Any run of seven words of a card's text would tell it was copied (names are at most six words long).
            const words = x.split(/\s+/).filter((w) => w !== '');
            for (let i = 0; i + 7 <= words.length; i++) texts.add(words.slice(i, i + 7).join(' '));
          } else collect(x);
        }
    };
    const cards = join(source, 'xwing-data2/data');
    const walkDir = (dir: string): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const p = join(dir, e.name);
        if (e.isDirectory()) walkDir(p);
        else if (e.name.endsWith('.json')) collect(JSON.parse(readFileSync(p, 'utf8')));
      }
    };
    walkDir(cards);
    expect(texts.size).toBeGreaterThan(1000);
    for (const f of readdirSync(committed)) {
      const data = readFileSync(join(committed, f), 'utf8');
      const found = [...texts].filter((t) => data.includes(t));
      expect(found, f).toEqual([]);
    }
  });
});
