/**
 * A time limit (002 "Round limit and time limit"; the 2.5 documents have no clock of their own and tournaments keep
 * the same practice): when the agreed time has run out, the round being played is finished and then the game ends,
 * scored as after the last round. The engine has no clock, so the host that keeps one (the game service's timer, a
 * person at the command line) calls time with the choice `{ decision, seat, option: CALL_TIME }` for the pending
 * decision, given by that decision's seat so the usual checks hold. It answers nothing: the same decision stays
 * pending. It is a choice, so a game's choices replay the call where it was made.
 */
import type { Ctx } from './context.js';
import type { ApplyResult } from './decision.js';

/** The option of the choice that calls time; never among a decision's options. */
export const CALL_TIME = 'call-time';

/** Records that time was called in the current round (a round not begun yet, in setup, counts as round 1). */
export function callTime(ctx: Ctx): ApplyResult | null {
  const s = ctx.state;
  if (s.timeCalled !== undefined)
    return {
      ok: false,
      code: 'time-already-called',
      reason: `time was already called in round ${s.timeCalled}: the game ends when that round ends`,
    };
  const round = Math.max(1, s.round);
  s.timeCalled = round;
  ctx.emit('time-called', `Time is called: the game ends when round ${round} ends.`, { data: { round } });
  return null;
}

/** Whether the round now ending is the game's last because time was called. */
export function timeIsUp(round: number, timeCalled: number | undefined): boolean {
  return timeCalled !== undefined && round >= timeCalled;
}
