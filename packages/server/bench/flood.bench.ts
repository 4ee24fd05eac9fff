/**
 * Flood bench (issue 20): one "victim" game played by two computer clients (the engine's random player over
 * @xwing/client, thinking THINK_MS, uniform over ½× to 1½×) against the built service in a child process (PGlite in a
 * temporary folder), while one other address floods the service, one flood per phase after a quiet baseline:
 *
 *   quiet         nothing else;
 *   replay        REPLAY_IN_FLIGHT (20) requests for /api/games/<id>/replay/views?from=0&count=50 of a finished game
 *                 of about 250 choices (two computer seats) kept in flight, each answered one followed by the next;
 *   spectators    SPECTATORS (1,000) WebSockets joined to one other game as spectators, held to the phase's end;
 *   reservations  RESERVATIONS (2,000) join reservations (`POST /matchmake/joinOrCreate/game`, what @colyseus/sdk's
 *                 Client sends to join) for that game, never followed by their WebSocket (they expire after a minute,
 *                 which is why this phase comes last).
 *
 * The flood's address: the service runs with TRUST_PROXY=loopback and every flood request (HTTP and WebSocket)
 * carries `X-Forwarded-For: FLOOD_ADDRESS` (203.0.113.7), as if forwarded by a proxy on this machine; the victim
 * connects directly. So per-address limits, where the service has them, tell the two apart; a service that reads no
 * forwarded address sees one loopback client. All traffic goes to 127.0.0.1.
 *
 * A phase lasts SECONDS (15), longer while its flood is still joining (spectators, reservations), at most
 * JOIN_SECONDS (twice SECONDS); the victim plays WARMUP_MS (10 s) before the first and SETTLE_MS (3 s) between them.
 * The floods run in a worker thread, so the victim's event loop, where its latency is measured, does not also carry
 * the flood's thousand sockets. Measured per phase: the victim's choice latency (sending a choice → its `ack`
 * and the view holding it on the chooser's connection; median, 99th percentile, max, how many), the service process's
 * resident memory (VmRSS from /proc/<pid>/status): at the phase's start after a full garbage collection asked of
 * the service's inspector (started with --inspect on a loopback port; MEMORY_GC=0: no collection), its peak over the
 * phase (sampled every 100 ms, as it is) and what is still held at the phase's end (after another collection, the
 * flood's sockets and reservations still open); the service's CPU, the victim thread's event-loop delay (how much of
 * the latency is the bench's own waiting), and how much of the flood the service accepted, refused (HTTP status,
 * close code) or left unanswered. Targets (issue 20), under each flood: p99 < 100 ms, and memory growth (the peak less
 * the start) < 50 MB.
 *
 *   SECONDS=15 THINK_MS=50 node packages/server/dist/bench/flood.bench.js
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import WebSocket from 'ws';
import { randomChoice, type RngState } from '@xwing/engine';
import { type GameConnection, GameService, type GameUpdate } from '@xwing/client';

const SECONDS = Number(process.env.SECONDS ?? 15);
const THINK_MS = Number(process.env.THINK_MS ?? 50);
const REPLAY_IN_FLIGHT = Number(process.env.REPLAY_IN_FLIGHT ?? 20);
/** At most this many replay requests in the replay phase (it also ends with the phase). */
const REPLAY_MAX = Number(process.env.REPLAY_MAX ?? 20_000);
const RESERVATIONS = Number(process.env.RESERVATIONS ?? 2000);
const SPECTATORS = Number(process.env.SPECTATORS ?? 1000);
/** Reservations and spectator joins in flight at once. */
const JOINS_IN_FLIGHT = Number(process.env.JOINS_IN_FLIGHT ?? 20);
/** A phase whose flood is still joining goes on until it is done, at most this long. */
const JOIN_SECONDS = Number(process.env.JOIN_SECONDS ?? 2 * SECONDS);
/** Pause between phases (the previous flood's connections closing, garbage collected). */
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 3000);
/** The victim plays this long before the first phase (the replay game's garbage collected, the victim's rhythm set). */
const WARMUP_MS = Number(process.env.WARMUP_MS ?? 10_000);
/** MEMORY_GC=0: read the service's memory as it is, without a full garbage collection first. */
const MEMORY_GC = process.env.MEMORY_GC !== '0';
const FLOOD_ADDRESS = process.env.FLOOD_ADDRESS ?? '203.0.113.7';
const TARGET_P99_MS = 100;
const TARGET_GROWTH_MB = 50;

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const fixture = (name: string) =>
  JSON.parse(readFileSync(join(root, `packages/engine/test/fixtures/${name}.json`), 'utf8')) as unknown;
