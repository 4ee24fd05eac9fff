/**
 * kill -9 the service mid-game and start it again on the same storage, with both back-ends: the game resumes where it
 * was (the last snapshot plus the choices after it), no acknowledged choice is lost, the clients re-join by
 * themselves, and the game plays on to its end and replays exactly.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '@xwing/content';
import { type Choice, replay } from '@xwing/engine';
import { GameService } from '@xwing/client';
import {
  freePort,
  freshDataDir,
  type ServiceProcess,
  squad,
  startServiceProcess,
  startTestServer,
  type TestServer,
} from './service-process.js';
import { playRandom, withTimeout } from './players.js';

const cleanup: (() => unknown)[] = [];
afterAll(async () => {
  for (const f of cleanup.reverse()) await f();
});

async function until(cond: () => boolean, ms: number, what: string): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const t0 = Date.now();
const step = (m: string) => process.env.DEBUG_FAULTS && console.log(`${((Date.now() - t0) / 1000).toFixed(1)} s: ${m}`);

async function killMidGame(start: (port: number) => Promise<ServiceProcess>): Promise<void> {
  const port = await freePort();
  let svc = await start(port);
  cleanup.push(() => svc.stop());
  const api = new GameService(svc.url);
  const created = await api.createGame({
    players: [
      { name: 'A', squad: squad('rebel-xwings') },
      { name: 'B', squad: squad('imperial-ties') },
    ],
    maxRounds: 4,
  });
  step('game created');
  const statuses: string[] = [];
  const a = await playRandom(api, created.gameId, created.seats[0].token!, { seed: 11 });
  const b = await playRandom(api, created.gameId, created.seats[1].token!, { seed: 12 });
  a.conn['opts'].onStatus = (s: string) => statuses.push(`a:${s}`);
  b.conn['opts'].onStatus = (s: string) => statuses.push(`b:${s}`);
  // Past the first snapshot (every 50 choices), so the restart loads a snapshot and the choices after it.
  await until(() => a.accepted + b.accepted >= 60, 120_000, '60 choices');
  step(`killing at ${a.accepted + b.accepted} choices`);
  await svc.kill9();
  const ackedBeforeKill = [...a.acked, ...b.acked].length;
  await until(() => a.conn.status === 'reconnecting' && b.conn.status === 'reconnecting', 10_000, 'the drop');

  svc = await start(port);
  step('restarted');
  await until(() => a.conn.status === 'open' && b.conn.status === 'open', 60_000, 'the clients to re-join');
  step('re-joined');
  await withTimeout(Promise.all([a.over, b.over]), 180_000, 'the resumed game');
  step('game over');
  expect([...a.problems, ...b.problems]).toEqual([]);
  expect(statuses).toEqual(expect.arrayContaining(['a:reconnecting', 'a:open', 'b:reconnecting', 'b:open']));

  const rec = await new GameService(svc.url).replay(created.gameId);
  // Every choice a client saw acknowledged is stored, in its place.
  const stored = new Map(rec.choices.map((c) => [c.decision, c.option]));
  const acked = [...a.acked, ...b.acked];
  expect(acked.length).toBeGreaterThanOrEqual(ackedBeforeKill);
  for (const c of acked) expect(stored.get(c.decision), `decision ${c.decision}`).toBe(c.option);
  const again = replay(rec.setup!, rec.choices as Choice[], loadContent(), rec.log);
  expect(again.mismatch).toBeUndefined();
  expect(a.conn.view!.log.length).toBe(rec.log.length);
  await Promise.all([a.conn.close(), b.conn.close()]);
  await svc.stop();
}

describe('kill -9 mid-game', () => {
  it('resumes with PGlite', async () => {
    const dataDir = freshDataDir();
    await killMidGame((port) => startServiceProcess({ dataDir, port }));
  }, 400_000);

  it('resumes with PostgreSQL', async () => {
    const pg: TestServer = startTestServer('postgres');
    cleanup.push(() => pg.stop());
    await killMidGame((port) => startServiceProcess({ port, env: { DATABASE_URL: pg.url } }));
  }, 400_000);
});
