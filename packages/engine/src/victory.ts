/**
 * Game end for a plain dogfight (000 "Winning the Game"; 003 common scoring is for scenarios): the game ends when a
 * player has no ships left (checked after each phase), or after the last round (12) or the round in which time was
 * called (time-limit.ts); then the player who destroyed
 * more points wins, equal points are a draw. Scenario games end by their own rules at the end of the End Phase only
 * (scenario/scoring.ts).
 */
import type { Ctx } from './context.js';
import type { GameEnding, PlayerIndex } from './state.js';
import { scenarioOutcome } from './scenario/scoring.js';
import { timeIsUp } from './time-limit.js';

/** Ends the game when it should; returns true if it is over. */
export function checkVictory(ctx: Ctx, endOfRound: boolean): boolean {
  const s = ctx.state;
  if (s.phase === 'over' || s.result) return true;
  // Asked after every automatic step of the flow: nothing is allocated until someone has won.
  let alive0 = false;
  let alive1 = false;
  // fidelity (s38): at the end of the End Phase a player needs a ship remaining in the play area (003 "Victory"; 000
  // each scenario's "Victory"): a ship in reserve or docked is on its ship card, off it (supplement "Reserve", "Dock"),
  // though not removed from the game, so it gives no points (003 "Scoring"). Between phases it still keeps its side in
  // the game (it comes back at the next Planning Phase, or deploys), so the game runs on to the End Phase.
  for (const x of s.ships)
    if (x.gone === null && !x.pendingRemoval && (!endOfRound || x.pose !== null)) {
      if (x.player === 0) alive0 = true;
      else alive1 = true;
    }
  if (!endOfRound && alive0 && alive1) return false;
  const alive = [alive0, alive1];
  const points: [number, number] = [s.players[0].pointsDestroyed, s.players[1].pointsDestroyed];
  let winner: PlayerIndex | 'draw' | null = null;
  let reason = '';
  let ending: GameEnding = 'elimination';
  if (s.scenario) {
    // Scenarios check only at the end of the End Phase (003 "Victory").
    const o = endOfRound ? scenarioOutcome(ctx, s.scenario, alive) : null;
    if (o) ({ winner, reason, ending } = o);
  } else if (!alive[0] || !alive[1]) {
    if (!alive[0] && !alive[1]) {
      winner = 'draw';
      reason = 'both sides were eliminated';
      ending = 'no-ships';
    } else {
      winner = alive[0] ? 0 : 1;
      reason = `${s.players[winner === 0 ? 1 : 0].name} has no ships left`;
    }
  } else if (endOfRound && (s.round >= (s.maxRounds ?? 12) || timeIsUp(s.round, s.timeCalled))) {
    winner = points[0] === points[1] ? 'draw' : points[0] > points[1] ? 0 : 1;
    const time = s.round < (s.maxRounds ?? 12);
    reason = `${time ? 'time ran out and ' : ''}round ${s.round} ended: ${points[0]} points destroyed against ${points[1]}`;
    ending = time ? 'time' : 'last-round';
  }
  if (winner === null) return false;
  s.result = { winner, reason, ending, points };
  if (s.scenario) s.result.missionPoints = [...s.scenario.missionPoints];
  s.phase = 'over';
  s.pending = null;
  ctx.emit(
    'game-over',
    winner === 'draw' ? `The game is a draw: ${reason}.` : `${s.players[winner].name} wins: ${reason}.`,
    { data: { winner, reason, points, ...(s.scenario ? { missionPoints: [...s.scenario.missionPoints] } : {}) } },
  );
  return true;
}