const rebels = fixture('rebel-xwings');
const imperials = fixture('imperial-ties');

/** The service's process, stopped on the way out whatever happens. */
let service: ReturnType<typeof spawn> | null = null;
let port = 0;
const floodHeaders = { 'x-forwarded-for': FLOOD_ADDRESS };
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rssMB(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

function cpuOf(pid: number): number {
  // utime + stime in clock ticks (100 per second on Linux).
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

/** One HTTP request to the service; resolves with the status (0: no answer) once the body is read. */
function httpRequest(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: Buffer }>((resolve) => {
    const data = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: {
          accept: 'application/json',
          ...(data ? { 'content-type': 'application/json', 'content-length': String(data.length) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', () => resolve({ status: 0, body: Buffer.alloc(0) }));
      },
    );
    req.setTimeout(30_000, () => req.destroy());
    req.on('error', () => resolve({ status: 0, body: Buffer.alloc(0) }));
    req.end(data);
  });
}

/** What the service did with a flood: answers (or closes) by kind. */
interface Tally {
  accepted: number;
  refused: number;
  /** No answer at all (connection reset, timeout). */
  failed: number;
  why: Record<string, number>;
}

function count(t: Tally, kind: 'accepted' | 'refused' | 'failed', why: string): void {
  t[kind]++;
  t.why[why] = (t.why[why] ?? 0) + 1;
}

/** Runs `task` with `inFlight` at once until `count` have started or the deadline passes; waits for those started. */
async function pool(count: number, inFlight: number, deadline: number, task: (i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < count && performance.now() < deadline) await task(next++);
    }),
  );
}

// ---- the victim ----

interface Pending {
  phase: string;
  target: number;
  t0: number;
  acked: boolean;
  seen: boolean;
}

class Victim {
  phase = 'setup';
  readonly latencies = new Map<string, number[]>();
  readonly refusals = new Map<string, number>();
  games = 0;
  private stopped = false;
  private stop$!: () => void;
  private readonly stopping = new Promise<void>((r) => (this.stop$ = r));
  private running: Promise<void> | null = null;
  /** The current game's connections. */
  private conns: GameConnection[] = [];

  constructor(private readonly api: GameService) {}

  start(): void {
    this.running = (async () => {
      while (!this.stopped) {
        try {
          await this.playOne();
        } catch (e) {
          // A refused game or join (a limit the flood set off, say): counted, and the victim tries again.
          const why = `no game: ${e instanceof Error ? ((e as { code?: string }).code ?? e.message) : String(e)}`;
          this.refusals.set(why, (this.refusals.get(why) ?? 0) + 1);
          await Promise.all(this.conns.map((c) => c.close()));
          await sleep(1000);
        }
      }
    })();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.stop$();
    await this.running;
  }

  private record(phase: string, ms: number): void {
    let l = this.latencies.get(phase);
    if (!l) this.latencies.set(phase, (l = []));
    l.push(ms);
  }

