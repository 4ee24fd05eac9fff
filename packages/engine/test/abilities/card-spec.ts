/**
 * The per-card spec format (issue 10, item 8). A card's spec is data: the registered ability source it covers and two
 * cases, one where the ability applies and one where it must not, each a table built with the flow harness and played
 * through `createFromPosition` + `applyInPlace` only (never by calling a window). `card-specs.test.ts` runs every spec
 * in `specs/` and fails when a registered ability has no spec, when the applying case's log has no 'ability-used'
 * event for the source, or when the other case's log has one.
 */
import type { Decision, GameState } from '@xwing/engine';

export interface SpecCase {
  /** What the case shows, in our own words (never card text). */
  name: string;
  /** The table (flow-harness `position`). */
  state: () => GameState;
  /** Plays the table through `applyInPlace` (flow-harness `playUntil`); returns the decisions answered. */
  play: (s: GameState) => Decision[];
  /** What must hold afterwards: tokens, dice, damage, decisions offered, the log. Throws (expect) when it does not. */
  check: (s: GameState, seen: Decision[]) => void;
}

export interface CardSpec {
  /** The registered source key: "pilot:<xws>", "upgrade:<xws>:<side>", "damage:<xws>", "condition:<xws>", "ship-ability:<id>". */
  source: string;
  /**
   * A standing ability the rules read instead of resolving it (a stat, a permission, a restriction): no
   * 'ability-used' event is expected; the cases' checks show its effect.
   */
  standing?: boolean;
  applies: SpecCase;
  /** One case where the ability must not be used, or several (each a different reason it must not). */
  doesNotApply: SpecCase | readonly SpecCase[];
}

/** Whether the log of `s` says that an ability of `source` was used (from event `from` on). */
export function usedIn(s: GameState, source: string, from = 0): boolean {
  return s.log.some((e) => e.seq >= from && e.type === 'ability-used' && e.data?.source === source);
}
