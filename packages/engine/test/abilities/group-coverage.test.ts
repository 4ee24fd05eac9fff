/**
 * Coverage by card group (issue 21): a card counts in its group of the committed table, its records (and a device
 * upgrade's detonation records) are counted there, and a record uses the code escape hatch when its condition or
 * effect does at any depth.
 */
import { indexCardGroups, loadCardGroups, loadContent } from '@xwing/content';
import { describe, expect, it } from 'vitest';
// Through the package's index, not the abilities' files: those are being moved into folders (issue 21).
import { abilityCoverage, abilityTable, usesCode } from '../../src/index.js';
import type { Ability } from '../../src/abilities/vocabulary/types.js';

const base: Ability = {
  source: { kind: 'pilot', xws: 'bobafett' },
  window: 'activation:after-reveal',
  when: { kind: 'always' },
  optional: false,
  effect: { kind: 'gain-token', token: 'focus', count: 1, who: 'self' },
  summary: 'test',
};
const code = { kind: 'code', run: () => undefined } as const;
const codeTest = { kind: 'code', test: () => true } as const;

describe('usesCode', () => {
  it('finds the escape hatch at any depth of the condition or the effect', () => {
    expect(usesCode(base)).toBe(false);
    expect(usesCode({ ...base, effect: code })).toBe(true);
    expect(usesCode({ ...base, when: { kind: 'not', of: { kind: 'any', of: [{ kind: 'always' }, codeTest] } } })).toBe(
      true,
    );
    expect(usesCode({ ...base, effect: { kind: 'sequence', of: [base.effect, code] } })).toBe(true);
    expect(usesCode({ ...base, effect: { kind: 'roll-attack-die', onCrit: code } })).toBe(true);
    expect(
      usesCode({
        ...base,
        effect: { kind: 'roll-attack-dice', count: 2, then: { kind: 'for-each-face', face: 'hit', effect: code } },
      }),
    ).toBe(true);
  });
});

describe('abilityCoverage by group', () => {
  const content = loadContent();

  it('counts a card written for one game in its group, with its records and code records', () => {
    const before = abilityCoverage(content, abilityTable(), 'xwa-50p2.0', loadCardGroups()).groups!;
    // A standard-legal attack card still missing (taken from the figures, so writing cards never breaks this test):
    // a pilot, else an upgrade side, standard under the points set; once every standard one is written (s37: 403 of
    // 403), any missing pilot or upgrade side of the group, which leaves the standard figure as it was.
    const points = content.pointsSet('xwa-50p2.0')!;
    const missing = before.attack.missing.map((m) => m.key);
    const standard = (k: string) =>
      k.startsWith('pilot:')
        ? points.pilots[k.slice('pilot:'.length)]?.standard === true
        : k.startsWith('upgrade:') && points.upgrades[k.split(':')[1]!]?.standard === true;
    const key =
      missing.find((k) => k.startsWith('pilot:') && standard(k)) ??
      missing.find((k) => k.startsWith('upgrade:') && standard(k)) ??
      missing.find((k) => k.startsWith('pilot:') || k.startsWith('upgrade:'));
    expect(key).toBeDefined();
    const extra = { [key!]: [base, { ...base, effect: code }] };
    const after = abilityCoverage(content, abilityTable(extra), 'xwa-50p2.0', loadCardGroups()).groups!;
    expect(loadCardGroups().of(key!)?.group).toBe('attack');
    expect(after.attack.implemented).toBe(before.attack.implemented + 1);
    expect(after.attack.standardImplemented).toBe(before.attack.standardImplemented + (standard(key!) ? 1 : 0));
    expect(after.attack.records).toBe(before.attack.records + 2);
    expect(after.attack.codeRecords).toBe(before.attack.codeRecords + 1);
    expect(after.attack.missing).toHaveLength(before.attack.missing.length - 1);
    expect(after.support).toEqual(before.support);
  });

  it("counts a device's detonation records with its upgrade card", () => {
    const c = abilityCoverage(content, abilityTable(), 'xwa-50p2.0', loadCardGroups()).groups!;
    const table = abilityTable();
    expect(table.has('upgrade:proximitymines:0') && table.has('device:proximitymines')).toBe(true);
    const only = indexCardGroups({
      groups: ['attack', 'support', 'movement', 'subsystems'],
      cards: { 'upgrade:proximitymines:0': { group: 'subsystems', basis: 'devices' } },
    });
    const mines = abilityCoverage(content, table, 'xwa-50p2.0', only);
    expect(mines.groups!.subsystems.records).toBe(
      table.get('upgrade:proximitymines:0').length + table.get('device:proximitymines').length,
    );
    // Every other card is then outside the table: listed, not counted.
    expect(mines.ungrouped!.length).toBe(mines.pilots.total + mines.upgrades.total + mines.shipAbilities.total - 1);
    expect(c.subsystems.records).toBeGreaterThanOrEqual(mines.groups!.subsystems.records);
  });

  it('leaves the figures by group out without the table', () => {
    const c = abilityCoverage(content, abilityTable(), 'xwa-50p2.0');
    expect(c.groups).toBeUndefined();
    expect(c.ungrouped).toBeUndefined();
  });
});
