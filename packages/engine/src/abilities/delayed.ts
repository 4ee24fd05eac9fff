/**
 * Delayed effects (s39, the `next-planning` effect): what an ability keeps "for the start of the next Planning Phase"
 * waits in `state.delayed` (plain JSON, so a saved game keeps it) through the End Phase, and resolves as the next
 * round's Planning Phase starts, before its 'planning:start' abilities (phases/planning.ts), for a ship still in the
 * play area. Corran Horn of the E-wing: the disarm token after his bonus attack at initiative 0 (a token gained that
 * round would be removed in its End Phase, 000 "Disarm Tokens").
 */
import type { Ctx } from '../context.js';
import { inPlay, shipName } from '../combat/util.js';
import { applyEffect } from './apply-effect.js';

/** Resolves the effects kept in an earlier round, in the order they were kept (nothing to do in most games). */
export function resolveDelayed(ctx: Ctx): void {
  const list = ctx.state.delayed;
  if (!list) return;
  const due = list.filter((x) => x.round < ctx.state.round);
  if (due.length === 0) return;
  const kept = list.filter((x) => x.round >= ctx.state.round);
  if (kept.length === 0) delete ctx.state.delayed;
  else ctx.state.delayed = kept;
  for (const x of due) {
    const ship = ctx.state.ships.find((s) => s.id === x.ship);
    if (!ship || !inPlay(ship)) continue;
    ctx.emit(
      'delayed-effect',
      `${shipName(ctx, ship)}: the effect kept for this Planning Phase resolves (${x.source}).`,
      {
        ship: ship.id,
        data: { source: x.source },
      },
    );
    applyEffect(ctx, x.effect, ship.id, { ship: ship.id });
  }
}
