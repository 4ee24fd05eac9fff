/**
 * The seats this browser plays: each seat token the page opens is kept in localStorage, and the lobby asks the
 * service which of those games are still on (`POST /api/games/mine`) so a player can go back to them.
 */
import { GameService, type MyGame } from '@xwing/client';
import { useEffect, useState } from 'react';

const KEY = 'xwing-table.seats';

interface KeptSeat {
  gameId: string;
  token: string;
}

function kept(): KeptSeat[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as KeptSeat[]).filter((s) => typeof s?.token === 'string') : [];
  } catch {
    return [];
  }
}

/** Remembers the seat tokens of a game page (newest first, at most 100: the service's limit). */
export function keepSeats(gameId: string, tokens: string[]): void {
  if (!tokens.length) return;
  try {
    const rest = kept().filter((s) => !tokens.includes(s.token));
    localStorage.setItem(KEY, JSON.stringify([...tokens.map((token) => ({ gameId, token })), ...rest].slice(0, 100)));
  } catch {
    // Storage may be off (private windows): the links still work.
  }
}

export function MyGames() {
  const [games, setGames] = useState<(MyGame & { token: string })[]>([]);
  useEffect(() => {
    let live = true;
    const seats = kept();
    if (!seats.length) return;
    new GameService().myGames(seats.map((s) => s.token)).then(
      (mine) => {
        if (!live) return;
        setGames(
          mine.flatMap((g) => {
            const seat = seats.find((s) => s.gameId === g.gameId);
            return seat ? [{ ...g, token: seat.token }] : [];
          }),
        );
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const active = games.filter((g) => g.status === 'active');
  if (!active.length) return null;
  return (
    <section className="recent-games my-games" aria-label="Your games">
      <h2>Your games</h2>
      <ul>
        {active.map((g) => (
          <li key={g.gameId} data-game={g.gameId}>
            <span>
              {g.players.map((p) => p.name).join(' vs ')} · round {g.round}
              {g.yourTurn ? ' · your turn' : ''}
            </span>{' '}
            <a href={`/game/${encodeURIComponent(g.gameId)}#token=${encodeURIComponent(g.token)}`}>continue</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
