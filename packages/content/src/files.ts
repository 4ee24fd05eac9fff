import { existsSync, readFileSync } from 'node:fs';
import { type CardGroupsData, type CardGroupTable, indexCardGroups } from './card-groups.js';
import { type Content, indexContentFreezingLazily } from './indexing.js';
import type { ContentData } from './types.js';

/**
 * Where a data file is: the package's committed data folder, found through the package's exports (this module may run
 * from its source, from dist/, or bundled into another package's files), else beside this module's folder.
 */
function dataFile(name: string): URL {
  const candidates: (() => URL)[] = [
    () => new URL(import.meta.resolve(`@xwing/content/data/${name}.json`)),
    () => new URL(`../data/${name}.json`, import.meta.url),
  ];
  for (const candidate of candidates) {
    try {
      const url = candidate();
      if (url.protocol === 'file:' && existsSync(url)) return url;
    } catch {
      // Not resolvable from here: try the next place.
    }
  }
  throw new Error(`content: the data file ${name}.json is not where the package keeps it`);
}

/**
 * Node only: the committed data read from its files with one JSON.parse each, without the module loader's JSON
 * modules, and only the parts squad building and look-ups need (no damage decks, conditions or source notes; the
 * points sets asked for, or all). A command line that starts often pays for what it reads and nothing else. The data
 * is the same as loadContent()'s and as immutable: what it hands out is frozen as it is handed out.
 */
export function readContentFiles(options: { pointsSets?: readonly string[] } = {}): Content {
  const read = (name: string): unknown => JSON.parse(readFileSync(dataFile(name), 'utf8'));
  const sets = read('points') as ContentData['pointsSets'];
  const wanted = options.pointsSets;
  const data: ContentData = {
    factions: read('factions') as ContentData['factions'],
    ships: read('ships') as ContentData['ships'],
    pilots: read('pilots') as ContentData['pilots'],
    upgrades: read('upgrades') as ContentData['upgrades'],
    damageDecks: [],
    conditions: [],
    pointsSets: wanted === undefined ? sets : sets.filter((s) => wanted.includes(s.id)),
    sourceIssues: [],
  };
  return indexContentFreezingLazily(data);
}

/** Node only: the card group table (data/card-groups.json) read with one JSON.parse, like loadCardGroups()'s. */
export function readCardGroups(): CardGroupTable {
  return indexCardGroups(JSON.parse(readFileSync(dataFile('card-groups'), 'utf8')) as CardGroupsData);
}
