/**
 * A time limit (002 "Round limit and time limit": when the agreed time has elapsed, the players finish the current round
 * and the game ends; the 2.5 documents keep no clock, tournaments keep this practice). The host calls time with the
 * choice CALL_TIME for the pending decision (time-limit.ts); the game then ends when that round's End Phase ends,
 * scored as after the last round (000 "Winning the Game"; 003 "Victory" for scenarios).
 */
import { describe, expect, it } from 'vitest';
import { applyInPlace, CALL_TIME, type Choice, type GameState, replay } from '@xwing/engine';
import { content, events, newGame, playRandom, position, setup } from './core-helpers.js';

function callTime(s: GameState): ReturnType<typeof applyInPlace> {
  return applyInPlace(s, { decision: s.pending!.id, seat: s.pending!.player, option: CALL_TIME }, content);
}

describe('calling time (002 "Round limit and time limit")', () => {
  it('the round being played is finished, then the game ends on points destroyed', () => {
    const s = newGame('time-1');
    playRandom(s, 7, 5000, undefined, (x) => x.round === 2);
    expect(s.round).toBe(2);
    const pendingBefore = s.pending!.id;
    const r = callTime(s);
    expect(r.ok).toBe(true);
    // It answers nothing: the same decision is still the one to make.
    expect(s.pending!.id).toBe(pendingBefore);
    expect(events(s, 'time-called')).toHaveLength(1);
    expect(events(s, 'time-called')[0]!.data).toEqual({ round: 2 });
    playRandom(s, 8);
    expect(s.phase).toBe('over');
    // This seed's random game wipes no side out in what is left of round 2: the game ends with that round.
    expect(s.round).toBe(2);
    expect(s.result!.ending).toBe('time');
    const [a, b] = s.result!.points;
    expect(s.result!.winner).toBe(a === b ? 'draw' : a > b ? 0 : 1);
    expect(s.result!.reason).toMatch(/time ran out/);
  });

  it('without the call the same game goes on past that round', () => {
    const s = newGame('time-1');
    playRandom(s, 7, 5000, undefined, (x) => x.round === 2);
    playRandom(s, 8, 5000, undefined, (x) => x.round === 3 || x.phase === 'over');
    expect(s.phase).not.toBe('over');
    expect(s.round).toBe(3);
  });

  it('time called during setup ends the game with round 1', () => {
    const s = newGame('time-2');
    expect(s.phase).toBe('setup');
    expect(callTime(s).ok).toBe(true);
    expect(s.timeCalled).toBe(1);
    playRandom(s, 3);
    expect(s.result!.ending).toBe('time');
    expect(s.round).toBe(1);
  });

  it('a second call is refused and changes nothing; so is a call with a value or for another seat', () => {
    const s = newGame('time-3');
    playRandom(s, 5, 5000, undefined, (x) => x.round === 1 && x.phase === 'planning');
    expect(callTime(s).ok).toBe(true);
    const before = JSON.stringify(s);
    const again = callTime(s);
    expect(again).toMatchObject({ ok: false, code: 'time-already-called' });
    expect(JSON.stringify(s)).toBe(before);
    const other = applyInPlace(
      s,
      { decision: s.pending!.id, seat: (1 - s.pending!.player) as 0 | 1, option: CALL_TIME },
      content,
    );
    expect(other).toMatchObject({ ok: false, code: 'wrong-seat' });
    const fresh = newGame('time-3b');
    const withValue = applyInPlace(
      fresh,
      { decision: fresh.pending!.id, seat: fresh.pending!.player, option: CALL_TIME, value: ['hit'] },
      content,
    );
    expect(withValue.ok).toBe(false);
    expect(fresh.timeCalled).toBeUndefined();
  });

  it('the call is never offered as an option, and the choices replay it where it was made', () => {
    const s = newGame('time-4');
    const made: Choice[] = playRandom(s, 11, 5000, undefined, (x) => x.round === 1 && x.phase === 'activation');
    expect(s.pending!.options.some((o) => o.id === CALL_TIME)).toBe(false);
    const call: Choice = { decision: s.pending!.id, seat: s.pending!.player, option: CALL_TIME };
    expect(applyInPlace(s, call, content).ok).toBe(true);
    made.push(call, ...playRandom(s, 12));
    const again = replay(setup('time-4'), made, content, s.log);
    expect(again.ok).toBe(true);
    expect(again.state.result).toEqual(s.result);
  });

  it('a scenario game ends on mission points when time ran out (003 "Victory")', () => {
    const s = position(
      [{ pilot: 'lukeskywalker', id: 'a1', pose: { x: 457, y: 250, heading: 0 } }],
      [{ pilot: 'academypilot', id: 'b1', pose: { x: 457, y: 700, heading: 180 } }],
      {
        phase: 'planning',
        round: 3,
        scenario: {
          name: 'xwa-chance-engagement',
          features: [{ id: 'satellite-1', at: { x: 457.2, y: 457.2 } }],
          missionPoints: [4, 2],
        },
      },
    );
    expect(callTime(s).ok).toBe(true);
    playRandom(s, 21);
    expect(s.round).toBe(3);
    expect(s.result).toMatchObject({ ending: 'time' });
    const [a, b] = s.result!.missionPoints!;
    expect(s.result!.winner).toBe(a === b ? 'draw' : a > b ? 0 : 1);
  });
});
