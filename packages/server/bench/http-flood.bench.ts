/**
 * HTTP flood bench (docs/service.md, "Threat model"): what one address flooding the HTTP side costs another game.
 * Against the built service in a child process (PGlite in a temporary folder):
 *
 * 1. a finished game of about 255 choices (two seeded random computers); the time of one
 *    `/replay/views?from=200&count=50` request on it, cold and again;
 * 2. another game's choice latency (choice → ack, two seats played by random clients thinking THINK_MS) alone, then
 *    while FLOOD replay-views requests (random pages of the finished game) are kept in flight from this address;
 * 3. JOINS join reservations from this address that never connect: answers, the latency meanwhile, and the service's
 *    memory (RSS) before and after.
 *
 *   node packages/server/dist/bench/http-flood.bench.js     (FLOOD=20 JOINS=2000 SECONDS=10 THINK_MS=20)
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomChoice, type RngState } from '@xwing/engine';
import { type GameConnection, GameService } from '@xwing/client';
import type { LoopReport } from '../src/loop-stats.js';

const FLOOD = Number(process.env.FLOOD ?? 20);
const JOINS = Number(process.env.JOINS ?? 2000);
const SECONDS = Number(process.env.SECONDS ?? 10);
const THINK_MS = Number(process.env.THINK_MS ?? 20);
/** Seed and rounds of the finished game: 255 choices with this engine (printed, in case the engine changes). */
const FINISHED_SEED = process.env.FINISHED_SEED ?? 'flood-bench-27';
const FINISHED_ROUNDS = Number(process.env.FINISHED_ROUNDS ?? 13);
/** The flooding client's address, as a trusted proxy forwards it. */
const FLOODER = { 'x-forwarded-for': '203.0.113.7' };

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const fixture = (name: string) =>
  JSON.parse(readFileSync(join(root, `packages/engine/test/fixtures/${name}.json`), 'utf8')) as unknown;

