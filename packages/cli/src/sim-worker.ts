/**
 * A worker thread of `xwing sim --workers N`: plays the games `first`, `first + step`, … of a run and posts each
 * game's outcome (and record, when the run keeps a log) to the thread that sums them. Each game is seeded from the
 * run's seed and its number alone (the engine's playSimGame), so it is the same game on whichever thread it runs.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { EngineError, playSimGame, SimError, type SimOptions, simPlayers } from '@xwing/engine';
import { contentFor } from './rule-set-option.js';

/** What the command hands a worker: the run's options without content or callbacks, and which games are its. */
export interface SimWorkerData {
  options: Omit<SimOptions, 'content' | 'onGame' | 'onProgress'>;
  record: boolean;
  first: number;
  step: number;
}

/** What a worker posts back. */
export type SimWorkerMessage =
  | { kind: 'game'; outcome: ReturnType<typeof playSimGame> }
  | { kind: 'sim-error'; game: number; seed: string; message: string }
  | { kind: 'engine-error'; message: string }
  | { kind: 'crash'; message: string };

function post(m: SimWorkerMessage): void {
  parentPort!.postMessage(m);
}

const data = workerData as SimWorkerData;
try {
  // The cards of the run's rule set (the first edition's for its games).
  const content = contentFor(data.options.ruleSet);
  const options: Omit<SimOptions, 'onProgress'> = { ...data.options, content };
  if (data.record) options.onGame = () => undefined;
  const { kinds, players } = simPlayers(options);
  for (let i = data.first; i < options.games; i += data.step)
    post({ kind: 'game', outcome: playSimGame(options, players, kinds, i) });
} catch (e) {
  if (e instanceof SimError) post({ kind: 'sim-error', game: e.game, seed: e.seed, message: e.message });
  else if (e instanceof EngineError) post({ kind: 'engine-error', message: e.message });
  else post({ kind: 'crash', message: e instanceof Error ? (e.stack ?? e.message) : String(e) });
}
