/**
 * The room's own defences (docs/service.md, "Threat model"): a message that is not plain JSON is refused before any
 * code reads it and the process lives on; a seat is opened only by its own game's token, whatever room the
 * matchmaker was asked for; spectators per game and connections per address are bounded; presence is batched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, type Room } from '@colyseus/sdk';
import { type ErrorMessage, GameService, LIMITS, type PresenceMessage, type ViewMessage } from '@xwing/client';
import { freshDataDir, type ServiceProcess, squad, startServiceProcess } from './service-process.js';
import { until, withTimeout } from './players.js';
import { openRawRoom, reserveSeat } from './raw-room.js';

/** Low enough to reach in a test, high enough for the spectators below. */
const CONNECTIONS = LIMITS.spectatorsPerGame + 12;

let svc: ServiceProcess;
let api: GameService;

async function newGame(): Promise<{ gameId: string; tokens: [string, string] }> {
  const created = await api.createGame({
    players: [
      { name: 'A', squad: squad('rebel-xwings') },
      { name: 'B', squad: squad('imperial-ties') },
    ],
  });
  return { gameId: created.gameId, tokens: [created.seats[0].token!, created.seats[1].token!] };
}

interface Joined {
  room: Room;
  views: ViewMessage[];
  errors: ErrorMessage[];
  presence: PresenceMessage[];
}

async function join(how: (c: Client) => Promise<Room>): Promise<Joined> {
  const room = await how(new Client(svc.url));
  room.reconnection.enabled = false;
  const j: Joined = { room, views: [], errors: [], presence: [] };
  room.onMessage('view', (v: ViewMessage) => j.views.push(v));
  room.onMessage('error', (e: ErrorMessage) => j.errors.push(e));
  room.onMessage('presence', (p: PresenceMessage) => j.presence.push(p));
  room.onMessage('*', () => undefined);
  await until(() => j.views.length > 0);
  return j;
}

beforeAll(async () => {
  svc = await startServiceProcess({
    dataDir: freshDataDir(),
    // The join rate (60 a minute) would refuse this test's own hundred spectators before the bounds it checks.
    env: { CONNECTIONS_PER_ADDRESS: String(CONNECTIONS), GAMES_PER_MINUTE: '1000', JOINS_PER_MINUTE: '100000' },
  });
  api = new GameService(svc.url);
}, 120_000);

afterAll(async () => {
  await svc?.stop();
});

describe('messages that are not plain JSON', () => {
  it('are refused with not-json, and the process and the game live on', async () => {
    const { gameId, tokens } = await newGame();
    const watcher = await join((c) => c.joinOrCreate('game', { gameId }));
    const seat = await join((c) => c.joinOrCreate('game', { gameId, token: tokens[0] }));
    const before = (await api.game(gameId)).choices;
    // msgpack carries these; JSON cannot (a 64-bit integer once ended the whole process from a spectator's frame).
    const payloads: [Joined, string, unknown][] = [
      [watcher, 'choice', { ref: 1, decision: 2n ** 62n, option: 'x' }],
      [watcher, 'sync', { n: -(2n ** 63n) }],
      [watcher, 'resign', 2n ** 40n],
      [seat, 'choice', { ref: 2, decision: 0, option: 'x', value: new Uint8Array([1, 2, 3]) }],
      [seat, 'choice', { ref: 3, decision: 0, option: 'x', value: new Date(0) }],
      [seat, 'choice', { ref: 4, decision: Number.NaN, option: 'x' }],
      [seat, 'launch', { deep: JSON.parse('['.repeat(40) + ']'.repeat(40)) as unknown }],
    ];
    for (const [who, type, payload] of payloads) {
      const seen = who.errors.length;
      who.room.send(type, payload);
      await withTimeout(
        until(() => who.errors.length > seen),
        5000,
        `an error for ${type}`,
      );
      const e = who.errors.at(-1)!;
      expect(e.code, `${type}`).toBe('not-json');
      expect(e.message).toMatch(/plain JSON/);
    }
    expect(svc.proc.exitCode).toBeNull();
    expect((await api.game(gameId)).choices).toBe(before);
    // Still answering: a sync gets a full view.
    const views = seat.views.length;
    seat.room.send('sync', {});
    await until(() => seat.views.length > views);
    await Promise.all([watcher, seat].map((j) => j.room.leave(true).catch(() => undefined)));
  });
});

