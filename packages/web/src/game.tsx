/** A live game: the board, whose decision it is, the decision panel, the ships and the log. */
import {
  type ChatLine,
  type ConnectionStatus,
  type GameConnection,
  type GameInfo,
  GameService,
  type PresenceMessage,
  type Seat,
} from '@xwing/client';
import type { GameView } from '@xwing/engine';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Board } from './board.js';
import { CardEditionContext } from './card-data.js';
import { ChatPanel } from './chat.js';
import { GameClockLabel } from './clock.js';
import { AttackDice, type Answer, DecisionPanel } from './decision.js';
import { GameLog } from './log.js';
import { keepSeats } from './my-games.js';
import { LiveOdds } from './odds.js';
import { AttackLabel, AttackLine, LastMoveTrail, lastMove } from './moves.js';
import { NamesContext, obstacleLabel, useShipNames } from './names.js';
import { PreviewLabels, PreviewOverlay, type PreviewTarget } from './preview.js';
import { useRuleSetInfo } from './rule-sets.js';
import { ShipList } from './ships.js';
import { placementProblems, placementZone } from './placement.js';
import { screenPoint } from './shapes.js';
import { TableChoiceLayer } from './table-choice-layer.js';
import { choiceAt, tableChoices } from './table-choices.js';

export function resultText(game: GameInfo | null, view: Omit<GameView, 'log'> | null, names: string[]): string {
  const r = game?.result ?? view?.result;
  if (!r) return '';
  const who = r.winner === 'draw' ? 'Draw' : `${names[r.winner] ?? `Player ${r.winner + 1}`} wins`;
  return `${who}: ${r.reason}`;
}

interface SeatConnection {
  presence?: PresenceMessage;
  chat?: readonly ChatLine[];
  conn?: GameConnection;
  view?: GameView | null;
  game?: GameInfo | null;
  status?: ConnectionStatus;
}

/**
 * A game page for one seat (one token), a spectator (none) or hot-seat play (both seats' tokens on one screen: the
 * page shows the seat whose decision is pending).
 */
