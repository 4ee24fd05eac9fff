/** A live game: the board, whose decision it is, the decision panel, the ships and the log. */
import { type ConnectionStatus, type GameConnection, type GameInfo, GameService, type Seat } from '@xwing/client';
import type { GameView } from '@xwing/engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Board } from './board.js';
import { AttackDice, type Answer, DecisionPanel } from './decision.js';
import { GameLog } from './log.js';
import { LiveOdds } from './odds.js';
import { readable, shipName } from './names.js';
import { PreviewLabels, PreviewOverlay, type PreviewTarget } from './preview.js';
import { ShipList } from './ships.js';

export function resultText(game: GameInfo | null, view: Omit<GameView, 'log'> | null, names: string[]): string {
  const r = game?.result ?? view?.result;
  if (!r) return '';
  const who = r.winner === 'draw' ? 'Draw' : `${names[r.winner] ?? `Player ${r.winner + 1}`} wins`;
  return `${who}: ${r.reason}`;
}

export function GamePage({ gameId, token }: { gameId: string; token: string | undefined }) {
  const [conn, setConn] = useState<GameConnection | null>(null);
  const [view, setView] = useState<GameView | null>(null);
  const [game, setGame] = useState<GameInfo | null>(null);
  const [status, setStatus] = useState<ConnectionStatus>('connecting');
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const connRef = useRef<GameConnection | null>(null);

  useEffect(() => {
    let live = true;
    const service = new GameService();
    service
      .connect(gameId, {
        ...(token ? { token } : {}),
        onUpdate: (u) => {
          if (!live) return;
          setView(u.view);
          setGame(u.game);
        },
        onStatus: (s) => live && setStatus(s),
        onError: (e) => live && setError(e.message),
      })
      .then(
        (c) => {
          if (!live) {
            void c.close();
            return;
          }
          connRef.current = c;
          setConn(c);
          setView(c.view);
          setGame(c.game);
          setStatus(c.status);
        },
        (e: Error) => live && setError(e.message),
      );
    return () => {
      live = false;
      void connRef.current?.close();
    };
  }, [gameId, token]);

  const answer = useCallback((a: Answer) => {
    const c = connRef.current;
    const pending = c?.view?.pending;
    if (!c || !pending) return;
    setBusy(true);
    setRefusal(null);
    c.choose({ decision: pending.id, option: a.option, ...(a.value !== undefined ? { value: a.value } : {}) }).then(
      () => setBusy(false),
      (e: Error) => {
        setBusy(false);
        setRefusal(e.message);
      },
    );
  }, []);
  const onPreview = useCallback((t: PreviewTarget | null) => setPreview(t), []);
  // A refusal belongs to the decision it answered.
  const pendingId = view?.pending?.id;
  useEffect(() => setRefusal(null), [pendingId]);

  if (error && !view)
    return (
      <p className="error" role="alert">
        {error}
      </p>
    );
  if (!view || !conn) return <p className="loading">Joining the game…</p>;

  const seat: Seat = conn.seat;
  const names = (conn.players ?? view.players).map((p) => p.name);
  const pending = view.pending;
  const mine = pending && seat !== 'spectator' && pending.player === seat && game?.status === 'active';
  const over = game?.status === 'over';
  // Placements by pointer: the ghost follows the pointer and a click places it there.
  const pointPose = (x: number, y: number) => {
    const first = pending?.options[0]?.data?.pose as { heading?: number } | undefined;
    return { x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10, heading: Number(first?.heading ?? 0) };
  };
  const placing = mine && pending.accepts === 'pose' ? pending : null;
  const obstacleToPlace = placing?.kind === 'place-obstacle' ? view.players[placing.player]?.obstacles?.[0] : undefined;
  const onPoint = placing
    ? (x: number, y: number) => {
        if (placing.kind === 'place-ship') answer({ option: 'board', value: pointPose(x, y) });
        else if (obstacleToPlace) answer({ option: obstacleToPlace, value: { ...pointPose(x, y), heading: 0 } });
      }
    : undefined;
  const onHoverPoint = placing
    ? (x: number, y: number) => {
        if (placing.kind === 'place-ship' && placing.ship)
          setPreview({ kind: 'pose', ship: placing.ship, pose: pointPose(x, y) });
        else if (obstacleToPlace)
          setPreview({ kind: 'pose', obstacle: obstacleToPlace, pose: { ...pointPose(x, y), heading: 0 } });
      }
    : undefined;

  return (
    <div className="game" data-status={status} data-seat={String(seat)}>
      <header className="status-bar">
        <span className="round">Round {view.round}</span>
        <span className="phase">{view.phase}</span>
        <span className="players">
          {names.map((n, i) => (
            <span key={i} className={`player p${i}${seat === i ? ' me' : ''}`}>
              {n}
              {view.scenario ? ` (${view.scenario.missionPoints[i]} MP)` : ''}
            </span>
          ))}
        </span>
        <span className={`conn ${status}`} role="status">
          {status === 'open' ? 'connected' : status}
        </span>
      </header>
      <main className="table">
        <Board
          view={view}
          selectedShip={pending?.ship}
          overlay={<PreviewOverlay view={view} target={preview} />}
          labels={<PreviewLabels view={view} target={preview} />}
          {...(onPoint ? { onPoint } : {})}
          {...(onHoverPoint ? { onHoverPoint } : {})}
        />
        <aside className="side">
          {over ? (
            <section className="game-over" role="status">
              <h2>Game over</h2>
              <p className="result">{resultText(game, view, names)}</p>
              <a href={`/replay/${gameId}`}>Watch the replay</a> · <a href="/">New game</a>
            </section>
          ) : mine ? (
            <DecisionPanel
              view={view}
              decision={pending}
              busy={busy}
              refusal={refusal}
              onAnswer={answer}
              onPreview={onPreview}
            />
          ) : (
            <section className="decision waiting" aria-live="polite">
              <h2>
                {pending
                  ? `Waiting for ${names[pending.player] ?? 'the other player'}${pending.ship ? ` (${shipName(pending.ship)})` : ''}`
                  : 'Waiting'}
              </h2>
              {pending && <p>{readable(pending.prompt)}</p>}
              {view.cursor.attack && <AttackDice attack={view.cursor.attack} />}
              {view.cursor.attack && <LiveOdds view={view} />}
            </section>
          )}
          {seat !== 'spectator' && !over && (
            <button
              type="button"
              className="resign"
              onClick={() => {
                if (window.confirm('Resign this game?')) void conn.resign().catch((e: Error) => setRefusal(e.message));
              }}
            >
              Resign
            </button>
          )}
          <ShipList view={view} names={names} />
          <GameLog events={view.log} />
        </aside>
      </main>
    </div>
  );
}
