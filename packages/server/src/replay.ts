/**
 * Finished games' replays (/replay and /replay/views, docs/service.md): built in a worker thread (replay-worker.ts)
 * from the nearest stored snapshot, so a request never re-runs a game on the event loop; kept in a bounded LRU cache
 * (a finished game never changes); identical requests in flight share one build; and each client address may have
 * only a few builds in flight (LIMITS.replayRequestsInFlight), the whole service a bounded queue of them.
 */
import { Worker } from 'node:worker_threads';
import { LIMITS } from '@xwing/client';
import { RULES_VERSION } from '@xwing/engine';
import { RequestError } from './games.js';
import type { Logger } from './log.js';
import type { ReplayAnswer, ReplayJob } from './replay-worker.js';
import type { GameRow, Storage } from './storage/index.js';

export interface ReplayOptions {
  /** Bytes of JSON the cache keeps (default 32 MiB). */
  cacheBytes?: number;
  /** Builds the service queues at once, all addresses together (default 32); more are refused with 503 busy. */
  queue?: number;
  /** Builds one address may have in flight (default LIMITS.replayRequestsInFlight). */
  perAddress?: number;
}

/** A least-recently-used map of JSON texts bounded by their total length. */
export class TextCache {
  private readonly entries = new Map<string, string>();
  private bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): string | undefined {
    const v = this.entries.get(key);
    if (v !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, v);
    }
    return v;
  }

  set(key: string, value: string): void {
    // One entry may not crowd out the rest.
    if (value.length > this.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.bytes -= old.length;
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.bytes += value.length;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.length;
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

export class ReplayService {
  private readonly cache: TextCache;
  private readonly building = new Map<string, Promise<string>>();
  private readonly perAddress = new Map<string, number>();
  private worker: Worker | null = null;
  private readonly jobs = new Map<number, { resolve: (json: string) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private closed = false;
  private readonly queueMax: number;
  private readonly perAddressMax: number;

  constructor(
    private readonly storage: Storage,
    private readonly log: Logger,
    opts: ReplayOptions = {},
  ) {
    this.cache = new TextCache(opts.cacheBytes ?? 32 * 1024 * 1024);
    this.queueMax = opts.queue ?? 32;
    this.perAddressMax = opts.perAddress ?? LIMITS.replayRequestsInFlight;
  }

  /** A page of replay views, as JSON text, when it is cached (no storage read, no build). */
  cachedViews(gameId: string, from: number, count: number): string | undefined {
    return this.cache.get(viewsKey(gameId, from, count));
  }

  cachedFull(gameId: string): string | undefined {
    return this.cache.get(fullKey(gameId));
  }

  /** Spectator views after steps from … from + count - 1 of a finished game, as JSON text (ReplayViews). */
  views(row: GameRow, from: number, count: number, address: string): Promise<string> {
    const total = row.choices + 1;
    // Past the end: nothing to build.
    if (from > total - 1) return Promise.resolve(JSON.stringify({ total, views: [] }));
    return this.build(viewsKey(row.id, from, count), address, async () => {
      const last = Math.min(total - 1, from + count - 1);
      const source = await this.storage.replaySource(row.id, {
        snapshotAt: from,
        upTo: last,
        rulesVersion: RULES_VERSION,
        allChoices: false,
      });
      return { kind: 'views', game: stampOf(row), ...source, from, count };
    });
  }

  /** A finished game's setup, choices and full log, as JSON text (GameReplay). */
  full(row: GameRow, address: string): Promise<string> {
    return this.build(fullKey(row.id), address, async () => {
      const source = await this.storage.replaySource(row.id, {
        snapshotAt: row.choices,
        upTo: row.choices,
        rulesVersion: RULES_VERSION,
        allChoices: true,
      });
      return { kind: 'full', game: stampOf(row), ...source, from: 0, count: 0 };
    });
  }

  private build(key: string, address: string, job: () => Promise<Omit<ReplayJob, 'id'>>): Promise<string> {
    const cached = this.cache.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    // The same page asked again while it is being built (a page that steps quickly) waits for that build.
    const same = this.building.get(key);
    if (same) return same;
    const mine = this.perAddress.get(address) ?? 0;
    if (mine >= this.perAddressMax)
      return Promise.reject(
        new RequestError(
          429,
          'rate-limited',
          `at most ${this.perAddressMax} replay requests in flight from one address; wait for one to finish`,
        ),
      );
    if (this.building.size >= this.queueMax)
      return Promise.reject(new RequestError(503, 'busy', 'the service is busy replaying games; try again shortly'));
    this.perAddress.set(address, mine + 1);
    const p = job()
      .then((j) => this.run(j))
      .then((json) => {
        this.cache.set(key, json);
        return json;
      })
      .finally(() => {
        this.building.delete(key);
        const n = (this.perAddress.get(address) ?? 1) - 1;
        if (n > 0) this.perAddress.set(address, n);
        else this.perAddress.delete(address);
      });
    this.building.set(key, p);
    return p;
  }

  private run(job: Omit<ReplayJob, 'id'>): Promise<string> {
    if (this.closed) return Promise.reject(new Error('replays: the service is shutting down'));
    const worker = (this.worker ??= this.spawn());
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.jobs.set(id, { resolve, reject });
      worker.postMessage({ ...job, id } satisfies ReplayJob);
    });
  }

  private spawn(): Worker {
    const worker = new Worker(new URL('./replay-worker.js', import.meta.url), {
      // A process started with `node --input-type=module -e …` passes that flag on, and a worker refuses it.
      execArgv: process.execArgv.filter((a) => !a.startsWith('--input-type')),
    });
    worker.on('message', (a: ReplayAnswer) => {
      const job = this.jobs.get(a.id);
      if (!job) return;
      this.jobs.delete(a.id);
      if (a.ok) job.resolve(a.json);
      else if (a.refusal) job.reject(new RequestError(a.refusal.status, a.refusal.code, a.refusal.message));
      else job.reject(new Error(`replaying a game failed: ${a.error}`));
    });
    const fail = (why: string) => {
      if (this.worker === worker) this.worker = null;
      for (const j of this.jobs.values()) j.reject(new Error(why));
      this.jobs.clear();
    };
    worker.on('error', (e) => {
      this.log.error('the replay worker failed', e);
      fail(`the replay worker failed: ${e.message}`);
    });
    worker.on('exit', (code) => fail(`the replay worker exited (${code})`));
    worker.unref();
    return worker;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.worker?.terminate();
  }
}

const viewsKey = (gameId: string, from: number, count: number) => `${gameId}/views/${from}/${count}`;
const fullKey = (gameId: string) => `${gameId}/full`;

function stampOf(row: GameRow): ReplayJob['game'] {
  return {
    id: row.id,
    rulesVersion: row.rulesVersion,
    setup: row.setup,
    result: row.progress.result,
    choices: row.choices,
  };
}
