import type { Content } from '@xwing/content';

export { DEFAULT_POINTS_SET } from '@xwing/content/core';

/**
 * The part of the content package's `Content` index this package reads: `loadContent()` and `indexContent(data)` of
 * '@xwing/content' both give one.
 */
export type SquadContent = Pick<
  Content,
  'data' | 'pilot' | 'upgrade' | 'pointsSet' | 'pointsSetIds' | 'pointsSetInfos' | 'shipOf' | 'statsOf' | 'actionsOf'
>;

/** A faction's display name, or its id when the data has no such faction. */
export function factionName(content: SquadContent, id: string): string {
  return content.data.factions.find((x) => x.xws === id)?.name ?? id;
}
