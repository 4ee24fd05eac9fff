/** Helpers shared by the ability tests: a bare attack state and a scripted run of the activation phase. */
import type { Decision } from '../src/decision.js';
import { advance, choose } from '../src/flow.js';
import { activation } from '../src/phases/activation.js';
import type { AttackState, GameState } from '../src/state.js';
import { ship, TestCtx } from './combat-helpers.js';

/** An attack by 'x' on 't' at range 2 with the front primary arc, at the given step. */
export function attack(partial: Partial<AttackState>): AttackState {
  return {
    attacker: 'x',
    defender: 't',
    weapon: 'primary',
    arc: 'front',
    range: 2,
    obstructed: false,
    step: 'roll-attack',
    attackDice: [],
    defenseDice: [],
    used: [],
    ...partial,
  };
}

export type Reply = string | ((d: Decision) => string);

/**
 * Runs the activation phase through the engine's flow, answering each decision from the script in order; when the
 * script runs out, abilities are declined and actions passed. The `passive` ship always passes its action and its
 * decisions are not recorded (a bystander, so the activation under test is the other one).
 */
export function runActivation(
  state: GameState,
  script: Reply[] = [],
  passive?: string,
): { ctx: TestCtx; decisions: Decision[] } {
  state.phase = 'activation';
  for (const s of state.ships) s.round.activated = false;
  const ctx = new TestCtx(state);
  activation.enter(ctx);
  advance(ctx);
  const decisions: Decision[] = [];
  const queue = [...script];
  for (let guard = 0; guard < 200 && state.phase === 'activation' && state.pending; guard++) {
    const d = state.pending;
    if (d.kind === 'choose-next-ship') {
      // Ties on initiative: the scripts were written for the ships' listed order, so take the first tied ship.
      const r = choose(ctx, { decision: d.id, seat: d.player, option: d.options[0]!.id });
      if (!r.ok) throw new Error(`refused ${d.options[0]!.id}: ${r.reason}`);
      continue;
    }
    const bystander = passive !== undefined && d.ship === passive;
    if (!bystander) decisions.push(structuredClone(d));
    const reply =
      bystander && d.kind === 'choose-action'
        ? 'pass'
        : (queue.shift() ?? (d.kind === 'use-ability' ? 'decline' : 'pass'));
    const option = typeof reply === 'function' ? reply(d) : reply;
    const r = choose(ctx, { decision: d.id, seat: d.player, option });
    if (!r.ok) throw new Error(`refused ${option}: ${r.reason}`);
  }
  return { ctx, decisions };
}

/** The first offered option whose id starts with `prefix`. */
export const first = (prefix: string) => (d: Decision) => {
  const o = d.options.find((x) => x.id.startsWith(prefix));
  if (!o) throw new Error(`no ${prefix} option in ${d.kind}: ${d.options.map((x) => x.id).join(', ')}`);
  return o.id;
};

/** A TIE ('t') far away that flies straight on, so the other ship's activation is the one under test. */
export function farTie() {
  const t = ship({ id: 't', player: 1, pilot: 'academypilot', x: 750, y: 750, heading: 180 });
  t.dial = { maneuver: '2F', revealed: false };
  return t;
}
