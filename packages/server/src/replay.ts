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
  /** Bytes of JSON the cache keeps (default 16 MiB: a flood of replays may not grow the service by more). */
  cacheBytes?: number;
  /** Builds the service queues at once, all addresses together (default 32); more are refused with 503 busy. */
  queue?: number;
  /** Builds one address may have in flight (default LIMITS.replayRequestsInFlight). */
  perAddress?: number;
}

/** An answer as sent: its JSON in UTF-8, and gzipped (null for a tiny one, sent as is). */
export interface ReplayBody {
  json: Buffer;
  gzip: Buffer | null;
}

const sizeOf = (b: ReplayBody) => b.json.length + (b.gzip?.length ?? 0);

/** A least-recently-used map of answers bounded by their total size. */
export class BodyCache {
  private readonly entries = new Map<string, ReplayBody>();
  private bytes = 0;

  constructor(readonly maxBytes: number) {}

  get(key: string): ReplayBody | undefined {
    const v = this.entries.get(key);
    if (v !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, v);
    }
    return v;
  }

  set(key: string, value: ReplayBody): void {
    // One entry may not crowd out the rest.
    if (sizeOf(value) > this.maxBytes / 4) return;
    const old = this.entries.get(key);
    if (old !== undefined) {
      this.bytes -= sizeOf(old);
      this.entries.delete(key);
    }
    this.entries.set(key, value);
    this.bytes += sizeOf(value);
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= sizeOf(v);
    }
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

export class ReplayService {
  private readonly cache: BodyCache;
  private readonly building = new Map<string, Promise<ReplayBody>>();
  private readonly perAddress = new Map<string, number>();
  private worker: Worker | null = null;
  private readonly jobs = new Map<number, { resolve: (body: ReplayBody) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private closed = false;
  private readonly queueMax: number;
  private readonly perAddressMax: number;

  constructor(
    private readonly storage: Storage,
    private readonly log: Logger,
    opts: ReplayOptions = {},
  ) {
    this.cache = new BodyCache(opts.cacheBytes ?? 16 * 1024 * 1024);
    this.queueMax = opts.queue ?? 32;
    this.perAddressMax = opts.perAddress ?? LIMITS.replayRequestsInFlight;
  }

  /**
   * Spectator views after steps from … from + count - 1 of a finished game (ReplayViews). `rowOf` reads
   * the game (and refuses one that is unknown or not over); it is called only once the request is admitted, so a
   * refused request costs no storage read.
   */
  views(
    gameId: string,
    from: number,
    count: number,
    address: string,
    rowOf: () => Promise<GameRow>,
  ): Promise<ReplayBody> {
    return this.build(viewsKey(gameId, from, count), address, async () => {
      const row = await rowOf();
      const total = row.choices + 1;
      // Past the end: nothing to replay.
      if (from > total - 1) return { json: Buffer.from(JSON.stringify({ total, views: [] })), gzip: null };
      const last = Math.min(total - 1, from + count - 1);
      const source = await this.storage.replaySource(row.id, {
        snapshotAt: from,
        upTo: last,
        rulesVersion: RULES_VERSION,
        allChoices: false,
      });
      return this.run({ kind: 'views', game: stampOf(row), ...source, from, count });
    });
  }

  /** A finished game's setup, choices and full log (GameReplay); `rowOf` as for `views`. */
  full(gameId: string, address: string, rowOf: () => Promise<GameRow>): Promise<ReplayBody> {
    return this.build(fullKey(gameId), address, async () => {
      const row = await rowOf();
      const source = await this.storage.replaySource(row.id, {
        snapshotAt: row.choices,
        upTo: row.choices,
        rulesVersion: RULES_VERSION,
        allChoices: true,
      });
      return this.run({ kind: 'full', game: stampOf(row), ...source, from: 0, count: 0 });
    });
  }

  /** The cached answer, the build in flight for the same key, or a new build if this address and the queue allow. */
  private build(key: string, address: string, make: () => Promise<ReplayBody>): Promise<ReplayBody> {
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
    const p = make()
      .then((body) => {
        this.cache.set(key, body);
        return body;
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

  /**
   * Starts the worker now (it loads the card content, tens of megabytes): at the service's start, so that a first
   * replay, or a flood of them, does not add it then.
   */
  warm(): void {
    if (!this.closed) this.worker ??= this.spawn();
  }

  private run(job: Omit<ReplayJob, 'id'>): Promise<ReplayBody> {
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
      // A small young generation: a replay's garbage is collected sooner instead of growing the process (a flood of
      // replays measured +86 MB at the default, flood.bench).
      resourceLimits: { maxYoungGenerationSizeMb: 8 },
    });
    worker.on('message', (a: ReplayAnswer) => {
      const job = this.jobs.get(a.id);
      if (!job) return;
      this.jobs.delete(a.id);
      if (a.ok) job.resolve({ json: buffer(a.json), gzip: buffer(a.gzip) });
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

const buffer = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);

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
