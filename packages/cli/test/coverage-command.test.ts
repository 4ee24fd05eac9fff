import { CARD_GROUPS, type CardGroup, loadCardGroups, loadContent } from '@xwing/content';
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
  groups: Record<CardGroup, ByGroup>;
  ungrouped: string[];
}
interface ByGroup {
  implemented: number;
  total: number;
  standardImplemented: number;
  standardTotal: number;
  codeRecords: number;
  records: number;
  outOfScope: number;
  missing: { key: string; reason?: string }[];
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
    expect(c.upgrades.bySlot.astromech!.missing).not.toContain('upgrade:r2astromech:0');
    // Epic-only cards (hardpoint and cargo slots) are out of scope until epic play exists: they stay missing.
    expect(c.upgrades.bySlot.hardpoint!.missing).toContain('upgrade:drillbeak:0');
    expect(c.upgrades.bySlot.cargo!.missing).toContain('upgrade:adaptiveshields:0');
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
    // Some card still missing is listed (which one changes as cards get written).
    expect(r.stdout).toMatch(/^ {4}missing: (?:pilot|upgrade|ship-ability):[a-z0-9-]+/m);
  });

  it('by card group: every card with an ability in exactly one group, with its figures and what is left out', async () => {
    const c = await coverage();
    const table = loadCardGroups();
    expect(Object.keys(c.groups)).toEqual([...CARD_GROUPS]);
    expect(c.ungrouped).toEqual([]);
    const groups = Object.values(c.groups);
    const sum = (k: keyof Omit<ByGroup, 'missing'>) => groups.reduce((a, g) => a + g[k], 0);
    // The groups split exactly the cards the other parts count: pilots, upgrade sides and ship abilities.
    const cards = c.pilots.total + c.upgrades.total + c.shipAbilities.total;
    expect(sum('total')).toBe(cards);
    expect(sum('implemented')).toBe(c.pilots.implemented + c.upgrades.implemented + c.shipAbilities.implemented);
    const everyKey = [
      ...Object.values(c.pilots.byFaction).flatMap((g) => g.missing),
      ...Object.values(c.upgrades.bySlot).flatMap((g) => g.missing),
      ...c.shipAbilities.missing,
    ].sort();
    const leftOut = groups.flatMap((g) => g.missing.map((m) => m.key)).sort();
    expect(leftOut).toEqual(everyKey);
    for (const [name, g] of Object.entries(c.groups)) {
      expect(g.missing).toHaveLength(g.total - g.implemented);
      expect(g.standardTotal).toBeLessThanOrEqual(g.total);
      expect(g.standardImplemented).toBeLessThanOrEqual(g.implemented);
      expect(g.codeRecords).toBeLessThanOrEqual(g.records);
      // A reason is the table's out-of-scope one, or the unwritten part of a card written in part (`incomplete: …`).
      const partly = (m: { reason?: string }) => m.reason?.startsWith('incomplete: ') === true;
      for (const m of g.missing) {
        expect(table.of(m.key)?.group, m.key).toBe(name);
        if (!partly(m)) expect(m.reason).toBe(table.of(m.key)?.outOfScope);
      }
      expect(g.missing.filter((m) => m.reason !== undefined && !partly(m)).length).toBe(g.outOfScope);
    }
    // The standard-legal cards: the pilots and upgrade sides of the standard figure, plus ship abilities a
    // standard-legal pilot or upgrade gives.
    expect(sum('standardTotal')).toBeGreaterThan(c.standard.total);
    expect(sum('standardTotal')).toBeLessThanOrEqual(c.standard.total + c.shipAbilities.total);
    // Cards already written are counted in their group, with their records.
    expect(table.of('pilot:lukeskywalker')?.group).toBe('attack');
    expect(c.groups.attack.missing.map((m) => m.key)).not.toContain('pilot:lukeskywalker');
    expect(c.groups.attack.records).toBeGreaterThan(0);
    // A card written in part counts as missing, with the part left unwritten as its reason (Ability.incomplete).
    const spare = c.groups.support.missing.find((m) => m.key === 'upgrade:sparepartscanisters:0');
    expect(spare?.reason).toMatch(/^incomplete: .*spare parts/);
    expect(c.groups.subsystems.missing).toContainEqual({
      key: 'upgrade:corvus:0',
      reason: 'epic only: huge-ship title',
    });
    expect(sum('codeRecords')).toBeGreaterThan(0);
  });

  it('--group keeps one group; text prints a table of the groups and each card left out, one a line', async () => {
    const one = await coverage('--group', 'movement');
    expect(Object.keys(one.groups)).toEqual(['movement']);
    // A card of the group still missing (read from the figures: card writers implement them one by one).
    const left = (await coverage('--group', 'subsystems')).groups.subsystems.missing.find(
      (m) => m.reason === undefined,
    );
    expect(left).toBeDefined();
    const text = await run(['content', 'coverage', '-g', 'subsystems']);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/^ {2}group +standard \(xwa-50p2\.0\) +all cards +code records +out of scope$/m);
    expect(text.stdout).toMatch(
      /^ {2}subsystems +\d+\/\d+ \([\d.]+%\) +\d+\/\d+ \([\d.]+%\) +\d+\/\d+ \([\d.]+%\) +\d+$/m,
    );
    expect(text.stdout).not.toMatch(/^ {2}attack +\d/m);
    expect(text.stdout).toMatch(/^subsystems: \d+ cards left out$/m);
    expect(text.stdout).toMatch(/^ {2}upgrade:corvus:0 {2}epic only: huge-ship title$/m);
    expect(text.stdout).toMatch(new RegExp(`^ {2}${left!.key.replace(/[.:-]/g, '\\$&')} {2}not implemented yet$`, 'm'));
    const all = await run(['content', 'coverage']);
    for (const g of CARD_GROUPS) expect(all.stdout).toMatch(new RegExp(`^${g}: \\d+ cards left out$`, 'm'));
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
    const group = await run(['content', 'coverage', '--group', 'epic']);
    expect(group.code).toBe(2);
    expect(group.stderr).toContain('--group must be one of attack, support, movement, subsystems, not "epic"');
    const extra = await run(['content', 'coverage', 'pilots']);
    expect(extra.code).toBe(2);
    expect(extra.stderr).toContain('no arguments');
  });
});

