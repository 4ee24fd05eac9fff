/**
 * The first edition's cards (002's game): the Core Set and Wave 1 so far, converted by scripts/convert-content-v1.mjs
 * from xwing-data-v1 into data-v1/content.json, facts only, in the 2.5 content's model (pilot skill in `initiative`,
 * green maneuvers as "blue", the Elite slot as "talent"; the script says why).
 */
import data from '../data-v1/content.json' with { type: 'json' };
import { type Content, deepFreeze, indexContent } from './indexing.js';
import type { ContentData } from './types.js';

let loaded: Content | undefined;

/** The first edition's content, loaded once (frozen) and indexed by xws id. */
export function loadFirstEditionContent(): Content {
  loaded ??= indexContent(deepFreeze(data as unknown as ContentData));
  return loaded;
}
