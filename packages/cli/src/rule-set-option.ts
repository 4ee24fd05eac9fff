/**
 * The rule set a command plays (`--rule-set NAME`, issue 29), the cards of its edition, and its refusal while pieces
 * are missing ("not implemented yet: …", unless `--accept-missing` plays those pieces by the 2.5 rules).
 */
import { type Content, loadContent, loadFirstEditionContent } from '@xwing/content';
import { DEFAULT_RULE_SET, missingPieces, RULE_SET_IDS, ruleSet, type RuleSetId } from '@xwing/engine';
import { oneOf, UsageError } from './options.js';

export const RULE_SET_OPTIONS = {
  'rule-set': { type: 'string' },
  'accept-missing': { type: 'boolean' },
} as const;

/** The rule set named by `--rule-set` (default the 2.5 rules), refused while pieces are missing without the flag. */
export function ruleSetOption(value: string | undefined, acceptMissing: boolean | undefined): RuleSetId {
  const id = value === undefined ? DEFAULT_RULE_SET : oneOf('--rule-set', value, RULE_SET_IDS);
  const rules = ruleSet(id);
  const missing = missingPieces(rules);
  if (missing && !acceptMissing)
    throw new UsageError(`--rule-set ${id}: ${missing} (--accept-missing plays those pieces by ${rules.fallback})`);
  return id;
}

/** The cards a rule set's games are built from. */
export function contentFor(id: RuleSetId | undefined): Content {
  return ruleSet(id ?? DEFAULT_RULE_SET).squads.edition === 'v1' ? loadFirstEditionContent() : loadContent();
}

/** The points set a rule set's games use when none is named, if it has its own. */
export function ruleSetPointsSet(id: RuleSetId | undefined): string | undefined {
  return ruleSet(id ?? DEFAULT_RULE_SET).squads.defaultPointsSet;
}
