/**
 * A game's clock in the status bar (a game created with a time limit): the time left, counted down from the service's
 * `endsAt` once a second; before the first choice the minutes it will run; once time is called, the last round.
 */
import type { GameClock } from '@xwing/client';
import { useEffect, useState } from 'react';
import { timeLeftText } from './clock-text.js';

export function GameClockLabel({ clock, timeCalled }: { clock: GameClock; timeCalled: number | undefined }) {
  const [now, setNow] = useState(() => Date.now());
  const running = clock.endsAt !== null && timeCalled === undefined;
  useEffect(() => {
    if (!running) return;
    const t = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(t);
  }, [running]);
  if (timeCalled !== undefined)
    return (
      <span className="clock called" role="timer">
        Time: round {timeCalled} is the last
      </span>
    );
  if (clock.endsAt === null)
    return (
      <span className="clock" role="timer" title="The clock starts with the game's first choice">
        {clock.minutes} min
      </span>
    );
  const left = Date.parse(clock.endsAt) - now;
  return (
    <span className={`clock${left < 5 * 60_000 ? ' low' : ''}`} role="timer" title="Time left in this game">
      {timeLeftText(left)}
    </span>
  );
}
