/**
 * Service bench: N concurrent games, each seat played by a computer client (the engine's random player) over
 * loopback WebSockets against the built service in a child process (PGlite storage in a temporary folder). Each
 * client thinks THINK_MS (uniform over ½× to 1½×) before each choice, like a quick human. Measured: accepted choices
 * per second, and the latency from sending a choice to both seats holding the view that includes it (median, 99th
 * percentile), plus the service process's CPU time over the measured window and the machine's load average.
 *
 *   GAMES=500 THINK_MS=5000 SECONDS=30 node packages/server/dist/bench/service.bench.js
 */
import { spawn } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createHash } from 'node:crypto';
import { randomChoice, type RngState } from '@xwing/engine';
import { type GameConnection, GameService, type GameUpdate } from '@xwing/client';

const GAMES = Number(process.env.GAMES ?? 500);
const THINK_MS = Number(process.env.THINK_MS ?? 5000);
const SECONDS = Number(process.env.SECONDS ?? 30);
const TARGET_P99_MS = 50;

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const fixture = (name: string) =>
  JSON.parse(readFileSync(join(root, `packages/engine/test/fixtures/${name}.json`), 'utf8')) as unknown;

interface Measure {
  target: number;
  t0: number;
  seen: number;
}

const latencies: number[] = [];
let accepted = 0;
let refused = 0;
/** Why choices were refused (code: message), so a refusal in the bench can be explained. */
const refusals = new Map<string, number>();
let measuring = false;
let stopped = false;
let gamesOver = 0;
/** The service's process, stopped on the way out whatever happens. */
let service: ReturnType<typeof spawn> | null = null;