function rssMb(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const fmt = (n: number, d = 1) => n.toLocaleString('en-US', { maximumFractionDigits: d, minimumFractionDigits: d });

function percentiles(xs: number[]): { median: number; p99: number; max: number; samples: number } {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
  return { median: at(0.5), p99: at(0.99), max: s.at(-1) ?? NaN, samples: s.length };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'xwing-flood-bench-'));
  // SERVICE_NODE_ARGS: extra node options for the service (e.g. --cpu-prof to profile it).
  const nodeArgs = (process.env.SERVICE_NODE_ARGS ?? '').split(' ').filter(Boolean);
  // SERVICE_MAIN: another build of the service to measure (an older commit's, for a before/after).
  const main = process.env.SERVICE_MAIN ?? join(root, 'packages/server/dist/src/main.js');
  const proc = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: process.env.DATA_DIR ?? join(dir, 'db'),
      ALLOW_CLIENT_SEEDS: '1',
      AI_WORKERS: '1',
      LOOP_STATS: '1',
      // The flood comes from another address than the player's: this machine is a trusted proxy, and the flood's
      // requests say they forward for FLOODER (a service that predates TRUST_PROXY counts them as this machine).
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    let out = '';
    const port = await new Promise<number>((resolve, reject) => {
      proc.stdout!.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /\{"listening":(\d+)\}/.exec(out);
        if (m) resolve(Number(m[1]));
      });
      proc.on('exit', (c) => reject(new Error(`the service exited (${c})`)));
    });
    const url = `http://127.0.0.1:${port}`;
    const api = new GameService(url);
    const a = fixture('rebel-xwings');
    const b = fixture('imperial-ties');

    // 1. The finished game, played by two computers while a spectator watches (a room runs only while joined).
    const finished = await api.createGame({
      players: [
        { squad: a, computer: 'random' },
        { squad: b, computer: 'random' },
      ],
      seed: FINISHED_SEED,
      maxRounds: FINISHED_ROUNDS,
    });
    console.error(`playing the finished game ${finished.gameId}…`);
    const watcher = await api.connect(finished.gameId);
    while (watcher.game?.status !== 'over') await sleep(50);
    await watcher.close();
    const total = (await api.game(finished.gameId)).choices;
    const views = (from: number, count: number) =>
      fetch(`${url}/api/games/${finished.gameId}/replay/views?from=${from}&count=${count}`, { headers: FLOODER });
    const timed = async (from: number, count: number) => {
      const t0 = performance.now();
      const r = await views(from, count);
      await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`views answered ${r.status}`);
      return performance.now() - t0;
    };
    const lastPage = Math.max(0, total - 50);
    const cold = await timed(lastPage, 50);
    const again = await timed(lastPage, 50);
    // Pages not asked before (nothing cached), one at a time.
    const others: number[] = [];
    for (let i = 1; i <= 5; i++) others.push(await timed(Math.max(0, lastPage - i), 50));
    const other = percentiles(others).median;
    console.log(
      `replay views, ${total} choices   one page of 50 from step ${lastPage}: ${fmt(cold)} ms the first after start, ` +
        `${fmt(other)} ms (median of 5) for pages not asked before, ${fmt(again)} ms for one asked before`,
    );

    // 2. Another game, played by two clients (a new one whenever it ends).
    const latencies: number[] = [];
    let recording = false;
    let stopped = false;
    const conns: GameConnection[] = [];
    const play = async (g: number): Promise<void> => {
      const game = await api.createGame({ players: [{ squad: a }, { squad: b }], maxRounds: 50 });
      let next = false;
      for (const seat of [0, 1] as const) {
        const rng: RngState = {
          key: createHash('sha256').update(`flood/${g}/${seat}`).digest('hex'),
          block: 0,
          words: [],
        };
        let conn: GameConnection | null = null;
        let answering = -1;
        const act = () => {
          const v = conn?.view;
          const p = v?.pending;
          if (!stopped && seat === 0 && conn?.game?.status === 'over' && !next) {
            next = true;
            void play(g + 1);
          }
          if (stopped || !conn || !v || !p || conn.game?.status !== 'active' || p.player !== seat) return;
          if (answering === p.id) return;
          answering = p.id;
          setTimeout(
            () => {
              if (stopped || conn!.view?.pending?.id !== p.id) return;
              const t0 = performance.now();
              conn!.choose(randomChoice(conn!.view!, p, rng)).then(
                () => recording && latencies.push(performance.now() - t0),
                () => {
                  answering = -1;
                  setTimeout(act, 10);
                },
              );
            },
            THINK_MS * (0.5 + Math.random()),
          );
        };
        conn = await api.connect(game.gameId, { token: game.seats[seat].token!, onUpdate: () => setImmediate(act) });
        conns.push(conn);
        act();
      }
    };
    await play(0);
    console.error('another game is playing; measuring…');
    const spectated = (await api.listGames('active'))[0]!.gameId;
    /** The service's event loop over the window just ended (loop-stats.ts: SIGUSR2 prints it). */
    const loopWindow = async (): Promise<LoopReport | null> => {
      const before = out.length;
      proc.kill('SIGUSR2');
      for (let i = 0; i < 50 && !/\{"eventLoopWindow":.*\}/.test(out.slice(before)); i++) await sleep(20);
      const line = /\{"eventLoopWindow":.*\}/.exec(out.slice(before))?.[0];
      return line ? (JSON.parse(line) as { eventLoopWindow: LoopReport }).eventLoopWindow : null;
    };
    const measure = async () => {
      latencies.length = 0;
      await loopWindow();
      recording = true;
      await sleep(SECONDS * 1000);
      recording = false;
      return { ...percentiles(latencies), loop: await loopWindow() };
    };
    await sleep(1000);
    const alone = await measure();

    const statuses = new Map<number, number>();
    let flooding = true;
    const loops = Array.from({ length: FLOOD }, async () => {
      while (flooding) {
        const count = 1 + Math.floor(Math.random() * 50);
        const from = Math.floor(Math.random() * total);
        const r = await views(from, count).catch(() => null);
        await r?.arrayBuffer();
        const s = r?.status ?? 0;
        statuses.set(s, (statuses.get(s) ?? 0) + 1);
      }
    });
    await sleep(500);
    const flooded = await measure();
    flooding = false;
    await Promise.all(loops);
    const line = (name: string, p: Awaited<ReturnType<typeof measure>>) =>
      `  ${name.padEnd(30)} median ${fmt(p.median)} ms, p99 ${fmt(p.p99)} ms, max ${fmt(p.max)} ms (${p.samples} choices)` +
      (p.loop
        ? `; service event loop delay p99 ${fmt(p.loop.delayMs.p99)} ms, max ${fmt(p.loop.delayMs.max)} ms, ` +
          `GC max ${fmt(p.loop.gc.maxMs)} ms, CPU ${p.loop.cpuPerCent} %`
        : '');
    console.log(`another game's choice → ack, think ${THINK_MS} ms, ${SECONDS} s each`);
    console.log(line('alone', alone));
    console.log(
      line(`${FLOOD} views requests in flight`, flooded) +
        `; views answers ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );

    // 3. Join reservations that never connect.
    console.error('join reservations…');
    const rss0 = rssMb(proc.pid!);
    const joinStatuses = new Map<number, number>();
    latencies.length = 0;
    await loopWindow();
    recording = true;
    let sent = 0;
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (sent < JOINS) {
          sent++;
          const r = await fetch(`${url}/matchmake/joinOrCreate/game`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...FLOODER },
            body: JSON.stringify({ gameId: spectated }),
          }).catch(() => null);
          await r?.arrayBuffer();
          const s = r?.status ?? 0;
          joinStatuses.set(s, (joinStatuses.get(s) ?? 0) + 1);
        }
      }),
    );
    await sleep(2000);
    recording = false;
    const joinLatency = { ...percentiles(latencies), loop: await loopWindow() };
    const rss1 = rssMb(proc.pid!);
    console.log(
      line(`${JOINS} join reservations`, joinLatency) +
        `; answers ${JSON.stringify(Object.fromEntries([...joinStatuses].sort()))}; service RSS ${fmt(rss0, 0)} → ${fmt(rss1, 0)} MB`,
    );
    stopped = true;
    await Promise.all(conns.map((c) => c.close()));
    console.log(
      JSON.stringify({
        httpFlood: {
          finishedChoices: total,
          viewsMs: {
            cold: Math.round(cold * 10) / 10,
            uncached: Math.round(other * 10) / 10,
            again: Math.round(again * 10) / 10,
          },
          choiceLatencyMs: { alone, flooded },
          viewsStatuses: Object.fromEntries(statuses),
          joins: { statuses: Object.fromEntries(joinStatuses), latency: joinLatency, rssMb: [rss0, rss1] },
        },
      }),
    );
  } finally {
    proc.kill('SIGTERM');
    await new Promise((r) => proc.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
