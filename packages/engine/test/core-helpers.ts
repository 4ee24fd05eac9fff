/** Shared helpers for the core engine tests. */
import { loadContent } from '@xwing/content';
import {
  applyInPlace,
  type Choice,
  createFromPosition,
  createGame,
  type GameSetup,
  type GameState,
  type Position,
  type PositionShip,
} from '@xwing/engine';

export const content = loadContent();

export const REBELS = {
  faction: 'rebelalliance',
  pilots: [
    { id: 'lukeskywalker', ship: 't65xwing', upgrades: {} },
    { id: 'wedgeantilles', ship: 't65xwing', upgrades: {} },
  ],
};
export const IMPERIALS = {
  faction: 'galacticempire',
  pilots: [
    { id: 'academypilot', ship: 'tielnfighter', upgrades: {} },
    { id: 'academypilot', ship: 'tielnfighter', upgrades: {} },
    { id: 'blacksquadronace', ship: 'tielnfighter', upgrades: {} },
  ],
};

export function setup(seed: string, extra: Partial<GameSetup> = {}): GameSetup {
  return {
    players: [
      { name: 'Rebels', squad: REBELS },
      { name: 'Empire', squad: IMPERIALS },
    ],
    seed,
    ...extra,
  };
}

/** A tiny seeded chooser (mulberry32) picking uniformly among the pending options. */
export function chooser(seed: number): (s: GameState) => Choice {
  let a = seed >>> 0;
  const rand = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return (s) => {
    const p = s.pending!;
    if (p.kind === 'enter-dice') {
      const faces = p.accepts === 'defense-faces' ? ['blank', 'focus', 'evade'] : ['blank', 'focus', 'hit', 'crit'];
      const n = p.count ?? Number(/Roll (\d+)/.exec(p.prompt)?.[1] ?? 1);
      return {
        decision: p.id,
        seat: p.player,
        option: 'enter',
        value: Array.from({ length: n }, () => faces[Math.floor(rand() * faces.length)]!),
      };
    }
    const o = p.options[Math.floor(rand() * p.options.length)];
    if (!o) throw new Error(`decision ${p.kind} has no options`);
    return { decision: p.id, seat: p.player, option: o.id };
  };
}

/** Plays to the end (or `maxChoices`) with random legal choices; returns the choices made. */
export function playRandom(
  state: GameState,
  seed: number,
  maxChoices = 5000,
  check?: (s: GameState) => void,
  stop?: (s: GameState) => boolean,
): Choice[] {
  const pick = chooser(seed);
  const made: Choice[] = [];
  while (state.pending && made.length < maxChoices && !stop?.(state)) {
    const c = pick(state);
    const r = applyInPlace(state, c, content);
    if (!r.ok) throw new Error(`random legal choice refused: ${r.reason} (${state.pending.kind} ${c.option})`);
    made.push(c);
    check?.(state);
  }
  return made;
}

export function newGame(seed: string, extra: Partial<GameSetup> = {}): GameState {
  return createGame(setup(seed, extra), content);
}

export function position(p0: PositionShip[], p1: PositionShip[], extra: Partial<Position> = {}): GameState {
  return createFromPosition(
    {
      phase: 'activation',
      players: [
        { name: 'Rebels', ships: p0 },
        { name: 'Empire', ships: p1 },
      ],
      ...extra,
    },
    content,
  );
}

/** Answers the pending decision with `option` (must be accepted). */
export function choose(state: GameState, option: string, value?: Choice['value']): void {
  const c: Choice = { decision: state.pending!.id, seat: state.pending!.player, option };
  if (value !== undefined) c.value = value;
  const r = applyInPlace(state, c, content);
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
}

export function events(state: GameState, type: string, ship?: string) {
  return state.log.filter((e) => e.type === type && (ship === undefined || e.ship === ship));
}
