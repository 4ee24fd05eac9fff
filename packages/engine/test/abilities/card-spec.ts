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

/** The cases of a spec: its applying case, then each does-not-apply case. */
export function specCases(spec: CardSpec): { c: SpecCase; applies: boolean }[] {
  const not = Array.isArray(spec.doesNotApply) ? spec.doesNotApply : [spec.doesNotApply as SpecCase];
  return [{ c: spec.applies, applies: true }, ...not.map((c) => ({ c, applies: false }))];
}

/**
 * Plays one case of a spec from its table and checks it; throws when it fails: the case's own check, then the log (an
 * applying case shows the source's 'ability-used' event unless the spec is `standing`; the others never show it).
 */
export function playCase(spec: CardSpec, c: SpecCase, applies: boolean): void {
  const s = c.state();
  const seen = c.play(s);
  c.check(s, seen);
  if (applies && !spec.standing && !usedIn(s, spec.source)) throw new Error(`${spec.source} was not used`);
  if (!applies && usedIn(s, spec.source)) throw new Error(`${spec.source} was used`);
}