  private async playOne(): Promise<void> {
    const n = this.games++;
    const created = await this.api.createGame({
      players: [
        { name: 'Victim A', squad: rebels },
        { name: 'Victim B', squad: imperials },
      ],
      maxRounds: 50,
    });
    let over!: () => void;
    const ended = new Promise<void>((r) => (over = r));
    const conns: GameConnection[] = (this.conns = []);
    for (const seat of [0, 1] as const) {
      const rng: RngState = {
        key: createHash('sha256').update(`flood-victim/${n}/${seat}`).digest('hex'),
        block: 0,
        words: [],
      };
      let conn: GameConnection | null = null;
      let answering = -1;
      let pending: Pending | null = null;
      const finish = (p: Pending) => {
        if (pending !== p || !p.acked || !p.seen) return;
        this.record(p.phase, performance.now() - p.t0);
        pending = null;
      };
      const act = () => {
        const v = conn?.view;
        const d = v?.pending;
        if (this.stopped || !conn || !v || !d || conn.game?.status !== 'active' || d.player !== seat) return;
        if (answering === d.id) return;
        answering = d.id;
        setTimeout(
          () => {
            if (this.stopped || conn!.view?.pending?.id !== d.id) return;
            const c = randomChoice(conn!.view!, d, rng);
            const p: Pending = {
              phase: this.phase,
              target: conn!.game!.choices + 1,
              t0: performance.now(),
              acked: false,
              seen: false,
            };
            pending = p;
            conn!.choose(c).then(
              () => {
                p.acked = true;
                finish(p);
              },
              (e: unknown) => {
                // Random placements may be illegal: choose again.
                const why = e instanceof Error ? ((e as { code?: string }).code ?? e.name) : String(e);
                this.refusals.set(why, (this.refusals.get(why) ?? 0) + 1);
                if (pending === p) pending = null;
                answering = -1;
                setTimeout(act, 10);
              },
            );
          },
          THINK_MS * (0.5 + Math.random()),
        );
      };
      const onUpdate = (u: GameUpdate) => {
        const p = pending;
        if (p && u.game.choices >= p.target) {
          p.seen = true;
          finish(p);
        }
        if (u.game.status === 'over') over();
        else setImmediate(act);
      };
      conn = await this.api.connect(created.gameId, { token: created.seats[seat].token!, onUpdate });
      conns.push(conn);
      act();
    }
    await Promise.race([ended, this.stopping]);
    await Promise.all(conns.map((c) => c.close()));
  }
}

// ---- the floods ----

/** A finished game of about 250 choices, played by two computer seats (a spectator keeps its room open). */
async function finishedGame(api: GameService): Promise<{ gameId: string; choices: number }> {
  let best = { gameId: '', choices: -1 };
  // Computer games vary in length (100 to 450 choices): up to six, until one is within 200 to 300; else the nearest.
  for (let attempt = 0; attempt < 6 && !(best.choices >= 200 && best.choices <= 300); attempt++) {
    const created = await api.createGame({
      players: [
        { squad: rebels, computer: 'heuristic' },
        { squad: imperials, computer: 'heuristic' },
      ],
    });
    let over!: () => void;
    const ended = new Promise<void>((r) => (over = r));
    const watcher = await api.connect(created.gameId, { onUpdate: (u) => u.game.status === 'over' && over() });
    if (watcher.game?.status === 'over') over();
    await Promise.race([
      ended,
      sleep(180_000).then(() => {
        throw new Error('a computer game did not end in 3 minutes');
      }),
    ]);
    await watcher.close();
    const choices = (await api.game(created.gameId)).choices;
    if (Math.abs(choices - 250) < Math.abs(best.choices - 250)) best = { gameId: created.gameId, choices };
  }
  return best;
}

async function replayFlood(gameId: string, deadline: number, tally: Tally): Promise<void> {
  const path = `/api/games/${gameId}/replay/views?from=0&count=50`;
  let sent = 0;
  await Promise.all(
    Array.from({ length: REPLAY_IN_FLIGHT }, async () => {
      while (performance.now() < deadline && sent < REPLAY_MAX) {
        sent++;
        const r = await httpRequest('GET', path, undefined, floodHeaders);
        if (r.status === 0) count(tally, 'failed', 'no answer');
        else count(tally, r.status === 200 ? 'accepted' : 'refused', `HTTP ${r.status}`);
        // A refusal answers at once: don't spin on it.
        if (r.status !== 200) await sleep(5);
      }
    }),
  );
}

