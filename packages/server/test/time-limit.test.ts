/**
 * A game with a time limit (docs/service.md, "Time limits"; 002 "Round limit and time limit"): the clock starts with
 * the first choice, the service calls time when it runs out, the round being played is finished and the game ends.
 * The built service as a child process, with a minute shortened to 200 ms (TEST_MINUTE_MS, tests only).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '@xwing/content';
import { CALL_TIME, type Choice, replay } from '@xwing/engine';
import { GameService, ServiceError } from '@xwing/client';
import { freshDataDir, type ServiceProcess, squad, startServiceProcess } from './service-process.js';
import { playRandom, until, withTimeout } from './players.js';

let svc: ServiceProcess;
let api: GameService;

beforeAll(async () => {
  svc = await startServiceProcess({
    dataDir: freshDataDir(),
    env: { ALLOW_CLIENT_SEEDS: '1', TEST_MINUTE_MS: '200' },
  });
  api = new GameService(svc.url);
}, 120_000);

afterAll(async () => {
  await svc?.stop();
});

describe('time limits', () => {
  it('the clock starts with the first choice; when it runs out the round is finished and the game ends', async () => {
    const created = await api.createGame({
      players: [
        { name: 'Rebels', squad: squad('rebel-xwings') },
        { name: 'Empire', squad: squad('imperial-ties') },
      ],
      seed: 'time-limit-1',
      timeLimit: 5,
    });
    const watcher = await playRandom(api, created.gameId, undefined);
    // Nobody has chosen yet: the clock has its minutes and has not started.
    expect(watcher.conn.game!.clock).toEqual({ minutes: 5, endsAt: null });
    const started = Date.now();
    const player = await playRandom(api, created.gameId, created.seats[0].token!, { seed: 3, thinkMs: 5 });
    const other = await playRandom(api, created.gameId, created.seats[1].token!, { seed: 4, thinkMs: 5 });
    await until(() => (player.conn.game?.clock?.endsAt ?? null) !== null);
    const endsAt = Date.parse(player.conn.game!.clock!.endsAt!);
    // 5 minutes of 200 ms from the first choice.
    expect(endsAt - started).toBeGreaterThanOrEqual(900);
    expect(endsAt - started).toBeLessThan(1000 + 5_000);

    await withTimeout(Promise.all([player.over, other.over, watcher.over]), 60_000, 'the game');
    expect([...player.problems, ...other.problems, ...watcher.problems]).toEqual([]);
    const view = player.conn.view!;
    const called = view.log.filter((e) => e.type === 'time-called');
    expect(called).toHaveLength(1);
    expect(view.timeCalled).toBe(called[0]!.data!.round);
    const result = player.conn.game!.result!;
    // A random game this short wipes nobody out: it ends when the round in which time ran out ends.
    expect(result.ending).toBe('time');
    expect(view.round).toBe(view.timeCalled);

    // The call is one of the game's choices, so the record replays it.
    const rec = await api.replay(created.gameId);
    expect(rec.choices.filter((c) => c.option === CALL_TIME)).toHaveLength(1);
    const again = replay(rec.setup!, rec.choices as Choice[], loadContent(), rec.log);
    expect(again.mismatch).toBeUndefined();
    expect(again.state.result).toMatchObject({ ending: 'time' });
  }, 90_000);

  it('a player cannot call time, and a time limit outside 5–240 minutes is refused', async () => {
    const created = await api.createGame({
      players: [
        { name: 'Rebels', squad: squad('rebel-xwings') },
        { name: 'Empire', squad: squad('imperial-ties') },
      ],
      timeLimit: 60,
    });
    const conn = await api.connect(created.gameId, { token: created.seats[0].token! });
    const pending = conn.view!.pending!;
    const refused = await conn.choose({ decision: pending.id, option: CALL_TIME }).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ServiceError);
    expect((refused as ServiceError).code).toBe('not-a-player-choice');
    expect(conn.view!.timeCalled).toBeUndefined();
    await conn.close();

    for (const timeLimit of [4, 241, 10.5]) {
      const bad = await api
        .createGame({
          players: [
            { name: 'Rebels', squad: squad('rebel-xwings') },
            { name: 'Empire', squad: squad('imperial-ties') },
          ],
          timeLimit,
        })
        .then(
          () => null,
          (e: unknown) => e,
        );
      expect(bad).toBeInstanceOf(ServiceError);
      expect((bad as ServiceError).message).toMatch(/timeLimit/);
    }
  });
});
