/**
 * The embedded database's own thread (pglite.ts): PGlite runs PostgreSQL compiled to WebAssembly, and each of its
 * queries, commits and file writes runs synchronously on the thread that calls it. Here that is this worker, so the
 * event loop that serves every game never waits on the database (a five-insert commit took 2 ms at the median and
 * 16 ms at the 99th percentile on the main thread).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { openPgliteHere } from './pglite-here.js';
import type { Storage } from './types.js';

export type StorageMethod = Exclude<keyof Storage, 'kind'>;

export interface StorageCall {
  id: number;
  method: StorageMethod;
  args: unknown[];
}

export type StorageAnswer =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: string }
  | { id: 0; ready: true }
  | { id: 0; ready: false; error: string };

const port = parentPort!;
const { dataDir } = workerData as { dataDir: string };

openPgliteHere(dataDir).then(
  (storage) => {
    // Answers settled in one turn (a group commit settles all its choices at once) go back as one message.
    let answers: StorageAnswer[] = [];
    const answer = (a: StorageAnswer) => {
      if (answers.push(a) === 1)
        setImmediate(() => {
          const out = answers;
          answers = [];
          port.postMessage(out);
        });
    };
    const run = (call: StorageCall) => {
      const method = storage[call.method] as (...a: unknown[]) => Promise<unknown>;
      method.apply(storage, call.args).then(
        (value) => answer({ id: call.id, ok: true, value }),
        (e: unknown) => answer({ id: call.id, ok: false, error: e instanceof Error ? e.message : String(e) }),
      );
    };
    // Each call starts in a turn of its own, as when each came in its own message: started in one turn, a replay's
    // two reads (a transaction and a plain query) failed (not diagnosed further; see docs/service.md, "Latency").
    port.on('message', (calls: StorageCall[]) => {
      for (const call of calls) setImmediate(run, call);
    });
    port.postMessage({ id: 0, ready: true } satisfies StorageAnswer);
  },
  (e: unknown) =>
    port.postMessage({
      id: 0,
      ready: false,
      error: e instanceof Error ? e.message : String(e),
    } satisfies StorageAnswer),
);
