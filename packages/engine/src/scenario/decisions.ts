/**
 * Scenarios' own decisions, asked wherever the game is: the flow (flow.ts) hands its named points to the scenario in
 * play through this interface and names no scenario. A scenario module that asks questions of its own implements
 * `ScenarioDecisions` and is listed in `HOOKS` under its scenario action.
 */
import type { Ctx } from '../context.js';
import type { Choice, Decision, DecisionKind } from '../decision.js';
import type { OK, Refusal } from '../util.js';
import { scenarioAction } from './actions.js';
import type { ScenarioAction } from './catalog.js';
import { jettisonDecisions } from './tow.js';

/** What a scenario plugs into the flow. */
export interface ScenarioDecisions {
  /** The decision kinds it asks (for readers and tests: the flow asks `answers`). */
  readonly kinds: readonly DecisionKind[];
  /** Before each step of the flow: asks its next question when one is due; true when it asked. */
  ask(ctx: Ctx): boolean;
  /**
   * A phase's decision (`pending`) waits and a question of the scenario is due (something happened while the phase
   * ran on): true when the scenario's question must come first. The flow sets `pending` aside and asks it again once
   * the scenario's questions are answered.
   */
  preempts(ctx: Ctx, pending: Decision): boolean;
  /** Whether the pending decision is one of the scenario's own. */
  answers(ctx: Ctx, pending: Decision): boolean;
  /** Applies the answer to one of its own decisions (refusing a bad one, changing nothing). */
  choose(ctx: Ctx, choice: Choice): typeof OK | Refusal;
}

/** The scenarios that ask questions of their own, by their scenario action. */
const HOOKS: Partial<Record<ScenarioAction, ScenarioDecisions>> = { tow: jettisonDecisions };

/** The decisions hook of the scenario in play; undefined in a dogfight or a scenario without questions of its own. */
export function scenarioDecisions(ctx: Ctx): ScenarioDecisions | undefined {
  const action = scenarioAction(ctx);
  return action === undefined ? undefined : HOOKS[action];
}
