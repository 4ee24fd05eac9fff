/** @xwing/dice: exact dice odds for X-Wing attacks. */
export {
  ATTACK_DIE,
  ATTACK_FACES,
  DEFENSE_DIE,
  DEFENSE_FACES,
  rollDistribution,
  type AttackFace,
  type DefenseFace,
  type DiceKind,
  type Face,
} from './faces.js';
export * from './vocabulary.js';
export {
  checkModification,
  checkQuery,
  DEFENDER_POLICIES,
  DiceQueryError,
  MAX_ATTACKS,
  MAX_DICE,
  MAX_QUERY_SIZE,
  querySize,
  type AttackSpec,
  type DefenderPolicy,
  type DefenderSpec,
  type DiceQuery,
  type SideTokens,
} from './query.js';
export {
  advise,
  computeOdds,
  type Advice,
  type AdviceOption,
  type DiceResult,
  type Odds,
  type Outcome,
  type Rolled,
} from './compute.js';
