/**
 * The rule sets by id, and the one a game plays (`ruleSetOf(state)`): the only place that maps a rule set's name to
 * its hooks. Rule code asks the hooks (types.ts), never the name.
 */
import { FIRST_EDITION } from './first-edition.js';
import { JUNIOR, JUNIOR_ADVANCED } from './junior.js';
import { RULE_SET_IDS, type RuleSet, type RuleSetId } from './types.js';
import { RULES_2_5 } from './v2-5.js';

export { RULE_SET_IDS, type ContentEdition, type RuleSet, type RuleSetId } from './types.js';

const BY_ID: Record<RuleSetId, RuleSet> = {
  '2.5': RULES_2_5,
  'first-edition': FIRST_EDITION,
  junior: JUNIOR,
  'junior-advanced': JUNIOR_ADVANCED,
};

/** The rule set of a game created without one. */
export const DEFAULT_RULE_SET: RuleSetId = RULES_2_5.id;

export function isRuleSetId(v: unknown): v is RuleSetId {
  return typeof v === 'string' && (RULE_SET_IDS as readonly string[]).includes(v);
}

/** The rule set named `id` (an id checked by isRuleSetId). */
export function ruleSet(id: RuleSetId): RuleSet {
  return BY_ID[id];
}

/** The rules a game plays (a state from before rule sets has none recorded: the default). */
export function ruleSetOf(state: { ruleset?: RuleSetId }): RuleSet {
  return BY_ID[state.ruleset ?? DEFAULT_RULE_SET];
}

/** "not implemented yet: …" when the rule set still misses a piece, else undefined. */
export function missingPieces(rs: RuleSet): string | undefined {
  if (rs.missing.length === 0) return undefined;
  return `not implemented yet: the ${rs.id} rule set (${rs.documents}) lacks ${rs.missing.join('; ')}`;
}
