/**
 * Plays rules situations from positions through the public API (createFromPosition, applyInPlace) only: the
 * abilities' flow harness, with a stop on the pending decision.
 */
import type { Decision, GameState, Position, PositionShip } from '@xwing/engine';
import { choose, content, defaultAnswer, position as flowPosition } from '../abilities/flow-harness.js';

export { choose, content, defaultAnswer };

/** A position with entered dice (every roll is a decision the test answers). */
export function position(
  phase: Position['phase'],
  rebels: PositionShip[],
  empire: PositionShip[],
  extra: Partial<Position> = {},
): GameState {
  return flowPosition(phase, rebels, empire, { seed: 'rules-defects', ...extra });
}

/**
 * Answers decisions with `answer` until `stop` holds for the pending decision (returned) or the game waits on none.
 * `answer` returns an option id (and optionally entered faces); by default modifications are done, abilities
 * declined, actions passed.
 */
export function playUntil(
  state: GameState,
  stop: (d: Decision) => boolean,
  answer: (d: Decision) => [string, string[]?] | undefined = () => undefined,
): Decision | undefined {
  for (let guard = 0; guard < 200; guard++) {
    const d = state.pending;
    if (!d || stop(d)) return d ?? undefined;
    const a = answer(d) ?? defaultAnswer(d);
    choose(state, a[0], a[1]);
  }
  throw new Error('no stop after 200 decisions');
}
