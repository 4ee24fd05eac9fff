/**
 * The card group table (issue 21): every card with an ability — pilots and upgrade sides with `hasAbility`, ship
 * abilities by name, the keys `xwing content coverage` counts — is in exactly one of the four groups, and the table
 * names no other key. The CLI's coverage test checks the same against the engine's own key list.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CARD_GROUPS,
  type CardGroupsData,
  cardGroupOf,
  indexCardGroups,
  isCardGroup,
  loadCardGroups,
  loadContent,
} from '@xwing/content';
import { readCardGroups } from '@xwing/content/files';
import { afterAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** The card text lives beside the project; without it (e.g. a bare checkout) the reproduction check is skipped. */
const source = join(root, '../shared/data');
const haveSource = existsSync(join(source, 'xwing-data2/data/manifest.json'));

/** The source keys of every card with an ability, built as the engine builds them (coverage.ts). */
function abilityKeys(): string[] {
  const { pilots, upgrades } = loadContent().data;
  const keys = new Set<string>();
  const ship = (name: string | undefined) => {
    if (name !== undefined) keys.add(`ship-ability:${name.toLowerCase().replace(/[^a-z0-9]/g, '')}`);
  };
  for (const p of pilots) {
    ship(p.shipAbility);
    if (p.hasAbility) keys.add(`pilot:${p.xws}`);
  }
  for (const u of upgrades)
    u.sides.forEach((s, i) => {
      ship(s.shipAbility);
      if (s.hasAbility) keys.add(`upgrade:${u.xws}:${i}`);
    });
  return [...keys].sort();
}

describe('the card group table', () => {
  const table = loadCardGroups();

  it('puts every card with an ability in exactly one group, and names no other key', () => {
    const keys = abilityKeys();
    expect(table.keys()).toEqual(keys);
    const inGroups = CARD_GROUPS.flatMap((g) => table.keys(g));
    expect(inGroups.length).toBe(keys.length);
    expect(new Set(inGroups).size).toBe(keys.length);
    for (const g of CARD_GROUPS) for (const k of table.keys(g)) expect(table.of(k)?.group).toBe(g);
  });

  it('gives each group a share of the cards and each card a reason', () => {
    for (const g of CARD_GROUPS) expect(table.keys(g).length).toBeGreaterThan(100);
    for (const k of table.keys()) expect(table.of(k)!.basis.length).toBeGreaterThan(0);
  });

  it('marks the epic-only cards out of scope, with the reason, and no standard-legal card', () => {
    const content = loadContent();
    const standard = content.pointsSet('xwa-50p2.0')!;
    expect(table.of('upgrade:admiralozzel:0')?.outOfScope).toBe('epic only: command slot');
    expect(table.of('upgrade:tantiveiv:0')?.outOfScope).toBe('epic only: huge-ship title');
    expect(table.of('ship-ability:tractorgrasp')?.outOfScope).toBe('epic only: huge-ship ability');
    for (const k of table.keys()) {
      const [kind, xws] = k.split(':');
      const legal =
        (kind === 'pilot' && standard.pilots[xws!]?.standard) ||
        (kind === 'upgrade' && standard.upgrades[xws!]?.standard);
      if (legal) expect(table.of(k)?.outOfScope, k).toBeUndefined();
    }
    expect(table.of('pilot:lukeskywalker')?.outOfScope).toBeUndefined();
  });

  it('answers by key, and nothing for a key without an ability (prototype names included)', () => {
    expect(cardGroupOf('upgrade:marksmanship:0')?.group).toBe('attack');
    expect(cardGroupOf('pilot:jekporkins')?.group).toBe('support');
    expect(cardGroupOf('upgrade:proximitymines:0')?.group).toBe('subsystems');
    expect(cardGroupOf('ship-ability:adaptiveailerons')?.group).toBe('movement');
    for (const k of ['pilot:bladesquadronveteran', 'constructor', '__proto__', 'toString', 'damage:directhit'])
      expect(cardGroupOf(k)).toBeUndefined();
  });

  it('reads the same table from its file (Node) as from the JSON module', () => {
    const read = readCardGroups();
    expect(read.keys()).toEqual(table.keys());
    for (const k of table.keys()) expect(read.of(k)).toEqual(table.of(k));
  });

  it('refuses data with a group it does not know', () => {
    const file = new URL('../data/card-groups.json', import.meta.url);
    const data = JSON.parse(readFileSync(file, 'utf8')) as CardGroupsData;
    expect(data.groups).toEqual(CARD_GROUPS);
    expect(isCardGroup('attack') && !isCardGroup('epic')).toBe(true);
    const bad = {
      groups: CARD_GROUPS,
      cards: { 'pilot:x': { group: 'epic', basis: 'x' } },
    } as unknown as CardGroupsData;
    expect(() => indexCardGroups(bad)).toThrow(/unknown group/);
  });
});

describe.skipIf(!haveSource)('scripts/gen-card-groups.mjs', () => {
  const out = mkdtempSync(join(tmpdir(), 'xwing-card-groups-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('re-run, reproduces the committed table byte for byte', () => {
    const file = join(out, 'card-groups.json');
    execFileSync(process.execPath, [join(root, 'scripts/gen-card-groups.mjs'), source, '--out', file], {
      stdio: 'pipe',
    });
    const committed = join(root, 'packages/content/data/card-groups.json');
    expect(readFileSync(file).equals(readFileSync(committed))).toBe(true);
  });
});