describe('xwing content coverage --rule-set (issue 29)', () => {
  it('first-edition counts the first edition’s cards against its own table, in fe-100, with no group part', async () => {
    const c = await coverage('--rule-set', 'first-edition');
    expect(c.pointsSet).toBe('fe-100');
    expect(c.groups).toBeUndefined();
    // The cards written in cards-first-edition/ are counted: every pilot of the Core Set and Wave 1 and of Wave 2's
    // TIE Interceptor and A-wing packs is written, so none is missing; one of their upgrades is (Daredevil).
    expect(Object.keys(c.pilots.byFaction).sort()).toEqual(['galacticempire', 'rebelalliance']);
    const missing = Object.values(c.pilots.byFaction).flatMap((g) => g.missing);
    expect(missing).toEqual([]);
    expect(c.pilots.implemented).toBe(c.pilots.total);
    expect(c.upgrades.total - c.upgrades.implemented).toBe(1);
    expect(c.pilots.total).toBeGreaterThan(10);
    // The 2.5 figures are not these.
    const v2 = await coverage();
    expect(v2.pointsSet).toBe('xwa-50p2.0');
    expect(v2.pilots.total).not.toBe(c.pilots.total);
  });

  it('refuses an unknown rule set, and --group with the first edition’s cards (exit 2)', async () => {
    const bad = await run(['content', 'coverage', '--rule-set', 'third-edition']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--rule-set');
    const group = await run(['content', 'coverage', '--rule-set', 'first-edition', '--group', 'attack']);
    expect(group.code).toBe(2);
    expect(group.stderr).toContain('--group: the card groups are the 2.5 cards');
  });

  it('the help names every rule set the engine has', async () => {
    const { RULE_SET_IDS } = await import('@xwing/engine');
    for (const cmd of [['sim'], ['play'], ['content']]) {
      const r = await run([...cmd, '--help']);
      for (const id of RULE_SET_IDS.filter((x) => x !== '2.5')) expect(`${cmd[0]} ${r.stdout}`).toContain(id);
    }
  });
});
