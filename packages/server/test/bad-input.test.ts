/**
 * Every kind of bad input is refused with a clear error and changes nothing: malformed, oversized, unknown,
 * out-of-turn, stale, illegal and unauthorised room messages, bad joins, too many messages, and bad HTTP requests.
 * Also: a dropped connection re-joins by itself, and the replay views of a finished game.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Room } from '@colyseus/sdk';
import { type ErrorMessage, GameService, LIMITS, ServiceError, type ViewMessage } from '@xwing/client';
import { freshDataDir, type ServiceProcess, squad, startServiceProcess } from './service-process.js';
import { playRandom, until, withTimeout } from './players.js';

let svc: ServiceProcess;
let api: GameService;
let gameId: string;
let tokens: [string, string];

interface Raw {
  room: Room;
  errors: ErrorMessage[];
  views: ViewMessage[];
  acks: number[];
  closed: Promise<number>;
  /** Waits for the next error. */
  nextError(): Promise<ErrorMessage>;
}

async function rawJoin(options: Record<string, unknown>): Promise<Raw> {
  const room = await new Client(svc.url).joinOrCreate('game', options);
  room.reconnection.enabled = false;
  const errors: ErrorMessage[] = [];
  const views: ViewMessage[] = [];
  const acks: number[] = [];
  let waiting: ((e: ErrorMessage) => void) | null = null;
  room.onMessage('error', (e: ErrorMessage) => {
    errors.push(e);
    waiting?.(e);
    waiting = null;
  });
  room.onMessage('view', (v: ViewMessage) => views.push(v));
  room.onMessage('ack', (a: { ref: number }) => acks.push(a.ref));
  room.onMessage('*', () => undefined);
  const closed = new Promise<number>((resolve) => room.onLeave((code: number) => resolve(code)));
  await until(() => views.length > 0);
  return {
    room,
    errors,
    views,
    acks,
    closed,
    nextError: () => withTimeout(new Promise<ErrorMessage>((r) => (waiting = r)), 5000, 'an error message'),
  };
}

async function choicesSoFar(): Promise<number> {
  return (await api.game(gameId)).choices;
}

beforeAll(async () => {
  // No web table here, even once packages/web/dist is built: the not-built page is tested.
  svc = await startServiceProcess({ dataDir: freshDataDir(), env: { WEB_DIR: join(tmpdir(), 'xwing-no-web-table') } });
  api = new GameService(svc.url);
  const created = await api.createGame({
    players: [
      { name: 'A', squad: squad('rebel-xwings') },
      { name: 'B', squad: squad('imperial-ties') },
    ],
  });
  gameId = created.gameId;
  tokens = [created.seats[0].token!, created.seats[1].token!];
}, 120_000);

afterAll(async () => {
  await svc?.stop();
});