async function reservationFlood(gameId: string, deadline: number, tally: Tally): Promise<void> {
  await pool(RESERVATIONS, JOINS_IN_FLIGHT, deadline, async () => {
    const r = await httpRequest('POST', '/matchmake/joinOrCreate/game', { gameId }, floodHeaders);
    if (r.status === 0) count(tally, 'failed', 'no answer');
    else count(tally, r.status === 200 ? 'accepted' : 'refused', `HTTP ${r.status}`);
  });
}

interface Reservation {
  roomId: string;
  sessionId: string;
  processId: string;
}

/** Joins SPECTATORS spectators (reservation, then the room's WebSocket, as the SDK does); returns their sockets. */
async function spectatorFlood(gameId: string, deadline: number, tally: Tally, sockets: WebSocket[]): Promise<void> {
  await pool(SPECTATORS, JOINS_IN_FLIGHT, deadline, async () => {
    const r = await httpRequest('POST', '/matchmake/joinOrCreate/game', { gameId }, floodHeaders);
    if (r.status !== 200) {
      if (r.status === 0) count(tally, 'failed', 'no answer');
      else count(tally, 'refused', `HTTP ${r.status}`);
      return;
    }
    const seat = JSON.parse(r.body.toString()) as Reservation;
    const ws = new WebSocket(`ws://127.0.0.1:${port}/${seat.processId}/${seat.roomId}?sessionId=${seat.sessionId}`, {
      headers: floodHeaders,
      perMessageDeflate: false,
    });
    sockets.push(ws);
    await new Promise<void>((resolve) => {
      let joined = false;
      const timer = setTimeout(() => {
        count(tally, 'failed', 'no join in 10 s');
        ws.terminate();
        resolve();
      }, 10_000);
      ws.on('message', (data: Buffer) => {
        if (joined) return;
        // The room's JOIN_ROOM (10) handshake: acknowledge it, as the SDK does, and the spectator is in.
        if (data[0] === 10) {
          joined = true;
          ws.send(Buffer.from([10]));
          clearTimeout(timer);
          count(tally, 'accepted', 'joined');
          resolve();
        }
      });
      ws.on('error', () => undefined);
      ws.on('close', (code: number) => {
        if (joined) return;
        clearTimeout(timer);
        count(tally, 'refused', `closed ${code}`);
        resolve();
      });
    });
  });
}

// ---- the flood's thread ----

/** What the main thread asks the flood's thread: run a flood (until done or `ms` pass), or let go of what it holds. */
type FloodRequest = { run: 'replay' | 'spectators' | 'reservations'; gameId: string; ms: number } | { release: true };

/**
 * The floods run in a worker thread of their own, so the victim's event loop (where its latency is measured) does not
 * also carry a thousand sockets' messages; both threads share the machine's cores with the service.
 */
function floodThread(): void {
  port = (workerData as { port: number }).port;
  let held: WebSocket[] = [];
  parentPort!.on('message', (m: FloodRequest) => {
    if ('release' in m) {
      for (const s of held) s.terminate();
      held = [];
      parentPort!.postMessage({ released: true });
      return;
    }
    const tally: Tally = { accepted: 0, refused: 0, failed: 0, why: {} };
    const deadline = performance.now() + m.ms;
    const flood =
      m.run === 'replay'
        ? replayFlood(m.gameId, deadline, tally)
        : m.run === 'spectators'
          ? spectatorFlood(m.gameId, deadline, tally, held)
          : reservationFlood(m.gameId, deadline, tally);
    void flood.then(() => parentPort!.postMessage({ tally }));
  });
}

/** The main thread's end of the flood's thread. */
class FloodThread {
  private readonly worker: Worker;
  private waiting: ((m: { tally?: Tally; released?: true }) => void) | null = null;

