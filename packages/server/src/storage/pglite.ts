/**
 * The embedded back-end: PGlite in a worker thread of its own (pglite-worker.ts), behind the same `Storage` interface
 * as PostgreSQL. Calls are messages; the group commit runs in the worker. If the worker dies, every call waiting on
 * it and every later call fails, which the rooms handle as a storage failure (nothing is acknowledged that was not
 * committed).
 */
import { mkdirSync } from 'node:fs';
import { Worker } from 'node:worker_threads';
import type { StorageAnswer, StorageCall, StorageMethod } from './pglite-worker.js';
import type { Storage } from './types.js';
import { cannotOpen, dataDirProblems } from './data-dir.js';

class PgliteThread {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private dead: Error | null = null;

  /** Calls made during this turn of the event loop, posted together (see `call`). */
  private outbox: StorageCall[] = [];

  constructor(private readonly worker: Worker) {
    worker.on('message', (answers: StorageAnswer | StorageAnswer[]) => {
      for (const a of Array.isArray(answers) ? answers : [answers]) {
        if (a.id === 0) continue;
        const w = this.waiting.get(a.id);
        if (!w) continue;
        this.waiting.delete(a.id);
        if ('ok' in a && a.ok) w.resolve(a.value);
        else w.reject(new Error(`storage: ${'error' in a ? a.error : 'unknown error'}`));
      }
    });
    const fail = (why: string) => {
      this.dead ??= new Error(`storage: the database thread ${why}`);
      for (const w of this.waiting.values()) w.reject(this.dead);
      this.waiting.clear();
    };
    worker.on('error', (e) => fail(`failed: ${e.message}`));
    worker.on('exit', (code) => fail(`exited (${code})`));
  }

  call<T>(method: StorageMethod, args: unknown[]): Promise<T> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      // One message per turn of the event loop rather than per call: a post costs about as much as a small commit's
      // share of the loop (it was the largest item left in the service's profile), and the database thread groups
      // the choices into one commit anyway. setImmediate runs before the loop waits again, so nothing is delayed.
      if (this.outbox.push({ id, method, args }) === 1) setImmediate(() => this.post());
    });
  }

  private post(): void {
    const calls = this.outbox;
    this.outbox = [];
    // A dead thread already failed every waiting call, these included.
    if (!this.dead) this.worker.postMessage(calls);
  }

  async close(): Promise<void> {
    try {
      await this.call('close', []);
    } finally {
      this.dead ??= new Error('storage: closed');
      await this.worker.terminate();
    }
  }
}

export async function openPglite(dataDir: string): Promise<Storage> {
  // A damaged folder is named before PGlite touches it (it says only "Aborted()", or makes a new database over it).
  const problems = dataDirProblems(dataDir);
  if (problems.length) throw cannotOpen(dataDir, problems.join('; '));
  mkdirSync(dataDir, { recursive: true });
  const worker = new Worker(new URL('./pglite-worker.js', import.meta.url), {
    workerData: { dataDir },
    // A process started with `node --input-type=module -e …` passes that flag on, and a worker refuses it.
    execArgv: process.execArgv.filter((a) => !a.startsWith('--input-type')),
  });
  await new Promise<void>((resolve, reject) => {
    const onMessage = (a: StorageAnswer) => {
      if (a.id !== 0 || !('ready' in a)) return;
      worker.off('message', onMessage);
      if (a.ready) resolve();
      else
        reject(
          cannotOpen(
            dataDir,
            `PGlite stopped with "${a.error.replace(/ Build with -sASSERTIONS.*$/, '')}" (its files are damaged in a way not recognised here, or another process holds them)`,
          ),
        );
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(cannotOpen(dataDir, `the database thread exited (${code}) while opening it`)));
  });
  const t = new PgliteThread(worker);
  const storage: Storage = {
    kind: 'pglite',
    insertGame: (row, choices) => t.call('insertGame', choices === undefined ? [row] : [row, choices]),
    appendChoice: (gameId, seq, choice, progress) => t.call('appendChoice', [gameId, seq, choice, progress]),
    setProgress: (gameId, choices, progress) => t.call('setProgress', [gameId, choices, progress]),
    renameSeat: (gameId, seat, name) => t.call('renameSeat', [gameId, seat, name]),
    saveSnapshot: (gameId, seq, state, rulesVersion) => t.call('saveSnapshot', [gameId, seq, state, rulesVersion]),
    loadGame: (gameId, rulesVersion) => t.call('loadGame', [gameId, rulesVersion]),
    gameRow: (gameId) => t.call('gameRow', [gameId]),
    choices: (gameId) => t.call('choices', [gameId]),
    recentGames: (limit, status) => t.call('recentGames', status === undefined ? [limit] : [limit, status]),
    gamesByTokenHashes: (hashes) => t.call('gamesByTokenHashes', [hashes]),
    replaySource: (gameId, query) => t.call('replaySource', [gameId, query]),
    probe: () => t.call('probe', []),
    close: () => t.close(),
  };
  return storage;
}
