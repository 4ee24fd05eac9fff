/**
 * The committed card group table (data/card-groups.json), loaded once. A module of its own so that a bundle that
 * never asks for the groups (the web table) can leave the file out.
 */
import data from '../data/card-groups.json' with { type: 'json' };
import { type CardGroupEntry, type CardGroupsData, type CardGroupTable, indexCardGroups } from './card-groups.js';

let loaded: CardGroupTable | undefined;

/** The card group table: every card with an ability, by source key, in exactly one group. */
export function loadCardGroups(): CardGroupTable {
  // The JSON file is written by scripts/gen-card-groups.mjs in exactly this shape; indexing checks each group.
  loaded ??= indexCardGroups(data as unknown as CardGroupsData);
  return loaded;
}

/** The group (and out-of-scope reason, if any) of a card's source key; undefined for a key without an ability. */
export function cardGroupOf(key: string): CardGroupEntry | undefined {
  return loadCardGroups().of(key);
}
