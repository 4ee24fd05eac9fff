export type * from './state.js';
export type * from './decision.js';
export type * from './events.js';
export type { AbilityTable, Ctx, PhaseModule } from './context.js';
export {
  apply,
  applyInPlace,
  createFromPosition,
  createGame,
  DEFAULT_OBSTACLES,
  EngineError,
  type GameSetup,
  type GameView,
  type PlayerSetup,
  type Position,
  type PositionDevice,
  type PositionPlayer,
  type PositionScenario,
  type PositionShip,
  type PositionUpgrade,
  replay,
  resume,
  trimLog,
  viewFor,
  transientViewFor,
} from './engine.js';
export type { AttackFace, DefenseFace, PositionStep } from './position-step.js';
export {
  addObstacle,
  OBSTACLE_EFFECT_KINDS,
  OBSTACLE_KIND_NAMES,
  obstacleKind,
  type ObstacleEffectKind,
} from './obstacles.js';
export * from './ai/index.js';
export { abilityCoverage, type AbilityCoverage, type CoverageGroup } from './abilities/coverage.js';
export { type GroupCoverage, usesCode } from './abilities/group-coverage.js';
export { shipAbilityKey } from './abilities/source-keys.js';
export { abilityTable } from './abilities/ability-table.js';
export { abilityTableFor } from './abilities/ability-table.js';
export { freshSeed, type RngState, seedRng } from './rng.js';
export { RULES_VERSION } from './rules-version.js';
export {
  DEFAULT_RULE_SET,
  isRuleSetId,
  missingPieces,
  RULE_SET_IDS,
  ruleSet,
  type ContentEdition,
  type RuleSet,
  type RuleSetId,
} from './rule-sets/index.js';
export { checkInvariants, InvariantError } from './invariants.js';
export { CALL_TIME } from './time-limit.js';
export {
  type AttackCardOdds,
  attackCardOdds,
  type CardOdds,
  cardOddsFor,
  type OddsAttack,
  type OddsCard,
  type OddsFacts,
  type OddsLeftOut,
  type OddsShip,
  shipDiceAbilities,
  type ShipDiceAbilities,
  shipOddsStats,
} from './card-odds.js';
export { decisionFor } from './decision-sight.js';
export { canonicalJson, jsonDepthProblem, type Problem } from './input-check.js';
export { gameFileProblems, MAX_INPUT_DEPTH, positionProblems, setupProblems } from './position-schema.js';
export { positionOf } from './position-of.js';
export {
  DOGFIGHT,
  findScenario,
  type ObjectiveScoring,
  type ScenarioAction,
  type ScenarioDef,
  type ScenarioFamily,
  scenarioNames,
  SCENARIOS,
} from './scenario/catalog.js';
export {
  type GameRecord,
  playGame,
  type PlayedGame,
  playSimGame,
  runGames,
  SimError,
  type SimGameOutcome,
  type SimOptions,
  simPlayers,
  type SimSummary,
  SimTally,
  type WinRate,
  winRate,
} from './sim.js';
export {
  checkGame,
  type CheckedGame,
  runSoak,
  type SoakGame,
  soakGame,
  soakGameSeed,
  type SoakGameOptions,
  type SoakOptions,
  soakSetup,
  type SoakSquadOptions,
  type SoakSummary,
} from './soak.js';