  constructor() {
    this.worker = new Worker(fileURLToPath(import.meta.url), { workerData: { port } });
    this.worker.on('message', (m: { tally?: Tally; released?: true }) => {
      const w = this.waiting;
      this.waiting = null;
      w?.(m);
    });
    this.worker.on('error', (e) => {
      console.error('the flood thread failed:', e);
      process.exitCode = 1;
    });
  }

  private ask(m: FloodRequest): Promise<{ tally?: Tally; released?: true }> {
    return new Promise((resolve) => {
      this.waiting = resolve;
      this.worker.postMessage(m);
    });
  }

  async run(run: 'replay' | 'spectators' | 'reservations', gameId: string, ms: number): Promise<Tally> {
    return (await this.ask({ run, gameId, ms })).tally!;
  }

  async release(): Promise<void> {
    await this.ask({ release: true });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

/** The service's inspector protocol (node --inspect), for one command: a full garbage collection. */
class Inspector {
  private next = 1;
  private readonly waiting = new Map<number, () => void>();

  private constructor(private readonly ws: WebSocket) {
    ws.on('message', (d: Buffer) => {
      const id = (JSON.parse(d.toString()) as { id?: number }).id;
      if (id !== undefined) this.waiting.get(id)?.();
      if (id !== undefined) this.waiting.delete(id);
    });
  }

  static async open(url: string): Promise<Inspector> {
    const ws = new WebSocket(url);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return new Inspector(ws);
  }

  collectGarbage(): Promise<void> {
    const id = this.next++;
    return new Promise<void>((resolve) => {
      const t = setTimeout(resolve, 10_000);
      this.waiting.set(id, () => {
        clearTimeout(t);
        resolve();
      });
      this.ws.send(JSON.stringify({ id, method: 'HeapProfiler.collectGarbage' }));
    });
  }

  close(): void {
    this.ws.close();
  }
}

// ---- the run ----

interface PhaseResult {
  phase: string;
  flood: string;
  seconds: number;
  latencyMs: { p50: number; p99: number; max: number; samples: number };
  /**
   * before: at the start, after a collection; peakGrowth: the highest sample (every 100 ms) less `before`; after and
   * held: at the end after a collection, and that less `before`.
   */
  rssMB: { before: number; peakGrowth: number; after: number; held: number };
  serviceCpuPerCent: number;
  benchEventLoopP99Ms: number;
  accepted: number;
  refused: number;
  failed: number;
  answers: Record<string, number>;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'xwing-flood-bench-'));
  const nodeArgs = (process.env.SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // The inspector on a loopback port of its own: the bench asks it for a full garbage collection before each reading.
  if (MEMORY_GC) nodeArgs.push('--inspect=127.0.0.1:0');
  const proc = (service = spawn(process.execPath, [...nodeArgs, join(root, 'packages/server/dist/src/main.js')], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: process.env.DATA_DIR ?? join(dir, 'db'),
      GAMES_PER_MINUTE: '1000000',
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  }));
  let stderr = '';
  proc.stderr!.on('data', (d: Buffer) => {
    stderr += d.toString();
    if (stderr.length > 100_000) stderr = stderr.slice(-50_000);
  });
  let out = '';
  port = await new Promise<number>((resolve, reject) => {
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /\{"listening":(\d+)\}/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    proc.once('exit', (c) => reject(new Error(`the service exited (${c}) before listening:\n${stderr}`)));
  });
  let exited: string | null = null;
  let stopping = false;
  proc.once('exit', (code, signal) => {
    if (!stopping) exited = `the service exited (${code ?? signal})`;
  });
  const pid = proc.pid!;
  const api = new GameService(`http://127.0.0.1:${port}`);
  const inspectorUrl = /ws:\/\/127\.0\.0\.1:\d+\/[\w-]+/.exec(stderr)?.[0];
  const inspector = MEMORY_GC && inspectorUrl ? await Inspector.open(inspectorUrl) : null;
  if (MEMORY_GC && !inspector) console.error('no inspector URL from the service: memory is read without a collection');
  /** The service's resident memory, after a full collection where the inspector is there (garbage is not growth). */
  const settledRss = async () => {
    if (inspector) {
      await inspector.collectGarbage();
      await sleep(300);
    }
    return rssMB(pid);
  };

