/** Plays rules situations from positions through the public API (createFromPosition, applyInPlace) only. */
import { loadContent } from '@xwing/content';
import {
  applyInPlace,
  type Choice,
  createFromPosition,
  type Decision,
  type GameState,
  type Position,
  type PositionShip,
} from '@xwing/engine';

export const content = loadContent();

/** A position with entered dice (every roll is a decision the test answers). */
export function position(
  phase: Position['phase'],
  rebels: PositionShip[],
  empire: PositionShip[],
  extra: Partial<Position> = {},
) {
  const p: Position = {
    seed: 'rules-defects',
    round: 1,
    phase,
    firstPlayer: 0,
    diceMode: 'entered',
    players: [
      { name: 'Rebels', ships: rebels },
      { name: 'Empire', ships: empire },
    ],
    ...extra,
  };
  return createFromPosition(p, content);
}

export function choose(state: GameState, option: string, value?: string[]): void {
  const d = state.pending!;
  const choice: Choice = { decision: d.id, seat: d.player, option, ...(value ? { value } : {}) };
  const r = applyInPlace(state, choice, content);
  if (!r.ok) throw new Error(`refused ${option} at ${d.kind} (${d.prompt}): ${r.reason}`);
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

export function defaultAnswer(d: Decision): [string, string[]?] {
  if (d.kind === 'enter-dice') return ['enter', Array.from({ length: d.count ?? 0 }, () => 'blank')];
  const ids = d.options.map((o) => o.id);
  for (const id of ['done', 'decline', 'pass', 'keep']) if (ids.includes(id)) return [id];
  return [ids[0]!];
}
