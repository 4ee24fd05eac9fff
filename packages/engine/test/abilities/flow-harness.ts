/**
 * The per-card flow harness (issue 10): a card's spec is a position and the answers a player gives, played through
 * `createFromPosition` and `applyInPlace` only, never by calling a window. Each spec has a case where the ability
 * applies and one where it must not.
 */
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

export function position(
  phase: Position['phase'],
  rebels: PositionShip[],
  empire: PositionShip[],
  extra: Partial<Position> = {},
): GameState {
  return createFromPosition(
    {
      seed: 'ability-flow',
      round: 1,
      phase,
      firstPlayer: 0,
      diceMode: 'entered',
      players: [
        { name: 'Rebels', ships: rebels },
        { name: 'Empire', ships: empire },
      ],
      ...extra,
    },
    content,
  );
}

export function choose(state: GameState, option: string, value?: string[]): void {
  const d = state.pending!;
  const choice: Choice = { decision: d.id, seat: d.player, option, ...(value ? { value } : {}) };
  const r = applyInPlace(state, choice, content);
  if (!r.ok) throw new Error(`refused ${option} at ${d.kind} (${d.prompt}): ${r.reason}`);
}

/** What a player answers: an option id (and entered faces), or undefined for the default answer. */
export type Answer = (d: Decision, s: GameState) => [string, string[]?] | undefined;

/** Default: enter blanks (hits for the first seat's player-order roll), finish modifying, decline abilities, pass actions, else the first option. */
export function defaultAnswer(d: Decision): [string, string[]?] {
  if (d.kind === 'enter-dice') {
    // Player order (000 Planning): the first seat rolls hits so the roll is never tied forever.
    const face = /player order/.test(d.prompt) && d.player === 0 ? 'hit' : 'blank';
    return ['enter', Array.from({ length: d.count ?? 0 }, () => face)];
  }
  const ids = d.options.map((o) => o.id);
  for (const id of ['done', 'decline', 'pass', 'keep']) if (ids.includes(id)) return [id];
  return [ids[0]!];
}

/**
 * Answers decisions until `stop` holds for the state or the game waits on none; returns the decisions answered (a
 * spec checks whether an ability was offered). Throws after 300 decisions.
 */
export function playUntil(
  state: GameState,
  stop: (s: GameState) => boolean,
  answer: Answer = () => undefined,
): Decision[] {
  const seen: Decision[] = [];
  for (let guard = 0; guard < 300; guard++) {
    if (stop(state)) return seen;
    const d = state.pending;
    if (!d) return seen;
    seen.push(d);
    const a = answer(d, state) ?? defaultAnswer(d);
    choose(state, a[0], a[1]);
  }
  throw new Error('no stop after 300 decisions');
}

/** Uses every offered ability whose prompt names `card` (answers 'use' or its first 'use:<id>'). */
export function useAbilityOf(card: string, then: Answer = () => undefined): Answer {
  return (d, s) => {
    if (d.kind === 'use-ability' && d.prompt.includes(card)) {
      const use = d.options.find((o) => o.id === 'use' || o.id.startsWith('use:'));
      if (use) return [use.id];
    }
    return then(d, s);
  };
}
