/**
 * A worker thread that replays finished games for /replay and /replay/views (replay.ts), so re-running a game's
 * choices never holds up the event loop that serves every live game. It starts from the snapshot it is given (or the
 * setup), applies the choices after it, and answers with the response's JSON text. Content is loaded once.
 */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { gzipSync } from 'node:zlib';
import { loadContent } from '@xwing/content';
import { applyInPlace, type Choice, type GameState, viewFor } from '@xwing/engine';
import type { GameReplay, GameResult, ReplayViews } from '@xwing/client';
import { contentOf } from './contents.js';
import { choiceNoLongerApplies, type GameStamp, replayable, RequestError } from './games.js';
import type { StoredChoice } from './storage/index.js';
import { type GameStart, isPositionStart, ruleSetOf, startState } from './start.js';

export interface ReplayJob {
  id: number;
  kind: 'views' | 'full';
  game: GameStamp & { setup: GameStart; result: GameResult | null; choices: number };
  /** The state after choice `seq` as stored (JSON text), or null: start from the setup. */
  snapshot: { seq: number; state: string } | null;
  /** The choices after the snapshot (views), or every choice (full). */
  choices: StoredChoice[];
  /** views: steps from … from + count - 1. */
  from: number;
  count: number;
}

export type ReplayAnswer =
  /** The answer's JSON as UTF-8, and gzipped (compressed here once, not on the event loop for each request). */
  | { id: number; ok: true; json: Uint8Array; gzip: Uint8Array }
  | { id: number; ok: false; refusal: { status: number; code: string; message: string } | null; error: string };

/** The state after `upTo` choices: from the snapshot (or the setup), `onStep` called after each step from `start`. */
function replayTo(job: ReplayJob, upTo: number, onStep?: (step: number, state: GameState) => void): GameState {
  const { game, snapshot } = job;
  const content = contentOf(base, ruleSetOf(game.setup));
  const start = snapshot?.seq ?? 0;
  const state: GameState = snapshot
    ? (JSON.parse(snapshot.state) as GameState)
    : replayable(game, () => startState(game.setup, content));
  // views: the choices after the snapshot; full: all of them, so skip the snapshot's.
  const after = job.kind === 'full' ? job.choices.slice(start) : job.choices;
  for (let step = start; step <= upTo; step++) {
    if (step > start) {
      const r = applyInPlace(state, after[step - start - 1] as Choice, content);
      if (!r.ok) throw choiceNoLongerApplies(game, step, `${r.reason} (${r.code})`);
    }
    onStep?.(step, state);
  }
  return state;
}

export function answer(job: ReplayJob): string {
  if (job.kind === 'full') {
    const state = replayTo(job, job.game.choices);
    // A game begun from a position answers with the position where a setup would be (GameReplay).
    const begun = job.game.setup;
    const replay: GameReplay = {
      gameId: job.game.id,
      ...(isPositionStart(begun) ? { position: begun.position } : { setup: begun }),
      choices: job.choices,
      log: state.log,
      result: job.game.result,
    };
    return JSON.stringify(replay);
  }
  const total = job.game.choices + 1;
  const last = Math.min(total - 1, job.from + job.count - 1);
  const views: ReplayViews['views'] = [];
  replayTo(job, last, (step, state) => {
    if (step < job.from) return;
    const { log, ...view } = viewFor({ ...state, log: [] }, 'spectator');
    void log;
    views.push({ step, logLength: state.log.length, view });
  });
  const page: ReplayViews = { total, views };
  return JSON.stringify(page);
}

const base = loadContent();

/**
 * This thread gives way to the event loop that plays live games: on Linux a thread has its own nice value, and
 * /proc/thread-self names this thread's id. (Elsewhere, or where it is not allowed, it runs at normal priority.)
 */
function lowerPriority(): void {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, 10);
  } catch {
    // Not Linux, or not permitted: normal priority.
  }
}

if (parentPort) lowerPriority();

parentPort?.on('message', (job: ReplayJob) => {
  let out: ReplayAnswer;
  try {
    // Fresh buffers of their own (never a slice of Buffer's shared pool), handed over rather than copied.
    const json = new TextEncoder().encode(answer(job));
    const gzip = new Uint8Array(gzipSync(json));
    parentPort!.postMessage({ id: job.id, ok: true, json, gzip } satisfies ReplayAnswer, [json.buffer, gzip.buffer]);
    return;
  } catch (e) {
    out = {
      id: job.id,
      ok: false,
      refusal: e instanceof RequestError ? { status: e.status, code: e.code, message: e.message } : null,
      error: e instanceof Error ? (e.stack ?? e.message) : String(e),
    };
  }
  parentPort!.postMessage(out);
});
