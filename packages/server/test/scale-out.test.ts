/**
 * Two service processes share rooms through Redis (Colyseus's Redis presence and driver) and PostgreSQL: the seats of
 * one game join through different processes, play, and when the process holding the room is killed (kill -9) the
 * game moves to the other one and goes on, each client re-joining through its own process.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { loadContent } from '@xwing/content';
import { type Choice, replay } from '@xwing/engine';
import { GameService } from '@xwing/client';
import { freePort, type ServiceProcess, squad, startServiceProcess, startTestServer } from './service-process.js';
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

describe('two processes behind Redis', () => {
  it('play one game with a seat on each, and survive losing the process that held it', async () => {
    const pg = startTestServer('postgres');
    cleanup.push(() => pg.stop());
    const redis = startTestServer('redis');
    cleanup.push(() => redis.stop());
    const ports = [await freePort(), await freePort()] as const;
    const start = (i: 0 | 1) =>
      startServiceProcess({
        port: ports[i],
        env: { DATABASE_URL: pg.url, REDIS_URL: redis.url, PUBLIC_ADDRESS: `127.0.0.1:${ports[i]}` },
      });
    const procs: [ServiceProcess, ServiceProcess] = [await start(0), await start(1)];
    cleanup.push(() => Promise.all(procs.map((p) => p.stop())));
    const apis = [new GameService(procs[0].url), new GameService(procs[1].url)] as const;
    expect((await apis[1].health()).scaleOut).toBe(true);

    const created = await apis[0].createGame({
      players: [
        { name: 'A', squad: squad('rebel-xwings') },
        { name: 'B', squad: squad('imperial-ties') },
      ],
      maxRounds: 4,
    });
    // The game made on process 0 is seen by process 1 (one PostgreSQL).
    expect((await apis[1].game(created.gameId)).players[0].name).toBe('A');
    const a = await playRandom(apis[0], created.gameId, created.seats[0].token!, { seed: 21 });
    const b = await playRandom(apis[1], created.gameId, created.seats[1].token!, { seed: 22 });
    await until(() => a.accepted + b.accepted >= 40, 120_000, '40 choices');
    expect(a.accepted).toBeGreaterThan(0);
    expect(b.accepted).toBeGreaterThan(0);
    // Both sockets go to the one process holding the room, whichever process each seat asked to join.
    const roomPort = (s: typeof a) => Number(new URL(s.conn['room']!.connection.url!).port);
    const holder = ports.indexOf(roomPort(a) as (typeof ports)[number]) as 0 | 1;
    expect(holder).toBeGreaterThanOrEqual(0);
    expect(roomPort(b)).toBe(ports[holder]);
    const other = (1 - holder) as 0 | 1;
    // The seat that asked the other process (seat `other`: seat 0 asked process 0, seat 1 process 1).
    const far = [a, b][other]!;
    const near = [a, b][holder]!;

    // Lose the process holding the room: the seat that joined through the other process re-joins there, which
    // rebuilds the game from PostgreSQL; the other seat keeps trying its dead process until it is back.
    await procs[holder].kill9();
    // The client may not have noticed the dead socket yet when kill9 returns: wait for the re-joined room itself.
    const joinedAt = (s: typeof a, port: number) =>
      s.conn.status === 'open' && s.conn['room'] !== null && roomPort(s) === port;
    await until(() => joinedAt(far, ports[other]), 60_000, 'a re-join through the living process');
    const movedAt = a.accepted + b.accepted;
    procs[holder] = await start(holder);
    await until(() => joinedAt(near, ports[other]), 60_000, 'the other seat to re-join');
    await withTimeout(Promise.all([a.over, b.over]), 180_000, 'the game after the move');
    expect(a.accepted + b.accepted).toBeGreaterThan(movedAt);
    expect([...a.problems, ...b.problems]).toEqual([]);

    const rec = await apis[1].replay(created.gameId);
    const stored = new Map(rec.choices.map((c) => [c.decision, c.option]));
    for (const c of [...a.acked, ...b.acked]) expect(stored.get(c.decision)).toBe(c.option);
    expect(replay(rec.setup!, rec.choices as Choice[], loadContent(), rec.log).mismatch).toBeUndefined();
    await Promise.all([a.conn.close(), b.conn.close()]);
  }, 400_000);
});