export function GamePage({ gameId, tokens }: { gameId: string; tokens: string[] }) {
  const [seats, setSeats] = useState<SeatConnection[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const [turn, setTurn] = useState<number | null>(null);
  const [obstaclePick, setObstaclePick] = useState<string | null>(null);
  const [hover, setHover] = useState<{ x: number; y: number } | null>(null);
  // A press on the board while placing: the base goes where it was pressed, facing where the pointer is dragged.
  const [press, setPress] = useState<{ x: number; y: number } | null>(null);
  const connsRef = useRef<GameConnection[]>([]);
  const activeRef = useRef(0);
  const tokenKey = tokens.join(' ');

  useEffect(() => {
    let live = true;
    keepSeats(gameId, tokenKey ? tokenKey.split(' ') : []);
    const service = new GameService();
    const list = tokenKey ? tokenKey.split(' ') : [undefined];
    const update = (i: number, patch: SeatConnection) =>
      live &&
      setSeats((old) => {
        // Seats connect in any order: the second may report before the first, so no seat is ever left a hole.
        const next = Array.from({ length: Math.max(old.length, list.length) }, (_, k) => old[k] ?? {});
        next[i] = { ...next[i], ...patch };
        return next;
      });
    const opened: GameConnection[] = [];
    Promise.all(
      list.map((token, i) =>
        service
          .connect(gameId, {
            ...(token ? { token } : {}),
            onUpdate: (u) => update(i, { view: u.view, game: u.game }),
            onStatus: (st) => update(i, { status: st }),
            onPresence: (p) => update(i, { presence: p }),
            onChat: (lines) => update(i, { chat: lines }),
            onError: (e) => live && setError(e.message),
          })
          .then((c) => {
            // Joined after the page left (or React's development double effect): leave again.
            if (live) opened.push(c);
            else void c.close();
            return c;
          }),
      ),
    ).then(
      (cs) => {
        if (!live) return;
        connsRef.current = cs;
        cs.forEach((c, i) =>
          update(i, {
            conn: c,
            view: c.view,
            game: c.game,
            status: c.status,
            ...(c.presence ? { presence: c.presence } : {}),
            chat: c.chat,
          }),
        );
      },
      (e: Error) => live && setError(e.message),
    );
    return () => {
      live = false;
      for (const c of opened) void c.close();
      connsRef.current = [];
    };
  }, [gameId, tokenKey]);

  // Hot seat: the connection whose seat the game waits on; otherwise the only one.
  const waiting = seats.findIndex((x) => x.conn && x.game && x.conn.seat === x.game.waitingFor);
  const active = waiting >= 0 ? waiting : 0;
  activeRef.current = active;
  const { conn, view = null, game = null, status = 'connecting', presence, chat = [] } = seats[active] ?? {};
  const rules = useRuleSetInfo(view?.ruleset);
  const edition = rules?.edition ?? 'v2';
  const shipNames = useShipNames(view, edition);

  const answer = useCallback((a: Answer) => {
    const c = connsRef.current[activeRef.current];
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
  useEffect(() => {
    setRefusal(null);
    setTurn(null);
    setPress(null);
  }, [pendingId]);
  // Turning a placement by keys: Q / E (or [ / ]) turn it 15° left / right, unless a field has the focus.
  const placingNow = view?.pending?.accepts === 'pose';
  useEffect(() => {
    if (!placingNow) return;
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA')) return;
      const d = e.key === 'q' || e.key === '[' ? -15 : e.key === 'e' || e.key === ']' ? 15 : 0;
      if (d) setTurnBy.current(d);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [placingNow]);
  const setTurnBy = useRef<(d: number) => void>(() => {});

  if (error && !view)
    return (
      <p className="error" role="alert">
        {error}
      </p>
    );
  if (!view || !conn) return <p className="loading">Joining the game…</p>;

  const seat: Seat = conn.seat;
  const move = lastMove(view.log);
  const names = (conn.players ?? view.players).map((p) => p.name);
  const pending = view.pending;
  const mine = pending && seat !== 'spectator' && pending.player === seat && game?.status === 'active';
  const over = game?.status === 'over';
  // The second player sees the table from their own edge; hot seat (one screen for both) and spectators do not turn.
  const turned = seat === 1 && seats.length === 1;
  // Placements by pointer: the ghost follows the pointer and a click places it there, turned by `turn` degrees.
  const placing = mine && pending.accepts === 'pose' ? pending : null;
  const firstHeading = Number((placing?.options[0]?.data?.pose as { heading?: number } | undefined)?.heading ?? 0);
  const heading = placing ? (((turn ?? (placing.kind === 'place-ship' ? firstHeading : 0)) % 360) + 360) % 360 : 0;
  const pointPose = (x: number, y: number) => ({ x: Math.round(x * 10) / 10, y: Math.round(y * 10) / 10, heading });
  const myObstacles = placing?.kind === 'place-obstacle' ? (view.players[placing.player]?.obstacles ?? []) : [];
  const obstacleToPlace = myObstacles.includes(obstaclePick ?? '') ? obstaclePick! : myObstacles[0];
  const place = (pose: { x: number; y: number; heading: number }) => {
    if (placing?.kind === 'place-ship') answer({ option: 'board', value: pose });
    else if (placing && obstacleToPlace) answer({ option: obstacleToPlace, value: pose });
  };
  // Dragged further than this (mm) from the press, the pointer sets the facing (toward it, in 5° steps).
  const AIM = 12;
  const aimed = (from: { x: number; y: number }, to: { x: number; y: number } | null) => {
    if (!to || Math.hypot(to.x - from.x, to.y - from.y) < AIM) return null;
    const deg = (Math.atan2(to.x - from.x, to.y - from.y) * 180) / Math.PI;
    return (((Math.round(deg / 5) * 5) % 360) + 360) % 360;
  };
  const pressPose = (p: { x: number; y: number }, to: { x: number; y: number } | null) => ({
    ...pointPose(p.x, p.y),
    heading: aimed(p, to) ?? heading,
  });
  const onPress = placing ? (x: number, y: number) => setPress({ x, y }) : undefined;
  const onRelease = placing
    ? (x: number, y: number) => {
        if (!press) return;
        const pose = pressPose(press, { x, y });
        setPress(null);
        setTurn(pose.heading);
        place(pose);
      }
    : undefined;
  const onHoverPoint = placing ? (x: number, y: number) => setHover({ x, y }) : undefined;
  const turnBy = (d: number) => setTurn(heading + d);
  setTurnBy.current = turnBy;
  // The ghost under the pointer, red with the reason when the page sees the spot is illegal.
  const placed =
    placing?.kind === 'place-ship' && placing.ship
      ? { ship: placing.ship }
      : placing?.kind === 'place-obstacle' && obstacleToPlace
        ? { obstacle: obstacleToPlace }
        : null;
  const ghostPose = placed && press ? pressPose(press, hover) : placed && hover ? pointPose(hover.x, hover.y) : null;
  const problems = placed && ghostPose ? placementProblems(view, placed, ghostPose, shipNames) : [];
  const ghost: PreviewTarget | null =
    placed && ghostPose ? { kind: 'pose', ...placed, pose: ghostPose, illegal: problems.length > 0 } : null;
  const zone = placed && placing ? placementZone(view, { ...placed, player: placing.player }) : null;
  // Options that name something on the table are answered by clicking it there too.
  const onTable = mine && !placing && !busy ? tableChoices(view, pending) : [];
  const onPoint =
    onTable.length > 0
      ? (x: number, y: number) => {
          const c = choiceAt(view, onTable, x, y);
          if (c) answer({ option: c.option });
        }
      : undefined;
  const placementTools = placing && (placing.kind === 'place-ship' || placing.kind === 'place-obstacle') && (
    <div className="placement-tools">
      {placing.kind === 'place-obstacle' && (
        <label>
          Obstacle{' '}
          <select value={obstacleToPlace} onChange={(e) => setObstaclePick(e.target.value)}>
            {myObstacles.map((o) => (
              <option key={o} value={o}>
                {obstacleLabel(o)}
              </option>
            ))}
          </select>
        </label>
      )}
      <span className="turn">
        <button type="button" data-action="turn-left" aria-label="Turn left 15°" onClick={() => turnBy(-15)}>
          ⟲
        </button>
        <label>
          Facing{' '}
          <input
            type="number"
            step={15}
            value={heading}
            aria-label="Facing in degrees for a placement by pointer"
            onChange={(e) => setTurn(Number(e.target.value))}
          />
          °
        </label>
        <button type="button" data-action="turn-right" aria-label="Turn right 15°" onClick={() => turnBy(15)}>
          ⟳
        </button>
      </span>
      <span className="hint">The mouse wheel over the board, or Q / E, turns it too.</span>
      {/* Always there, two lines high: a line appearing and going would move the options under the pointer. */}
      <p className="placement-problem" role="status" title={problems.join('; ')}>
        {problems.join('; ')}
      </p>
    </div>
  );
  const opponent = typeof seat === 'number' && seats.length === 1 ? 1 - seat : null;
  const opponentInfo = opponent !== null ? conn.players?.[opponent] : undefined;
  const opponentState =
    opponent === null || !opponentInfo
      ? null
      : opponentInfo.computer
        ? 'the computer plays'
        : !presence
          ? null
          : (presence.seats[opponent] ?? 0) > 0
            ? 'connected'
            : 'not connected';

  return (
    <CardEditionContext.Provider value={edition}>
      <NamesContext.Provider value={shipNames}>
        <div className="game" data-status={status} data-seat={String(seat)} data-rule-set={view.ruleset}>
          <header className="status-bar">
            {seats.length > 1 && (
              <span className="hot-seat">Hot seat: {names[seat === 'spectator' ? 0 : seat]} to play</span>
            )}
            <span className="round">Round {view.round}</span>
            {game?.clock && game.status === 'active' && (
              <GameClockLabel clock={game.clock} timeCalled={view.timeCalled} />
            )}
            <span className="phase">{view.phase}</span>
            <span className="rule-set" title="Rules">
              {rules?.title ?? view.ruleset}
            </span>
            <span className="points-set" title="Points set">
              {view.pointsSet}
            </span>
            <span className="players">
              {names.map((n, i) => (
                <span key={i} className={`player p${i}${seat === i ? ' me' : ''}`}>
                  {n}
                  {view.scenario ? ` (${view.scenario.missionPoints[i]} MP)` : ''}
                </span>
              ))}
            </span>
            {opponentState && (
              <span className={`opponent-conn ${opponentState === 'not connected' ? 'away' : 'here'}`}>
                {names[opponent!]}: {opponentState}
              </span>
            )}
            <span className={`conn ${status}`} role="status">
              {status === 'open' ? 'connected' : status}
            </span>
          </header>
          <main className="table">
            <Board
              view={view}
              selectedShip={pending?.ship}
              moving={move}
              underlay={
                <>
                  {zone && <rect className={`placement-zone${placed?.obstacle ? ' obstacles' : ''}`} {...zone} />}
                  <LastMoveTrail view={view} move={move} />
                </>
              }
              overlay={
                <>
                  <AttackLine view={view} />
                  <TableChoiceLayer view={view} choices={onTable} />
                  <PreviewOverlay view={view} target={ghost ?? preview} />
                  {press && hover && (
                    <g className="aim" pointerEvents="none">
                      <line x1={press.x} y1={press.y} x2={hover.x} y2={hover.y} />
                      <circle className="handle" cx={hover.x} cy={hover.y} r={6} />
                    </g>
                  )}
                </>
              }
              labels={
                <>
                  <AttackLabel view={view} turned={turned} />
                  {ghostPose && problems.length > 0 && (
                    <text
                      className="placement-reason"
                      {...screenPoint(ghostPose.x, ghostPose.y, turned)}
                      dy={-34}
                      textAnchor="middle"
                      pointerEvents="none"
                    >
                      {problems[0]}
                    </text>
                  )}
                  <PreviewLabels view={view} target={preview} turned={turned} />
                </>
              }
              turned={turned}
              {...(onPoint ? { onPoint } : {})}
              {...(onPress && onRelease ? { onPress, onRelease } : {})}
              {...(onHoverPoint ? { onHoverPoint, onLeave: () => setHover(null), onWheelTurn: turnBy } : {})}
            />
            <aside className="side">
              {over ? (
                <section className="game-over" role="status">
                  <h2>Game over</h2>
                  <p className="result">{resultText(game, view, names)}</p>
                  <a href={`/replay/${gameId}`}>Watch the replay</a> · <a href="/">New game</a>
                </section>
              ) : mine ? (
                <>
                  {placementTools}
                  <DecisionPanel
                    view={view}
                    decision={pending}
                    busy={busy}
                    refusal={refusal}
                    onAnswer={answer}
                    onPreview={onPreview}
                  />
                </>
              ) : (
                <section className="decision waiting" aria-live="polite">
                  <h2>
                    {pending
                      ? `Waiting for ${names[pending.player] ?? 'the other player'}${pending.ship ? ` (${shipNames.ship(pending.ship)})` : ''}`
                      : 'Waiting'}
                  </h2>
                  {pending && <p>{shipNames.text(pending.prompt)}</p>}
                  {view.cursor.attack && <AttackDice attack={view.cursor.attack} />}
                  {view.cursor.attack && <LiveOdds view={view} />}
                </section>
              )}
              {seat !== 'spectator' && !over && (
                <button
                  type="button"
                  className="resign"
                  onClick={() => {
                    if (window.confirm('Resign this game?'))
                      void conn.resign().catch((e: Error) => setRefusal(e.message));
                  }}
                >
                  Resign
                </button>
              )}
              {seats.length === 1 && conn.players && !conn.players.some((p) => p.computer) && (
                <ChatPanel conn={conn} lines={chat} />
              )}
              <ShipList view={view} names={names} />
              <GameLog events={view.log} />
            </aside>
          </main>
        </div>
      </NamesContext.Provider>
    </CardEditionContext.Provider>
  );
}
