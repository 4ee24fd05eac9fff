/** A live game: the board, whose decision it is, the decision panel, the ships and the log. */
import {
  type ChatLine,
  type ConnectionStatus,
  type GameConnection,
  type GameInfo,
  GameService,
  type PresenceMessage,
  type Seat,
  type SeatInfo,
} from '@xwing/client';
import type { GameView } from '@xwing/engine';
import type { BaseSize } from '@xwing/geometry';
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
import { GhostHandle, PreviewLabels, PreviewOverlay, type PreviewTarget } from './preview.js';
import { useRuleSetInfo } from './rule-sets.js';
import { RenameSeat } from './rename.js';
import { ShipList } from './ships.js';
import { placementZone } from './placement.js';
import {
  grabbed,
  headingToward,
  normalHeading,
  nudged,
  refusalText,
  snappedToEdge,
  useEngineVerdict,
} from './placement-ghost.js';
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
  /** The seats' names after a rename (the connection's `players` otherwise). */
  players?: [SeatInfo, SeatInfo];
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
  // A press on the table while placing: the ghost is pinned where it was pressed, facing where the pointer is dragged.
  const [press, setPress] = useState<{ x: number; y: number } | null>(null);
  // The pinned ghost (placement by hand): where it stands until it is placed; its facing is `turn`. Put there by the
  // pointer (`snap`: a ship's base near a table edge is pulled onto it, at whatever facing it has) or by keys (as is).
  const [pinned, setPinned] = useState<{ x: number; y: number; snap: boolean } | null>(null);
  // What the pointer holds since its press: the ghost (moved), its handle (turned), or the table (a new spot, aimed).
  const drag = useRef<{
    mode: 'move' | 'rotate' | 'aim';
    from: { x: number; y: number };
    dx: number;
    dy: number;
    moved: boolean;
  } | null>(null);
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
            onPlayers: (players) => update(i, { players }),
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
  const { conn, view = null, game = null, status = 'connecting', presence, chat = [], players } = seats[active] ?? {};
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
    setPinned(null);
    drag.current = null;
  }, [pendingId]);
  // A placement by keys, unless a field has the focus: [ / ] turn it 1° (with Shift 15°), Q / E 15°; the arrow keys
  // move the ghost 1 mm (with Shift 10 mm) on the screen; Enter places it, Escape lets it go.
  const placingNow = view?.pending?.accepts === 'pose';
  useEffect(() => {
    if (!placingNow) return;
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA')) return;
      if (t && t.tagName === 'BUTTON' && e.key === 'Enter') return;
      if (keyRef.current(e)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [placingNow]);
  const keyRef = useRef<(e: KeyboardEvent) => boolean>(() => false);
  // The engine's own verdict on the ghost's pose, asked through the room (placement-ghost.tsx).
  const verdictOf = useEngineVerdict(
    useCallback((key: string) => {
      const c = connsRef.current[activeRef.current];
      const k = JSON.parse(key) as { d: number; option: string; pose: { x: number; y: number; heading: number } };
      return c ? c.check({ decision: k.d, option: k.option, value: k.pose }) : Promise.reject(new Error('no seat'));
    }, []),
  );

  if (error && !view)
    return (
      <p className="error" role="alert">
        {error}
      </p>
    );
  if (!view || !conn) return <p className="loading">Joining the game…</p>;

  const seat: Seat = conn.seat;
  const move = lastMove(view.log);
  const names = (players ?? conn.players ?? view.players).map((p) => p.name);
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
  const optionOf = () =>
    placing?.kind === 'place-ship' ? 'board' : placing && obstacleToPlace ? obstacleToPlace : null;
  const place = (pose: { x: number; y: number; heading: number }) => {
    const option = optionOf();
    if (option) answer({ option, value: pose });
  };
  const placed =
    placing?.kind === 'place-ship' && placing.ship
      ? { ship: placing.ship }
      : placing?.kind === 'place-obstacle' && obstacleToPlace
        ? { obstacle: obstacleToPlace }
        : null;
  const placedBase = placed?.ship
    ? ((view.ships.find((s) => s.id === placed.ship)?.base ?? null) as BaseSize | null)
    : null;
  // Dragged further than this (mm) from the press on the table, the pointer sets the facing (toward it, in 5° steps).
  const AIM = 12;
  const aimed = (from: { x: number; y: number }, to: { x: number; y: number } | null) =>
    !to || Math.hypot(to.x - from.x, to.y - from.y) < AIM ? null : headingToward(from, to, 5);
  // A ship put by the pointer near a table edge is pulled onto it (obstacles and keyboard nudges are not).
  const snapped = (x: number, y: number) =>
    placed?.ship ? snappedToEdge(pointPose(x, y), placedBase) : pointPose(x, y);
  const pinnedPose =
    placed && pinned ? (pinned.snap ? snapped(pinned.x, pinned.y) : pointPose(pinned.x, pinned.y)) : null;
  const onPress =
    placing && placed
      ? (x: number, y: number, slack: number) => {
          const what = grabbed(pinnedPose, placedBase, { x, y }, slack);
          if (what === 'table') {
            setPinned({ x, y, snap: true });
            setPress({ x, y });
            drag.current = { mode: 'aim', from: { x, y }, dx: 0, dy: 0, moved: false };
          } else
            drag.current = {
              mode: what,
              from: { x, y },
              dx: (pinnedPose?.x ?? x) - x,
              dy: (pinnedPose?.y ?? y) - y,
              moved: false,
            };
        }
      : undefined;
  const onRelease = placing
    ? (x: number, y: number) => {
        const d = drag.current;
        drag.current = null;
        setPress(null);
        if (!d) return;
        if (d.mode === 'aim') {
          const h = aimed(d.from, { x, y });
          if (h !== null) setTurn(h);
        }
        // A press on the pinned ghost that did not move it (a click or a tap on it) places it.
        if (d.mode === 'move' && !d.moved && pinnedPose) place(pinnedPose);
      }
    : undefined;
  const onHoverPoint = placing
    ? (x: number, y: number) => {
        setHover({ x, y });
        const d = drag.current;
        if (!d) return;
        if (!d.moved && Math.hypot(x - d.from.x, y - d.from.y) < 1.5) return;
        d.moved = true;
        if (d.mode === 'move') setPinned({ x: x + d.dx, y: y + d.dy, snap: true });
        else if (d.mode === 'rotate' && pinnedPose) turnTo(headingToward(pinnedPose, { x, y }, 1));
        else if (d.mode === 'aim') {
          const h = aimed(d.from, { x, y });
          if (h !== null) setTurn(h);
        }
      }
    : undefined;
  // Turning by the handle, keys, wheel or field keeps the ghost's centre where it stands (snapped or not): only the
  // pointer's press and drag pull it onto an edge.
  const turnTo = (h: number) => {
    if (pinned?.snap && pinnedPose) setPinned({ x: pinnedPose.x, y: pinnedPose.y, snap: false });
    setTurn(h);
  };
  const turnBy = (d: number) => turnTo(normalHeading(heading + d));
  keyRef.current = (e: KeyboardEvent) => {
    if (!placing || !placed) return false;
    const big = e.shiftKey;
    const turnKeys: Record<string, number> = { '[': -1, ']': 1, '{': -15, '}': 15, q: -15, e: 15 };
    const t = turnKeys[e.key];
    if (t !== undefined) {
      turnBy(big && Math.abs(t) === 1 ? t * 15 : t);
      return true;
    }
    if (e.key === 'Escape') {
      setPinned(null);
      return true;
    }
    const at = pinnedPose ?? (hover ? pointPose(hover.x, hover.y) : null);
    if (e.key === 'Enter' && pinnedPose) {
      place(pinnedPose);
      return true;
    }
    const next = at && nudged(at, e.key, big ? 10 : 1, turned);
    if (!next) return false;
    setPinned({ x: next.x, y: next.y, snap: false });
    return true;
  };
  // The ghost: pinned where it was put, or under the pointer until then; red with the engine's refusal.
  const ghostPose = pinnedPose ?? (placed && hover ? snapped(hover.x, hover.y) : null);
  const option = optionOf();
  const verdict = verdictOf(
    placing && ghostPose && option ? JSON.stringify({ d: placing.id, option, pose: ghostPose }) : null,
  );
  const refusedHere =
    verdict?.refusal && placing && (JSON.parse(verdict.key) as { d: number }).d === placing.id
      ? refusalText(verdict.refusal, view, shipNames, placed?.obstacle)
      : null;
  const problems = refusedHere ? [refusedHere] : [];
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
            onChange={(e) => turnTo(Number(e.target.value))}
          />
          °
        </label>
        <button type="button" data-action="turn-right" aria-label="Turn right 15°" onClick={() => turnBy(15)}>
          ⟳
        </button>
      </span>
      <button
        type="button"
        className="place-here"
        data-action="place"
        disabled={!pinnedPose || busy}
        onClick={() => pinnedPose && place(pinnedPose)}
      >
        Place here
      </button>
      <span className="hint">
        Press the table to pin it there (drag to face), drag it to move it, drag its handle to turn it; arrows move it 1
        mm (Shift 10), [ / ] turn it 1° (Shift 15°), the wheel or Q / E 15°; tap it again or Enter to place it.
      </span>
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
            {/* Against the computer there is nobody to tell a new name to: no Rename. */}
            {typeof seat === 'number' && seats.length === 1 && !over && conn.players && !opponentInfo?.computer && (
              <RenameSeat conn={conn} name={names[seat] ?? ''} />
            )}
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
                  {pinnedPose && !press && <GhostHandle pose={{ ...pinnedPose }} base={placedBase} />}
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
