/**
 * Planning Phase (000 "Planning Phase"; 001 Round 1): every ship in play gets a secret dial (any order; we ask the
 * first player's ships, then the second's), then player order is rolled.
 */
import type { PhaseModule } from '../context.js';
import { inPlay, mustShip, OK, pilotInfo, refuse } from '../util.js';
import { rollPlayerOrder } from './order.js';

export const planning: PhaseModule = {
  enter(ctx) {
    ctx.state.cursor = { step: 'dials' };
    for (const s of ctx.state.ships) s.dial = null;
  },
  advance(ctx) {
    const c = ctx.state.cursor;
    if (c.step === 'dials') {
      const fp = ctx.state.firstPlayer;
      const next =
        ctx.state.ships.find((s) => inPlay(s) && s.player === fp && !s.dial) ??
        ctx.state.ships.find((s) => inPlay(s) && !s.dial);
      if (next) {
        const info = pilotInfo(ctx.content, next.pilot);
        c.ship = next.id;
        ctx.ask({
          player: next.player,
          kind: 'set-dial',
          ship: next.id,
          prompt: `Set the dial of ${next.id}`,
          options: info.ship.dial
            .filter((m) => m.difficulty !== 'purple' || next.force > 0)
            .map((m) => ({ id: m.code, label: `${m.code} (${m.difficulty})`, data: { difficulty: m.difficulty } })),
        });
        return 'asked';
      }
      delete c.ship;
      c.step = 'order';
    }
    const r = rollPlayerOrder(ctx);
    return r === 'asked' ? 'asked' : 'system';
  },
  choose(ctx, choice) {
    const ship = mustShip(ctx.state, ctx.state.cursor.ship!);
    const m = pilotInfo(ctx.content, ship.pilot).dial.get(choice.option);
    if (!m) return refuse('not-on-dial', `${choice.option} is not a maneuver on ${ship.id}'s dial`);
    if (m.difficulty === 'purple' && ship.force < 1)
      return refuse('no-force', `${ship.id} has no Force to spend on a purple maneuver`);
    ship.dial = { maneuver: m.code, revealed: false };
    ctx.emit('dial-set', `${ctx.state.players[ship.player].name} sets the dial of ${ship.id}.`, {
      ship: ship.id,
      data: { maneuver: m.code },
    });
    return OK;
  },
};
