/** Recent games on the service: watch the ones being played, replay the finished ones. */
import { GameService, type GameSummary } from '@xwing/client';
import { useEffect, useState } from 'react';

export function RecentGames() {
  const [games, setGames] = useState<GameSummary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    new GameService().listGames().then(
      (g) => live && setGames(g),
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
    };
  }, []);
  if (error) return <p className="refusal">{error}</p>;
  if (!games?.length) return null;
  return (
    <section className="recent-games" aria-label="Recent games">
      <h2>Recent games</h2>
      <ul>
        {games.slice(0, 15).map((g) => (
          <li key={g.gameId} data-game={g.gameId}>
            <span>
              {g.players.map((p) => p.name).join(' vs ')} · {g.scenario} · round {g.round}
            </span>{' '}
            {g.status === 'over' ? (
              <a href={`/replay/${encodeURIComponent(g.gameId)}`}>replay</a>
            ) : (
              <a href={`/game/${encodeURIComponent(g.gameId)}`}>watch</a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
