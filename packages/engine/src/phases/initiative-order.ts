/**
 * Who goes next among ships that act in initiative order (000 "Initiative": at equal initiative the first player's
 * ships go first, and "if a player has two or more ships with the same initiative, that player decides the order in
 * which they act"). The phases pass the ships that could go next — one player's ships at one initiative — and this
 * module asks that player to pick one when there are two or more ('choose-next-ship'), remembering the answer in the
 * cursor until the phase reads it.
 */
import { initiativeOf, initiativeReader } from '../abilities/static.js';
import { shipName } from '../combat/util.js';
import type { Ctx } from '../context.js';
import type { Choice } from '../decision.js';
import type { ShipState } from '../state.js';
import { inPlay, OK, type Refusal, refuse } from '../util.js';

/** The ship to go next, or 'asked' when its owner must pick among `tied` (all one player's, same initiative). */
export function pickAmongTied(ctx: Ctx, tied: readonly ShipState[], verb: string): ShipState | 'asked' | undefined {
  const first = tied[0];
  if (!first || tied.length === 1) return first;
  const cursor = ctx.state.cursor;
  const chosen = cursor.nextShip;
  if (chosen !== undefined) {
    delete cursor.nextShip;
    const ship = tied.find((s) => s.id === chosen);
    if (ship) return ship;
  }
  ctx.ask({
    player: first.player,
    kind: 'choose-next-ship',
    prompt: `Your ships at initiative ${initiativeOf(ctx, first)}: choose which ${verb} next`,
    options: tied.map((s) => ({ id: s.id, label: `${shipName(ctx, s)} (${s.id})` })),
  });
  return 'asked';
}

/** Records the ship chosen to go next; the phase picks it up when it advances. */
export function chooseNextShip(ctx: Ctx, choice: Choice): typeof OK | Refusal {
  const pending = ctx.state.pending;
  if (!pending?.options.some((o) => o.id === choice.option))
    return refuse('not-tied', `${choice.option} is not one of the ships that may go next`);
  ctx.state.cursor.nextShip = choice.option;
  ctx.emit('next-ship-chosen', `${ctx.state.players[pending.player].name} chooses ${choice.option} to go next.`, {
    ship: choice.option,
  });
  return OK;
}

/**
 * The ships that may go next in ascending (activation, system) or descending initiative: the best initiative among
 * those not done, the first player's ships before the second's, and of those only the first such player's.
 */
export function tiedNext(
  ctx: Ctx,
  done: readonly string[],
  descending: boolean,
  include: (s: ShipState) => boolean = () => true,
): ShipState[] {
  const fp = ctx.state.firstPlayer;
  // Each candidate's initiative asked once (a standing question: abilities/static.ts initiativeOf), not once per
  // comparison: this runs before every activation and system step, over every ship.
  const open: ShipState[] = [];
  const initiative: number[] = [];
  const initiativeOfShip = initiativeReader(ctx);
  for (const s of ctx.state.ships)
    if (inPlay(s) && !done.includes(s.id) && include(s)) {
      open.push(s);
      initiative.push(initiativeOfShip(s));
    }
  let best = -1;
  for (let i = 0; i < open.length; i++) {
    if (best < 0) {
      best = i;
      continue;
    }
    const di = descending ? initiative[best]! - initiative[i]! : initiative[i]! - initiative[best]!;
    if (di < 0 || (di === 0 && open[i]!.player === fp && open[best]!.player !== fp)) best = i;
  }
  if (best < 0) return [];
  const at = initiative[best]!;
  const player = open[best]!.player;
  return open.filter((s, i) => initiative[i] === at && s.player === player);
}
