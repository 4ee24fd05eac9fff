/** A finished game step by step: the spectator view after each accepted choice, with the log up to that step. */
import { GameService, type GameReplay, type ReplayViews } from '@xwing/client';
import { useCallback, useEffect, useState } from 'react';
import { Board } from './board.js';
import { CardEditionContext } from './card-data.js';
import { GameLog } from './log.js';
import { useRuleSetInfo } from './rule-sets.js';
import { ShipList } from './ships.js';
import { AttackLabel, AttackLine, LastMoveTrail, lastMove } from './moves.js';
import { NamesContext, useShipNames } from './names.js';

type StepView = ReplayViews['views'][number];

export function ReplayPage({ gameId }: { gameId: string }) {
  const [replay, setReplay] = useState<GameReplay | null>(null);
  const [views, setViews] = useState<Map<number, StepView>>(new Map());
  const [total, setTotal] = useState(0);
  const [step, setStep] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const service = new GameService();
    Promise.all([service.replay(gameId), service.replayViews(gameId, 0, 50)]).then(
      ([r, v]) => {
        setReplay(r);
        setTotal(v.total);
        setViews(new Map(v.views.map((x) => [x.step, x])));
      },
      (e: Error) => setError(e.message),
    );
  }, [gameId]);

  // Fetch the page of views holding `step` when it is not here yet.
  useEffect(() => {
    if (!total || views.has(step)) return;
    const from = Math.floor(step / 50) * 50;
    new GameService().replayViews(gameId, from, 50).then(
      (v) => setViews((old) => new Map([...old, ...v.views.map((x) => [x.step, x] as const)])),
      (e: Error) => setError(e.message),
    );
  }, [gameId, step, total, views]);

  const rules = useRuleSetInfo(
    replay ? ((replay.setup ?? replay.position).ruleSet ?? views.get(step)?.view.ruleset) : undefined,
  );
  const edition = rules?.edition ?? 'v2';
  const shipNames = useShipNames(views.get(step)?.view ?? null, edition);
  const go = useCallback((n: number) => setStep(Math.max(0, Math.min(total - 1, n))), [total]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') go(step + 1);
      else if (e.key === 'ArrowLeft') go(step - 1);
      else if (e.key === 'Home') go(0);
      else if (e.key === 'End') go(total - 1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, step, total]);

  if (error)
    return (
      <p className="error" role="alert">
        {error}
      </p>
    );
  const current = views.get(step);
  if (!replay || !current) return <p className="loading">Loading the replay…</p>;
  // A game begun from a game file's position has no setup: its players' names are the position's (the service fills
  // them in as it creates the game).
  const names = (replay.setup ?? replay.position).players.map((p, i) => p.name ?? `Player ${i + 1}`);
  const view = { ...current.view, log: replay.log.slice(0, current.logLength) };
  return (
    <CardEditionContext.Provider value={edition}>
      <NamesContext.Provider value={shipNames}>
        <div className="game replay" data-rule-set={view.ruleset}>
          <header className="status-bar">
            <span className="rule-set" title="Rules">
              {rules?.title ?? view.ruleset}
            </span>
            <span className="round">Round {view.round}</span>
            <span className="phase">{view.phase}</span>
            <span className="replay-step" role="status">
              Step {step} of {total - 1}
            </span>
          </header>
          <main className="table">
            <Board
              view={view}
              moving={lastMove(view.log)}
              underlay={<LastMoveTrail view={view} move={lastMove(view.log)} />}
              overlay={<AttackLine view={view} />}
              labels={<AttackLabel view={view} turned={false} />}
            />
            <aside className="side">
              {/* ◀ and ▶ only: the media glyphs (⏮ ⏭) are missing from common fonts and showed as empty boxes. */}
              <nav className="replay-controls" aria-label="Replay">
                <button type="button" onClick={() => go(0)} disabled={step === 0}>
                  ◀◀ Start
                </button>
                <button type="button" data-action="back" onClick={() => go(step - 1)} disabled={step === 0}>
                  ◀ Back
                </button>
                <button type="button" data-action="forward" onClick={() => go(step + 1)} disabled={step >= total - 1}>
                  Forward ▶
                </button>
                <button type="button" onClick={() => go(total - 1)} disabled={step >= total - 1}>
                  End ▶▶
                </button>
                <input
                  type="range"
                  aria-label="Step"
                  min={0}
                  max={Math.max(0, total - 1)}
                  value={step}
                  onChange={(e) => go(Number(e.target.value))}
                />
              </nav>
              <ShipList view={view} names={names} />
              <GameLog events={view.log} />
            </aside>
          </main>
        </div>
      </NamesContext.Provider>
    </CardEditionContext.Provider>
  );
}