  const t = performance.now();
  const replayGame = await finishedGame(api);
  console.error(
    `replay game ${replayGame.gameId}: ${replayGame.choices} choices (${((performance.now() - t) / 1000).toFixed(1)} s)`,
  );
  const target = await api.createGame({
    players: [
      { name: 'Crowd A', squad: rebels },
      { name: 'Crowd B', squad: imperials },
    ],
  });

  const victim = new Victim(api);
  victim.start();
  await sleep(WARMUP_MS);

  const floods = new FloodThread();
  const phases: { name: string; flood: string; run?: 'replay' | 'spectators' | 'reservations'; gameId?: string }[] = [
    { name: 'quiet', flood: 'none' },
    {
      name: 'replay',
      flood: `${REPLAY_IN_FLIGHT} replay-views requests in flight (${replayGame.choices} choices)`,
      run: 'replay',
      gameId: replayGame.gameId,
    },
    { name: 'spectators', flood: `${SPECTATORS} spectators on one game`, run: 'spectators', gameId: target.gameId },
    {
      name: 'reservations',
      flood: `${RESERVATIONS} unused join reservations`,
      run: 'reservations',
      gameId: target.gameId,
    },
  ];

  const results: PhaseResult[] = [];
  for (const phase of phases) {
    if (exited) break;
    victim.phase = `before ${phase.name}`;
    const rss0 = await settledRss();
    const lag = monitorEventLoopDelay({ resolution: 10 });
    lag.enable();
    const cpu0 = cpuOf(pid);
    const t0 = performance.now();
    victim.phase = phase.name;
    console.error(`phase ${phase.name}: ${phase.flood}`);
    // A phase lasts SECONDS, longer while its flood is still opening (joins), at most twice that; what the flood
    // holds (sockets, reservations) is held to the phase's end.
    let tally: Tally = { accepted: 0, refused: 0, failed: 0, why: {} };
    let done = !phase.run;
    const flooding = phase.run
      ? floods.run(phase.run, phase.gameId!, (phase.run === 'replay' ? SECONDS : JOIN_SECONDS) * 1000).then((t) => {
          tally = t;
          done = true;
        })
      : Promise.resolve();
    let peak = rss0;
    for (;;) {
      const now = performance.now();
      const limit = Math.max(SECONDS, JOIN_SECONDS) * 1000;
      if (exited || now >= t0 + limit || (done && now >= t0 + SECONDS * 1000)) break;
      await sleep(100);
      if (!exited) peak = Math.max(peak, rssMB(pid));
    }
    const wall = (performance.now() - t0) / 1000;
    const cpu = exited ? NaN : cpuOf(pid) - cpu0;
    victim.phase = `after ${phase.name}`;
    lag.disable();
    // What the flood still holds (sockets, reservations) is still held here.
    const rss1 = exited ? NaN : await settledRss();
    // Joins in flight at the end finish (bounded by their own timeouts) before the flood is let go.
    await flooding;
    await floods.release();
    const l = [...(victim.latencies.get(phase.name) ?? [])].sort((a, b) => a - b);
    const pct = (q: number) => l[Math.min(l.length - 1, Math.floor(q * l.length))] ?? NaN;
    results.push({
      phase: phase.name,
      flood: phase.flood,
      seconds: round1(wall),
      latencyMs: { p50: round1(pct(0.5)), p99: round1(pct(0.99)), max: round1(l.at(-1) ?? NaN), samples: l.length },
      rssMB: {
        before: round1(rss0),
        after: round1(rss1),
        held: round1(rss1 - rss0),
        peakGrowth: round1(peak - rss0),
      },
      serviceCpuPerCent: Math.round((cpu / wall) * 100),
      benchEventLoopP99Ms: round1(lag.percentile(99) / 1e6),
      accepted: tally.accepted,
      refused: tally.refused,
      failed: tally.failed,
      answers: tally.why,
    });
    await sleep(SETTLE_MS);
  }
  await floods.close();
  inspector?.close();