describe('seat tokens', () => {
  it('open only their own game: joinById with another game in the options is refused', async () => {
    const victim = await newGame();
    const mine = await newGame();
    // The victim is playing: their room is open, so it can be named by id.
    const owner = await join((c) => c.joinOrCreate('game', { gameId: victim.gameId, token: victim.tokens[1] }));
    const victimBefore = (await api.game(victim.gameId)).choices;
    // The room named by id is the victim's; the options claim the attacker's own game and token.
    const theft = new Client(svc.url).joinById(victim.gameId, { gameId: mine.gameId, token: mine.tokens[0] });
    await expect(theft).rejects.toThrow(/wrong-game/);
    // A token of another game, naming the victim's game honestly, is refused too.
    await expect(
      new Client(svc.url).joinById(victim.gameId, { gameId: victim.gameId, token: mine.tokens[0] }),
    ).rejects.toThrow(/bad-token/);
    expect((await api.game(victim.gameId)).choices).toBe(victimBefore);
    // The right token still opens the other seat by id.
    const other = await join((c) => c.joinById(victim.gameId, { gameId: victim.gameId, token: victim.tokens[0] }));
    expect(other.views[0]!.view.ships.length).toBeGreaterThan(0);
    await Promise.all([owner, other].map((j) => j.room.leave(true)));
  });
});

describe('bounds', () => {
  it('admits LIMITS.spectatorsPerGame spectators, batches their presence, and bounds connections per address', async () => {
    const { gameId, tokens } = await newGame();
    const first = await join((c) => c.joinOrCreate('game', { gameId }));
    const rest = await Promise.all(
      Array.from({ length: LIMITS.spectatorsPerGame - 1 }, () => join((c) => c.joinById(gameId, { gameId }))),
    );
    await until(() => first.presence.at(-1)?.spectators === LIMITS.spectatorsPerGame);
    // One update per join would be ~100 messages to each of 100 connections; batched, a handful.
    expect(first.presence.length).toBeLessThan(LIMITS.spectatorsPerGame / 4);
    await expect(new Client(svc.url).joinById(gameId, { gameId })).rejects.toThrow(/too-many-spectators/);
    // A seat always gets in.
    const player = await join((c) => c.joinById(gameId, { gameId, token: tokens[0] }));
    // Then the address's connections run out, in any game.
    const other = await newGame();
    const extra: Joined[] = [];
    let refused: unknown = null;
    for (let i = 0; i < 20 && refused === null; i++) {
      try {
        extra.push(await join((c) => c.joinOrCreate('game', { gameId: other.gameId })));
      } catch (e) {
        refused = e;
      }
    }
    expect(String(refused)).toMatch(/too-many-connections/);
    expect(1 + rest.length + 1 + extra.length).toBe(CONNECTIONS);
    // A forged address changes nothing (no trusted proxy here): neither a forwarded header nor the header by which
    // the HTTP side tells the room the client's address.
    const forged = await reserveSeat(
      svc.url,
      'joinById',
      other.gameId,
      { gameId: other.gameId },
      { 'x-forwarded-for': '198.51.100.9', 'x-real-ip': '198.51.100.9', 'x-xwing-client-address': '198.51.100.9' },
    );
    expect(forged.ok).toBe(true);
    if (forged.ok) await expect(openRawRoom(svc.url, forged.reservation)).rejects.toThrow(/closed/);
    // Leaving gives the budget back.
    await extra.pop()!.room.leave(true);
    await until(() => false, 300).catch(() => undefined);
    extra.push(await join((c) => c.joinOrCreate('game', { gameId: other.gameId })));
    await Promise.all([first, ...rest, player, ...extra].map((j) => j.room.leave(true).catch(() => undefined)));
  });
});
