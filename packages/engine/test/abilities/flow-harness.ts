/**
 * The per-card flow harness (issue 10): a card's spec is a position and the answers a player gives, played through
 * `createFromPosition` and `applyInPlace` only, never by calling a window. Each spec has a case where the ability
 * applies and one where it must not.
 */
import { loadContent } from '@xwing/content';
import {
  type AbilityTable,
  applyInPlace,
  type Choice,
  createFromPosition,
  type Decision,
  type GameState,
  type Position,
  type PositionShip,
} from '@xwing/engine';

export const content = loadContent();

/** `abilities`: a table with records a test adds (`abilityTable(extra)`); play the game with the same one. */
export function position(
  phase: Position['phase'],
  rebels: PositionShip[],
  empire: PositionShip[],
  extra: Partial<Position> = {},
  abilities?: AbilityTable,
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
    abilities,
  );
}

export function choose(state: GameState, option: string, value?: string[], abilities?: AbilityTable): void {
  const d = state.pending!;
  const choice: Choice = { decision: d.id, seat: d.player, option, ...(value ? { value } : {}) };
  const r = applyInPlace(state, choice, content, abilities);
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
 * spec checks whether an ability was offered). Throws after 300 decisions. `abilities`: the game's table when a test
 * added records (`position`).
 */
export function playUntil(
  state: GameState,
  stop: (s: GameState) => boolean,
  answer: Answer = () => undefined,
  abilities?: AbilityTable,
): Decision[] {
  const seen: Decision[] = [];
  for (let guard = 0; guard < 300; guard++) {
    if (stop(state)) return seen;
    const d = state.pending;
    if (!d) return seen;
    seen.push(d);
    const a = answer(d, state) ?? defaultAnswer(d);
    choose(state, a[0], a[1], abilities);
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

/** Answer rules tried in order: the first that answers wins (none: the harness default). */
export function answers(...rules: Answer[]): Answer {
  return (d, s) => {
    for (const rule of rules) {
      const a = rule(d, s);
      if (a) return a;
    }
    return undefined;
  };
}

/** When `attacker` engages: attack `defender` with the weapon whose option id starts so (default its primary). */
export function attacks(attacker: string, defender: string, weapon = 'primary'): Answer {
  return (d) => {
    if (d.kind !== 'declare-attack' || d.ship !== attacker) return undefined;
    const o = d.options.find((x) => x.id.startsWith(`attack:${defender}:${weapon}`));
    return o ? [o.id] : undefined;
  };
}

/**
 * The faces `ship` enters for its attack or defense rolls (not a die an ability rolls), padded with blanks to the
 * count asked; with several lists, each roll (rerolls included) takes the next one, the last one repeating.
 */
export function rolls(ship: string, kind: 'attack' | 'defense', ...faces: string[][]): Answer {
  let next = 0;
  return (d) => {
    if (d.kind !== 'enter-dice' || d.ship !== ship || d.accepts !== `${kind}-faces` || d.prompt.includes('(')) return;
    const list = faces[Math.min(next++, faces.length - 1)] ?? [];
    return ['enter', Array.from({ length: d.count ?? 0 }, (_, i) => list[i] ?? 'blank')];
  };
}

/** The face entered for a die rolled by an ability whose summary names `card`. */
export function abilityDie(card: string, face: string): Answer {
  return (d) =>
    d.kind === 'enter-dice' && d.prompt.includes('(') && d.prompt.includes(card) ? ['enter', [face]] : undefined;
}

/** In a dice-modification decision, uses the modification whose label names `card` (at most `times` times). */
export function modifiesWith(card: string, times = 1): Answer {
  let left = times;
  return (d) => {
    if ((d.kind !== 'modify-attack-dice' && d.kind !== 'modify-defense-dice') || left <= 0) return undefined;
    const o = d.options.find((x) => x.label.includes(card));
    if (!o) return undefined;
    left--;
    return [o.id];
  };
}

/** Picks, in a decision of this kind (for `ship` when given), the first option whose id starts with `prefix`. */
export function picks(kind: Decision['kind'], prefix: string, ship?: string): Answer {
  return (d) => {
    if (d.kind !== kind || (ship !== undefined && d.ship !== ship)) return undefined;
    const o = d.options.find((x) => x.id.startsWith(prefix));
    return o ? [o.id] : undefined;
  };
}

/** Whether one of these decisions offered an ability or a dice modification whose text names `card`. */
export function offered(seen: readonly Decision[], card: string): boolean {
  return seen.some(
    (d) =>
      (d.kind === 'use-ability' && d.prompt.includes(card)) ||
      ((d.kind === 'modify-attack-dice' || d.kind === 'modify-defense-dice') &&
        d.options.some((o) => o.label.includes(card))),
  );
}

/** An action decision (a granted action names its card in the prompt) whose prompt names `card`. */
export function actionOffered(seen: readonly Decision[], card: string): boolean {
  return seen.some((d) => d.kind === 'choose-action' && d.prompt.includes(card));
}

/** The log's events of this type (about `ship` when given). */
export function logged(state: GameState, type: string, ship?: string): GameState['log'] {
  return state.log.filter((e) => e.type === type && (ship === undefined || e.ship === ship));
}

/** The ship with this id. */
export function shipOf(state: GameState, id: string): GameState['ships'][number] {
  const ship = state.ships.find((s) => s.id === id);
  if (!ship) throw new Error(`no ship ${id}`);
  return ship;
}

/** Stops once the game has left `phase`. */
export const leaves =
  (phase: GameState['phase']) =>
  (s: GameState): boolean =>
    s.phase !== phase;

/** Stops once the log holds an event of this type (about `ship` when given). */
export const hasLogged =
  (type: string, ship?: string) =>
  (s: GameState): boolean =>
    s.log.some((e) => e.type === type && (ship === undefined || e.ship === ship));
