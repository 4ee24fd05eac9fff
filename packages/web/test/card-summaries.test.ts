/**
 * The ship cards' ability summaries (issue 27 item 3): the table the page's build makes from the engine's ability
 * records (vite.config.ts's `virtual:card-summaries`) holds every implemented pilot, upgrade side and ship ability, each
 * with its records' own summaries, and the card text shown drops the card's name and joins a card's records.
 */
import { abilityTable } from '@xwing/engine';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { loadCardData } from '../src/card-data.js';
import { summaryTable, summaryText } from '../src/card-summaries.js';
import config from '../vite.config.js';

const SHOWN = /^(?:pilot|upgrade|ship-ability):/;

describe('card summaries', () => {
  it('the build makes the table from the engine: every shown key with a record, and only those', async () => {
    const plugin = (config.plugins ?? []).find(
      (p): p is Plugin => typeof p === 'object' && p !== null && 'name' in p && p.name === 'xwing-card-summaries',
    )!;
    const resolve = plugin.resolveId as (id: string) => string | undefined;
    const id = resolve('virtual:card-summaries')!;
    expect(id).toBeDefined();
    const code = await (plugin.load as (id: string) => Promise<string>)(id);
    const built = JSON.parse(code.replace(/^export default /, '').replace(/;$/, '')) as Record<string, string[]>;
    const table = abilityTable();
    expect(built).toEqual(summaryTable(table));
    const keys = table.keys().filter((k) => SHOWN.test(k) && table.get(k).some((a) => a.summary.trim()));
    expect(Object.keys(built).sort()).toEqual(keys.sort());
    for (const key of keys)
      expect(built[key]).toEqual([...new Set(table.get(key).map((a) => a.summary.trim()))].filter(Boolean));
    expect(built['pilot:lukeskywalker']).toEqual([
      'Luke Skywalker: after becoming the defender, you may recover 1 Force.',
    ]);
    expect(Object.keys(built).some((k) => !SHOWN.test(k))).toBe(false);
  });

  it('shows a card in one line: its name dropped, its records joined, nothing for a card without records', () => {
    expect(
      summaryText(['Luke Skywalker: after becoming the defender, you may recover 1 Force.'], 'Luke Skywalker'),
    ).toBe('After becoming the defender, you may recover 1 Force.');
    expect(
      summaryText(
        ['Adi Gallia: spend a Force, one thing', 'Adi Gallia: spend a Force, one thing', 'Other: b.'],
        'Adi Gallia',
      ),
    ).toBe('Spend a Force, one thing. Other: b.');
    expect(summaryText(undefined, 'R2-D2')).toBeUndefined();
    expect(summaryText([], 'R2-D2')).toBeUndefined();
  });

  it('the card data gives each pilot, upgrade side and ship ability its summary by source key', async () => {
    const cards = await loadCardData();
    expect(cards.summary('pilot:lukeskywalker', cards.pilotName('lukeskywalker'))).toBe(
      'After becoming the defender, you may recover 1 Force.',
    );
    expect(cards.summary('upgrade:r2astromech:0', cards.upgradeSide('r2astromech', 0)?.title)).toMatch(/^[A-Z]/);
    expect(cards.summary('ship-ability:hope', 'Hope')).toMatch(/^[A-Z]/);
    expect(cards.summary('pilot:academypilot')).toBeUndefined();
  });
});
