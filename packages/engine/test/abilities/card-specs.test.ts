/**
 * Runs every card spec in specs/ (the format: card-spec.ts) and checks that each registered ability has one (issue 10,
 * items 8–9): an implemented card is proved by a game played through `applyInPlace`, never by calling its window.
 * specs/ mirrors the card folders (abilities/cards/attack, support, movement, subsystems): a card's spec sits in the
 * folder of the same name as its card's, and each card's source key is written in one file of one folder only.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { abilityTable } from '@xwing/engine';
import { CARD_FOLDERS, type CardFolder } from '../../src/abilities/all-records.js';
import { type CardSpec, playCase, specCases } from './card-spec.js';
import { loadSpecs, SPEC_FOLDERS as FOLDERS, SPECS_DIR as dir } from './spec-files.js';

const specs: CardSpec[] = [];
/** The folder each spec was found in, by source key. */
const specFolders = new Map<string, Set<string>>();
for (const { spec, folder } of await loadSpecs()) {
  specs.push(spec);
  const seen = specFolders.get(spec.source) ?? new Set<string>();
  specFolders.set(spec.source, seen.add(folder));
}

/** The folder whose files write each card source key, and the keys written in more than one file. */
function cardFolders(): { folderOf: Map<string, CardFolder>; twice: string[] } {
  const folderOf = new Map<string, CardFolder>();
  const twice: string[] = [];
  for (const folder of FOLDERS)
    for (const table of CARD_FOLDERS[folder])
      for (const key of Object.keys(table)) {
        if (folderOf.has(key)) twice.push(key);
        folderOf.set(key, folder);
      }
  return { folderOf, twice };
}

/**
 * Sources registered outside the card folders, with the spec folder their mechanism belongs to: the scenarios'
 * conditions (scenario/knowledge.ts) stay with their scenario.
 */
const OUTSIDE_CARDS: Readonly<Record<string, CardFolder>> = { 'condition:ancientknowledge': 'subsystems' };

/**
 * Registered abilities without a spec yet, by source key. Kept exact: the test fails when one of these gets a spec
 * (take it off the list) and when a registered source is missing from both.
 */
const NOT_YET_SPECIFIED: readonly string[] = [];

describe.each(specs.map((s) => [s.source, s] as const))('%s', (_source, spec) => {
  for (const { c, applies } of specCases(spec))
    it(`${applies ? 'applies' : 'does not apply'}: ${c.name}`, () => playCase(spec, c, applies));
});

describe('every registered ability has a flow spec', () => {
  const registered = [...abilityTable().keys()].sort();
  const specified = new Set(specs.map((s) => s.source));

  it('each spec names a registered source', () => {
    expect([...specified].filter((k) => !registered.includes(k))).toEqual([]);
  });

  it('the sources without a spec are exactly the listed ones', () => {
    expect(registered.filter((k) => !specified.has(k))).toEqual([...NOT_YET_SPECIFIED].sort());
  });
});

describe('card folders', () => {
  const { folderOf, twice } = cardFolders();

  it('specs/ holds only the four folders', () => {
    expect(readdirSync(dir).sort()).toEqual([...FOLDERS].sort());
  });

  it('each card source key is written in one file of one folder', () => {
    expect(twice).toEqual([]);
  });

  it('each registered source belongs to a card folder or is listed outside them', () => {
    const registered = abilityTable().keys();
    expect(registered.filter((k) => !folderOf.has(k) && !(k in OUTSIDE_CARDS))).toEqual([]);
  });

  it('each spec sits in the folder of its card', () => {
    const misplaced: string[] = [];
    for (const [source, folders] of specFolders) {
      const home = folderOf.get(source) ?? OUTSIDE_CARDS[source];
      for (const f of folders) if (f !== home) misplaced.push(`${source}: specs/${f}, card in ${home ?? 'no folder'}`);
    }
    expect(misplaced).toEqual([]);
  });
});
