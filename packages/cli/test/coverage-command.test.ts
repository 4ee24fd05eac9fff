import { loadContent } from '@xwing/content';
import { describe, expect, it } from 'vitest';
import { run } from './run.js';

interface Group {
  implemented: number;
  total: number;
  missing: string[];
}
interface Coverage {
  pointsSet: string;
  pilots: { implemented: number; total: number; byFaction: Record<string, Group> };
  upgrades: { implemented: number; total: number; bySlot: Record<string, Group> };
  shipAbilities: Group;
  standard: { implemented: number; total: number };
}

const content = loadContent();

async function coverage(...extra: string[]): Promise<Coverage> {
  const r = await run(['content', 'coverage', '--format', 'json', ...extra]);
  expect(r.code).toBe(0);
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout) as Coverage;
}

describe('xwing content coverage', () => {
  it('counts every card with an ability, by faction and slot, and lists the missing ones', async () => {
    const c = await coverage();
    expect(c.pointsSet).toBe('xwa-50p2.0');
    // Totals: every pilot / upgrade side of the content that has an ability, and each ship ability name once.
    expect(c.pilots.total).toBe(content.data.pilots.filter((p) => p.hasAbility).length);
    expect(c.upgrades.total).toBe(content.data.upgrades.flatMap((u) => u.sides).filter((s) => s.hasAbility).length);
    const shipAbilities = new Set(
      [
        ...content.data.pilots.map((p) => p.shipAbility),
        ...content.data.upgrades.flatMap((u) => u.sides.map((s) => s.shipAbility)),
      ]
        .filter((n): n is string => n !== undefined)
        .map((n) => n.toLowerCase().replace(/[^a-z0-9]/g, '')),
    );
    expect(c.shipAbilities.total).toBe(shipAbilities.size);
    for (const part of [c.pilots.byFaction, c.upgrades.bySlot]) {
      const groups = Object.values(part);
      const sum = (k: 'implemented' | 'total') => groups.reduce((a, g) => a + g[k], 0);
      expect(sum('total')).toBe(part === c.pilots.byFaction ? c.pilots.total : c.upgrades.total);
      expect(sum('implemented')).toBe(part === c.pilots.byFaction ? c.pilots.implemented : c.upgrades.implemented);
      for (const g of groups) expect(g.missing).toHaveLength(g.total - g.implemented);
    }
    // Implemented cards are not missing; unimplemented ones are.
    expect(c.pilots.byFaction.rebelalliance!.missing).not.toContain('pilot:lukeskywalker');
    expect(c.pilots.byFaction.scumandvillainy!.missing).toContain('pilot:bobafett');
    expect(c.upgrades.bySlot.astromech!.missing).not.toContain('upgrade:r2astromech:0');
    expect(c.upgrades.bySlot.astromech!.missing).toContain('upgrade:r5astromech:0');
    expect(c.pilots.implemented).toBeGreaterThan(40);
    expect(c.standard.total).toBeGreaterThan(c.standard.implemented);
    expect(c.standard.implemented).toBeGreaterThan(0);
  });

  it('--points decides which cards are standard', async () => {
    const a = await coverage('--points', 'xwa-50p2.0');
    const b = await coverage('--points', 'amg-2.5-20pt');
    expect(b.pointsSet).toBe('amg-2.5-20pt');
    expect(b.pilots).toEqual(a.pilots);
    const pts = content.pointsSet('amg-2.5-20pt')!;
    const standardWithAbility =
      content.data.pilots.filter((p) => p.hasAbility && pts.pilots[p.xws]?.standard).length +
      content.data.upgrades.reduce(
        (n, u) => n + (pts.upgrades[u.xws]?.standard ? u.sides.filter((s) => s.hasAbility).length : 0),
        0,
      );
    expect(b.standard.total).toBe(standardWithAbility);
  });

  it('prints text by default: totals, groups and missing cards', async () => {
    const r = await run(['content', 'coverage']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^pilots: \d+\/\d+ \(/m);
    expect(r.stdout).toMatch(/^ {2}rebelalliance: \d+\/\d+/m);
    expect(r.stdout).toMatch(/^ship abilities: \d+\/\d+/m);
    expect(r.stdout).toMatch(/^standard-format cards with an ability \(xwa-50p2\.0\): \d+\/\d+/m);
    expect(r.stdout).toMatch(/missing: .*pilot:bobafett\b/);
  });

  it('bad input: exit 2 with a precise message', async () => {
    const unknown = await run(['content', 'coverage', '--points', 'nope']);
    expect(unknown.code).toBe(2);
    expect(unknown.stdout).toBe('');
    expect(unknown.stderr).toContain('unknown points set "nope"');
    expect(unknown.stderr).toContain('xwa-50p2.0');
    const format = await run(['content', 'coverage', '--format', 'xml']);
    expect(format.code).toBe(2);
    expect(format.stderr).toContain('--format must be');
    const extra = await run(['content', 'coverage', 'pilots']);
    expect(extra.code).toBe(2);
    expect(extra.stderr).toContain('no arguments');
  });
});