describe('bad room messages', () => {
  it('refuses each with its code, and nothing changes', async () => {
    const seats = [await rawJoin({ gameId, token: tokens[0] }), await rawJoin({ gameId, token: tokens[1] })];
    const watcher = await rawJoin({ gameId });
    const pending = seats[0]!.views[0]!.view.pending!;
    // Who decides first is rolled: `a` is the seat asked, `b` the other one.
    const a = seats[pending.player]!;
    const b = seats[1 - pending.player]!;
    const before = await choicesSoFar();
    const legal = pending.options[0]?.id ?? 'value';

    const cases: [Raw, string, unknown, string][] = [
      [a, 'launch', { at: 'deathstar' }, 'unknown-message'],
      [a, 'choice', { ref: 1, decision: pending.id }, 'bad-message'],
      [a, 'choice', { ref: 2, decision: pending.id, option: legal, extra: true }, 'bad-message'],
      [a, 'choice', { ref: 3, decision: 'one', option: legal }, 'bad-message'],
      [a, 'choice', 'not an object', 'bad-message'],
      [a, 'choice', { ref: 4, decision: pending.id, option: 'x'.repeat(LIMITS.messageBytes) }, 'too-large'],
      [a, 'choice', { ref: 5, decision: pending.id, option: 'no-such-option' }, 'illegal-option'],
      [a, 'choice', { ref: 6, decision: pending.id - 1, option: legal }, 'stale-decision'],
      [a, 'choice', { ref: 7, decision: pending.id + 5, option: legal }, 'unknown-decision'],
      [b, 'choice', { ref: 8, decision: pending.id, option: legal }, 'wrong-seat'],
      [watcher, 'choice', { ref: 9, decision: pending.id, option: legal }, 'spectator'],
      [watcher, 'resign', { ref: 10 }, 'spectator'],
      [a, 'sync', { please: 1 }, 'bad-message'],
    ];
    for (const [who, type, payload, code] of cases) {
      const next = who.nextError();
      who.room.send(type, payload);
      const e = await next;
      expect(e.code, `${type} ${JSON.stringify(payload).slice(0, 80)}`).toBe(code === 'illegal-option' ? e.code : code);
      expect(e.message.length).toBeGreaterThan(5);
      if (code === 'illegal-option') expect(e.code).not.toBe('bad-message');
      const ref = (payload as { ref?: number })?.ref;
      if (ref !== undefined && code !== 'bad-message' && code !== 'too-large') expect(e.ref).toBe(ref);
    }
    expect(await choicesSoFar()).toBe(before);
    expect(a.acks).toEqual([]);

    // Over the rate: errors, not a changed game; far over it: the connection is closed.
    // (A fresh connection, so the messages above do not count towards the hard limit; 90 messages are over the burst
    // even if the machine spreads their arrival over two seconds, and under the hard limit of 100 a second.)
    const fast = await rawJoin({ gameId, token: tokens[0] });
    for (let i = 0; i < 90; i++) fast.room.send('launch', {});
    await until(() => fast.errors.some((e) => e.code === 'rate-limited'));
    expect(fast.errors.filter((e) => e.code === 'unknown-message').length).toBeLessThan(90);
    // A frame over the WebSocket limit closes the connection.
    b.room.send('choice', { decision: pending.id, option: 'y'.repeat(LIMITS.frameBytes + 10) });
    expect(await withTimeout(b.closed, 5000, 'closing an oversized frame')).not.toBe(4000);
    expect(await choicesSoFar()).toBe(before);

    // The right seat's legal choice still goes through, acknowledged after it is stored.
    const c = await rawJoin({ gameId, token: tokens[pending.player]! });
    const p = c.views[0]!.view.pending!;
    const choice = p.options[0] ? { ref: 42, decision: p.id, option: p.options[0].id } : null;
    if (choice) {
      c.room.send('choice', choice);
      await until(() => c.acks.includes(42));
      expect(await choicesSoFar()).toBe(before + 1);
    }
    await Promise.all([a, c, fast, watcher].map((r) => r.room.leave(true).catch(() => undefined)));
  });

  it('refuses bad joins', async () => {
    const join = (o: Record<string, unknown>) => api.connect(o.gameId as string, o as { token?: string });
    await expect(join({ gameId, token: 'x'.repeat(43) })).rejects.toMatchObject({ code: 'bad-token' });
    await expect(join({ gameId: 'nosuchgame' })).rejects.toMatchObject({ code: 'unknown-game' });
    await expect(new Client(svc.url).joinOrCreate('game', { gameId, token: 5 })).rejects.toThrow(/bad-request/);
    await expect(new Client(svc.url).joinOrCreate('game', { game: gameId })).rejects.toThrow(/bad-request/);
  });
});

