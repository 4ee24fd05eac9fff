/**
 * The soak spread over worker threads (`--jobs N`): each worker plays every N-th game of the run (runSoak's `shard`),
 * each game with the seed it has in the whole run, so a run's games and failures do not depend on N; the workers'
 * summaries are added up.
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { loadCardGroups, loadContent } from '@xwing/content';
import { richInGroup } from '@xwing/squads';
import { runSoak, type SoakGame, type SoakSummary } from '../src/index.js';

export interface ShardJob {
  seed: string;
  games: number;
  heuristic: number;
  group?: string;
  shard: { index: number; count: number };
}

type Message = { type: 'game'; game: SoakGame } | { type: 'done'; summary: SoakSummary };

/** Runs one shard here (in a worker, or in the main thread when there is one job). */
export function runShard(job: ShardJob, onGame: (game: SoakGame) => void): SoakSummary {
  const content = loadContent();
  const rich = job.group !== undefined ? richInGroup(loadCardGroups(), job.group) : undefined;
  return runSoak({ ...job, content, ...(rich ? { rich } : {}), onGame: (game) => onGame(game) });
}

/** Adds up the shards' summaries; `seconds` is the wall time of the whole run. */
export function mergeSummaries(parts: SoakSummary[], seed: string, seconds: number): SoakSummary {
  const byGame = (g: SoakGame) => [g.kind === 'random' ? 0 : 1, Number(g.seed.slice(g.seed.lastIndexOf('/') + 1))];
  return {
    seed,
    games: {
      random: parts.reduce((n, p) => n + p.games.random, 0),
      heuristic: parts.reduce((n, p) => n + p.games.heuristic, 0),
    },
    decisions: parts.reduce((n, p) => n + p.decisions, 0),
    seconds,
    cards: {
      cards: parts.reduce((n, p) => n + p.cards.cards, 0),
      rich: parts.reduce((n, p) => n + p.cards.rich, 0),
    },
    // In the order a single process would have met them.
    failures: parts
      .flatMap((p) => p.failures)
      .sort((a, b) => byGame(a)[0]! - byGame(b)[0]! || byGame(a)[1]! - byGame(b)[1]!),
  };
}

/** Starts `jobs` workers on this module's own file and resolves to their summaries. */
export function runWorkers(
  job: Omit<ShardJob, 'shard'>,
  jobs: number,
  onGame: (game: SoakGame) => void,
): Promise<SoakSummary[]> {
  return Promise.all(
    Array.from(
      { length: jobs },
      (_, index) =>
        new Promise<SoakSummary>((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), {
            workerData: { ...job, shard: { index, count: jobs } } satisfies ShardJob,
          });
          worker.on('message', (m: Message) => (m.type === 'game' ? onGame(m.game) : resolve(m.summary)));
          worker.on('error', reject);
          worker.on('exit', (code) => reject(new Error(`soak worker ${index} stopped (exit ${code})`)));
        }),
    ),
  );
}

// In a worker: play the shard and report each game, then the summary.
if (!isMainThread && parentPort) {
  const port = parentPort;
  const summary = runShard(workerData as ShardJob, (game) =>
    port.postMessage({ type: 'game', game } satisfies Message),
  );
  port.postMessage({ type: 'done', summary } satisfies Message);
}