function cpuOf(pid: number): number {
  // utime + stime in clock ticks (100 per second on Linux).
  const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(f[11]) + Number(f[12])) / 100;
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'xwing-service-bench-'));
  // SERVICE_NODE_ARGS: extra node options for the service (e.g. --cpu-prof to profile it).
  const nodeArgs = (process.env.SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const proc = (service = spawn(process.execPath, [...nodeArgs, join(root, 'packages/server/dist/src/main.js')], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: process.env.DATA_DIR ?? join(dir, 'db'),
      // Every client is this machine: the per-address limits would refuse the bench's own games and joins.
      GAMES_PER_MINUTE: '1000000',
      // Every bench client comes from loopback: one address holding a thousand connections is the bench's own load.
      CONNECTIONS_PER_ADDRESS: '1000000',
      JOINS_PER_MINUTE: '1000000',
      LOOP_STATS: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  }));
  let out = '';
  const port = await new Promise<number>((resolve, reject) => {
    proc.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /\{"listening":(\d+)\}/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    proc.on('exit', (c) => reject(new Error(`the service exited (${c})`)));
  });
  const api = new GameService(`http://127.0.0.1:${port}`);
  const a = fixture('rebel-xwings');
  const b = fixture('imperial-ties');

  const conns: GameConnection[] = [];
  const openGame = async (g: number) => {
    const created = await createWithRetry(api, a, b);
    const measure: { m: Measure | null } = { m: null };
    for (const seat of [0, 1] as const) {
      const rng: RngState = {
        key: createHash('sha256').update(`bench/${g}/${seat}`).digest('hex'),
        block: 0,
        words: [],
      };
      let answering = -1;
      let conn: GameConnection | null = null;
      const act = () => {
        const v = conn?.view;
        const p = v?.pending;
        if (stopped || !conn || !v || !p || conn.game?.status !== 'active' || p.player !== seat) return;
        if (answering === p.id) return;
        answering = p.id;
        const wait = THINK_MS * (0.5 + Math.random());
        setTimeout(() => {
          if (stopped || conn!.view?.pending?.id !== p.id) return;
          const c = randomChoice(conn!.view!, p, rng);
          const m: Measure = { target: conn!.game!.choices + 1, t0: performance.now(), seen: 0 };
          measure.m = m;
          conn!.choose(c).then(
            () => measuring && accepted++,
            (e: unknown) => {
              refused++;
              const why = e instanceof Error ? `${(e as { code?: string }).code ?? e.name}: ${e.message}` : String(e);
              refusals.set(why, (refusals.get(why) ?? 0) + 1);
              measure.m = null;
              answering = -1;
              setTimeout(act, 10);
            },
          );
        }, wait);
      };
      const onUpdate = (u: GameUpdate) => {
        const m = measure.m;
        if (m && u.game.choices >= m.target) {
          m.seen |= 1 << seat;
          if (m.seen === 3) {
            if (measuring) latencies.push(performance.now() - m.t0);
            measure.m = null;
          }
        }
        if (u.game.status === 'over') {
          if (seat === 0) gamesOver++;
          return;
        }
        setImmediate(act);
      };
      conn = await api.connect(created.gameId, { token: created.seats[seat].token!, onUpdate });
      conns.push(conn);
      act();
    }
  };
  // Games open a few at a time (as players arrive), then all play at once.
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < GAMES) await openGame(next++);
    }),
  );
  console.error(`${GAMES} games opened in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  // Let the games settle into their rhythm, then measure.
  await new Promise((r) => setTimeout(r, Math.min(5000, THINK_MS * 2)));
  measuring = true;
  // The service measures its own event-loop delay and GC pauses from here (LOOP_STATS, SIGUSR2).
  proc.kill('SIGUSR2');
  // The clients' own process: its CPU and event-loop delay say how much of the latency is the clients' own waiting.
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  const myCpu0 = process.cpuUsage();
  const cpu0 = cpuOf(proc.pid!);
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  measuring = false;
  const wall = (performance.now() - t0) / 1000;
  const cpu = cpuOf(proc.pid!) - cpu0;
  const myCpu = process.cpuUsage(myCpu0);
  const clientCpu = (myCpu.user + myCpu.system) / 1e6;
  lag.disable();
  const clientLagP99 = lag.percentile(99) / 1e6;
  stopped = true;
  const load = loadavg();
  await Promise.all(conns.map((c) => c.close()));
  proc.kill('SIGTERM');
  await new Promise((r) => proc.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
  const loopLine = /\{"eventLoop":.*\}/.exec(out)?.[0];
  const serviceLoop = loopLine
    ? (JSON.parse(loopLine) as { eventLoop: import('../src/loop-stats.js').LoopReport }).eventLoop
    : null;

  latencies.sort((x, y) => x - y);
  const pct = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  const p50 = pct(0.5);
  const p99 = pct(0.99);
  const fmt = (n: number, d = 0) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });
  console.log(
    `service, ${GAMES} games     ${fmt(accepted / wall, 1).padStart(9)} choices/s  think ${THINK_MS} ms, ${fmt(wall)} s, ` +
      `${GAMES * 2} clients over loopback, PGlite`,
  );
  console.log(
    `  choice → both views    median ${fmt(p50, 1)} ms, p99 ${fmt(p99, 1)} ms   target p99 < ${TARGET_P99_MS} ms  ${
      p99 < TARGET_P99_MS ? 'ok' : 'MISSED'
    }   (service CPU ${fmt((cpu / wall) * 100)} % of a core, clients ${fmt((clientCpu / wall) * 100)} % with event-loop delay p99 ${fmt(clientLagP99, 1)} ms; load average ${fmt(load[0]!, 2)})`,
  );
  if (serviceLoop)
    console.log(
      `  service event loop     delay median ${fmt(serviceLoop.delayMs.median, 1)} ms, p99 ${fmt(serviceLoop.delayMs.p99, 1)} ms, ` +
        `max ${fmt(serviceLoop.delayMs.max, 1)} ms; GC ${serviceLoop.gc.count} pauses, ${fmt(serviceLoop.gc.totalMs)} ms in all, ` +
        `longest ${fmt(serviceLoop.gc.maxMs, 1)} ms`,
    );
  console.log(
    JSON.stringify({
      service: {
        games: GAMES,
        thinkMs: THINK_MS,
        seconds: Math.round(wall),
        choicesPerSecond: Math.round((accepted / wall) * 10) / 10,
        latencyMs: { median: Math.round(p50 * 10) / 10, p99: Math.round(p99 * 10) / 10, samples: latencies.length },
        refused,
        refusals: Object.fromEntries(refusals),
        gamesOver,
        serviceCpuPerCent: Math.round((cpu / wall) * 100),
        clientCpuPerCent: Math.round((clientCpu / wall) * 100),
        clientEventLoopDelayP99Ms: Math.round(clientLagP99 * 10) / 10,
        loadAverage1m: Math.round(load[0]! * 100) / 100,
        serviceEventLoop: serviceLoop,
      },
    }),
  );
}

async function createWithRetry(api: GameService, a: unknown, b: unknown) {
  for (;;) {
    try {
      return await api.createGame({ players: [{ squad: a }, { squad: b }] });
    } catch (e) {
      if ((e as { code?: string }).code !== 'rate-limited') throw e;
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
}

main().catch((e: unknown) => {
  console.error(e);
  service?.kill('SIGKILL');
  process.exit(1);
});