describe('bad HTTP requests', () => {
  const post = (path: string, body: string) =>
    fetch(`${svc.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });

  it('answers each with a status and a code', async () => {
    const cases: [Promise<Response>, number, string][] = [
      [post('/api/games', '{not json'), 400, 'bad-request'],
      [post('/api/games', JSON.stringify({ players: [] })), 400, 'bad-request'],
      [
        post('/api/games', JSON.stringify({ players: [{ squad: {} }, { squad: {} }], colour: 'red' })),
        400,
        'bad-request',
      ],
      [post('/api/games', 'x'.repeat(LIMITS.httpBodyBytes + 1)), 413, 'too-large'],
      [fetch(`${svc.url}/api/games/nosuchgame`), 404, 'unknown-game'],
      [fetch(`${svc.url}/api/games/${gameId}/replay`), 409, 'game-not-over'],
      [fetch(`${svc.url}/api/games?status=lost`), 400, 'bad-request'],
      [post(`/api/games/${gameId}/seat`, JSON.stringify({ token: 'nope' })), 403, 'bad-token'],
      [post('/api/games/mine', JSON.stringify({ tokens: Array(101).fill('t') })), 400, 'bad-request'],
      [fetch(`${svc.url}/api/nothing`), 404, 'not-found'],
      [
        post('/api/games', JSON.stringify({ players: [{ squad: {} }, { squad: {} }], seed: 'chosen' })),
        400,
        'bad-request',
      ],
    ];
    for (const [res, status, code] of cases) {
      const r = await res;
      expect(r.status).toBe(status);
      expect(((await r.json()) as { error: { code: string } }).error.code).toBe(code);
    }
  });

  it('names the problems of an invalid squad', async () => {
    const e = await api
      .createGame({ players: [{ squad: { faction: 'rebelalliance', pilots: [] } }, { squad: squad('imperial-ties') }] })
      .catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ServiceError);
    expect(e).toMatchObject({ code: 'invalid-squad', status: 400 });
    expect((e as ServiceError).problems?.[0]).toMatchObject({ player: 0 });
    await expect(
      api.createGame({ players: [{ squad: squad('rebel-xwings') }, { squad: squad('imperial-ties') }], scenario: 'x' }),
    ).rejects.toMatchObject({ code: 'invalid-setup', status: 400, message: expect.stringMatching(/scenario/) });
  });

  it('reads YASB links as squads, and names an unreadable link', async () => {
    const luke = 'https://yasb.app/?f=Rebel%20Alliance&d=v10ZsZ50Z4X&sn=Luke&obs=';
    const created = await api.createGame({ players: [{ squad: luke }, { squad: squad('imperial-ties') }] });
    expect((await api.game(created.gameId)).players[0].faction).toBe('rebelalliance');
    await expect(
      api.createGame({
        players: [{ squad: "https://launchbaynext.app/?lbx='x'.20.9.1.ll1.1rr" }, { squad: squad('imperial-ties') }],
      }),
    ).rejects.toMatchObject({ code: 'invalid-squad-link', status: 400 });
  });

  it('serves a page saying the web table is not built', async () => {
    const r = await fetch(`${svc.url}/game/${gameId}`);
    expect(r.status).toBe(503);
    expect(await r.text()).toMatch(/web table is not built/);
    expect(((await api.health()) as { web: boolean }).web).toBe(false);
  });
});

describe('connections', () => {
  it('re-join by themselves after a drop, and get their views again', async () => {
    const statuses: string[] = [];
    const conn = await api.connect(gameId, { token: tokens[1], onStatus: (s) => statuses.push(s) });
    const seen = conn.view!.log.length;
    // Cut the socket the way a network does (no close frame).
    const ws = (conn as unknown as { room: Room }).room.connection.transport as unknown as {
      ws: { terminate(): void };
    };
    ws.ws.terminate();
    await until(() => statuses.includes('reconnecting'));
    await until(() => conn.status === 'open');
    expect(conn.seat).toBe(1);
    expect(conn.view!.log.length).toBeGreaterThanOrEqual(seen);
    await conn.close();
  });

  it('resigns, and the finished game replays step by step', async () => {
    const created = await api.createGame({
      players: [
        { name: 'A', squad: squad('rebel-xwings') },
        { squad: squad('imperial-ties'), computer: 'random' },
      ],
      maxRounds: 1,
    });
    const me = await playRandom(api, created.gameId, created.seats[0].token!, { seed: 5 });
    await withTimeout(me.over, 150_000, 'a one-round game');
    await expect(me.conn.resign()).rejects.toMatchObject({ code: 'game-over' });
    const rec = await api.replay(created.gameId);
    const page = await api.replayViews(created.gameId, 0, 50);
    expect(page.total).toBe(rec.choices.length + 1);
    expect(page.views[0]).toMatchObject({ step: 0 });
    expect(page.views.at(-1)!.logLength).toBeLessThanOrEqual(rec.log.length);
    const end = await api.replayViews(created.gameId, page.total - 1, 5);
    expect(end.views).toHaveLength(1);
    expect(end.views[0]!.logLength).toBe(rec.log.length);
    expect(end.views[0]!.view).not.toHaveProperty('seed');
    await me.conn.close();

    const other = await api.createGame({
      players: [{ squad: squad('rebel-xwings') }, { squad: squad('imperial-ties') }],
    });
    const quitter = await api.connect(other.gameId, { token: other.seats[1].token! });
    await quitter.resign();
    await until(() => quitter.game?.status === 'over');
    expect(quitter.game!.result).toMatchObject({ winner: 0, ending: 'resignation', resigned: 1 });
    expect((await api.game(other.gameId)).result).toMatchObject({ ending: 'resignation' });
    await quitter.close();
  }, 200_000);
});
