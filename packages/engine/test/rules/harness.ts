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

// ---- The usual board: an X-wing and a TIE facing each other on the centre line --------------------------------

/** A Red Squadron Veteran (initiative 3, attack 3, agility 2, 2 shields), id 'x', at (400, y) facing +y. */
export const xwing = (y: number, extra: Partial<PositionShip> = {}): PositionShip => ({
  pilot: 'redsquadronveteran',
  id: 'x',
  pose: { x: 400, y, heading: 0 },
  ...extra,
});

/** An Academy Pilot (initiative 1, attack 2, agility 3, no shields), id 't', at (400, y) facing −y. */
export const tie = (y: number, extra: Partial<PositionShip> = {}): PositionShip => ({
  pilot: 'academypilot',
  id: 't',
  pose: { x: 400, y, heading: 180 },
  ...extra,
});

/**
 * An Empire TIE far away (id 'far') that activates last and is asked for its action: an activation played to it
 * stops there, before the End Phase removes the tokens a test looks at.
 */
export const farTie: PositionShip = {
  id: 'far',
  pilot: 'academypilot',
  pose: { x: 400, y: 860, heading: 180 },
  dial: '1F',
  initiative: 6,
};

export const ship = (s: GameState, id: string) => s.ships.find((x) => x.id === id)!;

/** The decision asking a player to enter attack or defense dice. */
export const isEnter = (kind: 'attack' | 'defense') => (d: Decision) =>
  d.kind === 'enter-dice' && d.accepts === (kind === 'attack' ? 'attack-faces' : 'defense-faces');

/** The attack options of a decision ('attack:<defender>:<weapon>:<arc>'). */
export const attackOptions = (d: Decision | undefined) =>
  (d?.options ?? []).map((o) => o.id).filter((id) => id.startsWith('attack:'));

/** Plays to `attacker`'s declare-attack decision, declares the attack whose id starts with `prefix`; returns the
 * attack-dice decision. */
export function declare(s: GameState, attacker: string, prefix = 'attack:'): Decision {
  const d = playUntil(s, (x) => x.kind === 'declare-attack' && x.ship === attacker);
  const id = attackOptions(d).find((o) => o.startsWith(prefix));
  if (!id) throw new Error(`${attacker} has no attack ${prefix} (${attackOptions(d).join(', ') || 'none'})`);
  choose(s, id);
  return playUntil(s, isEnter('attack'))!;
}
