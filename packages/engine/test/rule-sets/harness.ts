/**
 * What the first-edition and junior rules tests share (one harness for the rule sets that play the first edition's
 * cards): games and positions of a rule set on the first-edition content, choices through `applyInPlace`, a default
 * answer for every decision, playing until a decision, and the refusal a call throws.
 */
import { loadFirstEditionContent } from '@xwing/content';
import {
  type AbilityTable,
  applyInPlace,
  type Choice,
  createFromPosition,
  type Decision,
  EngineError,
  type GameSetup,
  type GameState,
  type Position,
  type PositionShip,
  type RuleSetId,
} from '@xwing/engine';

export const fe = loadFirstEditionContent();

/** A game's setup of `ruleSet`: Rebels (seat 0) against the Empire (seat 1) with these squads. */
export function setupOf(
  ruleSet: RuleSetId,
  seed: string,
  squads: readonly [unknown, unknown],
  extra: Partial<GameSetup> = {},
): GameSetup {
  return {
    players: [
      { name: 'Rebels', squad: squads[0] },
      { name: 'Empire', squad: squads[1] },
    ],
    seed,
    ruleSet,
    ...extra,
  };
}

/**
 * A position of `ruleSet` on the first-edition content, Rebels' ships `p0` against the Empire's `p1`: entered dice,
 * in the Activation Phase unless `extra` says otherwise (`extra.players` replaces both sides).
 */
export function positionOf(
  ruleSet: RuleSetId,
  p0: PositionShip[],
  p1: PositionShip[],
  extra: Partial<Position> = {},
): GameState {
  return createFromPosition(
    {
      ruleSet,
      phase: 'activation',
      diceMode: 'entered',
      players: [
        { name: 'Rebels', ships: p0 },
        { name: 'Empire', ships: p1 },
      ],
      ...extra,
    },
    fe,
  );
}

/** `abilities`: the game's own ability table, when a test gave it one (createFromPosition's third argument). */
export function choose(state: GameState, option: string, value?: Choice['value'], abilities?: AbilityTable): void {
  const c: Choice = { decision: state.pending!.id, seat: state.pending!.player, option };
  if (value !== undefined) c.value = value;
  const r = applyInPlace(state, c, fe, abilities);
  if (!r.ok) throw new Error(`refused: ${r.reason}`);
}

/** Done, declined or passed where it can; entered dice blank (or `faces` for the attack dice). */
export function answer(d: Decision, faces: Record<string, string[]> = {}): [string, string[]?] {
  if (d.kind === 'enter-dice') {
    const kind = d.accepts === 'defense-faces' ? 'defense' : 'attack';
    return ['enter', faces[kind] ?? Array.from({ length: d.count ?? 0 }, () => 'blank')];
  }
  const ids = d.options.map((o) => o.id);
  for (const id of ['done', 'decline', 'pass', 'keep']) if (ids.includes(id)) return [id];
  return [ids[0]!];
}

export function playUntil(
  state: GameState,
  stop: (d: Decision) => boolean,
  pick: (d: Decision) => [string, string[]?] | undefined = () => undefined,
  abilities?: AbilityTable,
): Decision | undefined {
  for (let guard = 0; guard < 300; guard++) {
    const d = state.pending;
    if (!d || stop(d)) return d ?? undefined;
    const [option, value] = pick(d) ?? answer(d);
    choose(state, option, value, abilities);
  }
  throw new Error('no stop after 300 decisions');
}

export const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;
export const at = (x: number, y: number, heading: number) => ({ x, y, heading });

export function refusal(run: () => unknown): EngineError {
  try {
    run();
  } catch (e) {
    if (e instanceof EngineError) return e;
    throw e;
  }
  throw new Error('not refused');
}
