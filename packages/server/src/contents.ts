/**
 * The cards a game is played with: its rule set's edition (issue 29). The 2.5 cards are the service's own `content`;
 * the first edition's (first edition and junior games) are loaded once, the first time a game needs them.
 */
import { type Content, loadFirstEditionContent } from '@xwing/content';
import { DEFAULT_RULE_SET, ruleSet, type RuleSetId } from '@xwing/engine';

let firstEdition: Content | undefined;

/** The content a game of rule set `id` (undefined: the default) plays: `base` for the 2.5 cards. */
export function contentOf(base: Content, id: RuleSetId | undefined): Content {
  if (ruleSet(id ?? DEFAULT_RULE_SET).squads.edition !== 'v1') return base;
  return (firstEdition ??= loadFirstEditionContent());
}