  const load = loadavg();
  await Promise.race([victim.stop(), sleep(10_000)]);
  if (!exited) {
    stopping = true;
    proc.kill('SIGTERM');
    await new Promise((r) => proc.once('exit', r));
  }
  rmSync(dir, { recursive: true, force: true });

  const fmt = (n: number, d = 0) =>
    Number.isNaN(n) ? '—' : n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
  console.log(
    `flood, one victim game (think ${THINK_MS} ms) against one flooding address, ${SECONDS} s a phase, PGlite; ` +
      `targets under each flood: p99 < ${TARGET_P99_MS} ms, memory growth (peak) < ${TARGET_GROWTH_MB} MB`,
  );
  const head = [
    'phase',
    's',
    'p50 ms',
    'p99 ms',
    'max ms',
    'choices',
    'start MB',
    'peak +MB',
    'held +MB',
    'CPU %',
    'loop p99',
  ];
  const widths = [13, 4, 8, 8, 8, 8, 8, 10, 8, 6, 9];
  const row = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)));
  console.log(`  ${row(head).join(' ')}   flood accepted / refused / failed   targets`);
  let allPass = true;
  const targets: Record<string, { p99: boolean; memory: boolean }> = {};
  for (const r of results) {
    const p99ok = r.latencyMs.p99 < TARGET_P99_MS;
    const memOk = r.rssMB.peakGrowth < TARGET_GROWTH_MB;
    const verdict =
      r.phase === 'quiet' ? '(baseline)' : `p99 ${p99ok ? 'PASS' : 'FAIL'}, memory ${memOk ? 'PASS' : 'FAIL'}`;
    if (r.phase !== 'quiet') {
      targets[r.phase] = { p99: p99ok, memory: memOk };
      allPass &&= p99ok && memOk;
    }
    console.log(
      `  ${row([
        r.phase,
        fmt(r.seconds),
        fmt(r.latencyMs.p50, 1),
        fmt(r.latencyMs.p99, 1),
        fmt(r.latencyMs.max, 1),
        String(r.latencyMs.samples),
        fmt(r.rssMB.before),
        fmt(r.rssMB.peakGrowth, 1),
        fmt(r.rssMB.held, 1),
        fmt(r.serviceCpuPerCent),
        fmt(r.benchEventLoopP99Ms, 1),
      ]).join(' ')}   ${`${r.accepted} / ${r.refused} / ${r.failed}`.padEnd(33)}  ${verdict}`,
    );
    if (r.phase !== 'quiet') console.log(`      ${r.flood}: ${JSON.stringify(r.answers)}`);
  }
  if (exited) console.log(`  ${exited as string} during the run:\n${stderr.slice(-2000)}`);
  console.log(
    `  victim: ${victim.games} games; refused choices ${JSON.stringify(Object.fromEntries(victim.refusals))}; ` +
      `load average ${fmt(load[0]!, 2)} (${allPass && !exited ? 'all targets met' : 'targets MISSED'})`,
  );
  console.log(
    JSON.stringify({
      flood: {
        seconds: SECONDS,
        thinkMs: THINK_MS,
        replayGameChoices: replayGame.choices,
        targets: { p99Ms: TARGET_P99_MS, growthMB: TARGET_GROWTH_MB, met: allPass && !exited, byPhase: targets },
        serviceExited: exited,
        loadAverage1m: round1(load[0]!),
        phases: results,
      },
    }),
  );
}

if (isMainThread)
  main().catch((e: unknown) => {
    console.error(e);
    service?.kill('SIGKILL');
    process.exit(1);
  });
else floodThread();
