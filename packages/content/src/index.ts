export type * from './types.js';
export { type Content, DEFAULT_POINTS_SET, indexContent, loadContent } from './load.js';
export { type SearchHit, searchContent } from './search.js';
export { FACTION_IDS, SLOT_IDS } from './ids.js';
