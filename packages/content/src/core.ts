/**
 * The content package without its data: types, ids, indexing and search over any ContentData. Importing it loads no
 * data file, so a program that reads the data its own way (packages/content/src/files.ts in Node) or needs only the
 * ids (squad links in a browser) pays for none of it.
 */
export type * from './types.js';
export { type Content, DEFAULT_POINTS_SET, deepFreeze, indexContent } from './indexing.js';
export { type SearchHit, searchContent } from './search.js';
export { FACTION_IDS, SLOT_IDS } from './ids.js';
export {
  CARD_GROUPS,
  type CardGroup,
  type CardGroupEntry,
  type CardGroupsData,
  type CardGroupTable,
  indexCardGroups,
  isCardGroup,
} from './card-groups.js';
