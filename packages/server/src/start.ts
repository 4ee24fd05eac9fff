/**
 * How a stored game begins: a setup (squads and a seed: `createGame`), or a described position (a game file's
 * `position`: `createFromPosition`), kept as `{ position }` in the same stored field. Every place that rebuilds a game
 * (loading, replays, the computer's generator, the summaries) asks these helpers instead of reading the setup.
 */
import type { Content } from '@xwing/content';
import {
  createFromPosition,
  createGame,
  DEFAULT_RULE_SET,
  type GameSetup,
  type GameState,
  type Position,
  type RuleSetId,
} from '@xwing/engine';

/** A game begun from a game file's position; `position.seed` is always set (the service's, or a test's). */
export interface PositionStart {
  position: Position & { seed: string };
}

export type GameStart = GameSetup | PositionStart;

export function isPositionStart(start: GameStart): start is PositionStart {
  return 'position' in start && start.position !== undefined;
}

/** The state a game begins in. */
export function startState(start: GameStart, content: Content): GameState {
  return isPositionStart(start) ? createFromPosition(start.position, content) : createGame(start, content);
}

/** The rules the game plays (its content: contents.ts); undefined: the 2.5 rules. */
export function ruleSetOf(start: GameStart): RuleSetId | undefined {
  return isPositionStart(start) ? start.position.ruleSet : start.ruleSet;
}

export function ruleSetIdOf(start: GameStart): RuleSetId {
  return ruleSetOf(start) ?? DEFAULT_RULE_SET;
}

/** The seed every roll and shuffle comes from (the computer players' generators too). */
export function seedOf(start: GameStart): string {
  return isPositionStart(start) ? start.position.seed : start.seed;
}

/** The scenario's name as the game list shows it. */
export function scenarioOf(start: GameStart): string {
  return (isPositionStart(start) ? start.position.scenario?.name : start.scenario) ?? 'dogfight';
}
