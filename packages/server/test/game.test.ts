/**
 * Two clients play a full game through the service (the built service as a child process, PGlite storage): every
 * view each seat and a spectator receive is checked for hidden information, the finished game's log replays exactly
 * with the engine, and the game is listed as one's own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent } from '@xwing/content';
import { type Choice, replay } from '@xwing/engine';
import { type ChatLine, GameConnection, GameService, LIMITS, type SeatInfo, ServiceError } from '@xwing/client';
import { freshDataDir, type ServiceProcess, squad, startServiceProcess } from './service-process.js';
import { playRandom, withTimeout } from './players.js';

let svc: ServiceProcess;
let api: GameService;

beforeAll(async () => {
  svc = await startServiceProcess({ dataDir: freshDataDir(), env: { ALLOW_CLIENT_SEEDS: '1' } });
  api = new GameService(svc.url);
}, 120_000);

afterAll(async () => {
  await svc?.stop();
});

describe('a full game through the service', () => {
  it('two seats play to the end; nothing hidden leaks; the log replays; the game is listed', async () => {
    const created = await api.createGame({
      players: [
        { name: 'Rebels', squad: squad('rebel-xwings') },
        { name: 'Empire', squad: squad('imperial-ties') },
      ],
      maxRounds: 3,
    });
    const [t0, t1] = [created.seats[0].token!, created.seats[1].token!];
    expect(t0).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const watcher = await playRandom(api, created.gameId, undefined);
    const a = await playRandom(api, created.gameId, t0, { seed: 1 });
    const b = await playRandom(api, created.gameId, t1, { seed: 2 });
    expect(a.conn.seat).toBe(0);
    expect(b.conn.seat).toBe(1);
    expect(watcher.conn.seat).toBe('spectator');
    await withTimeout(Promise.all([a.over, b.over, watcher.over]), 150_000, 'the game');
    expect([...a.problems, ...b.problems, ...watcher.problems]).toEqual([]);
    expect(a.accepted + b.accepted).toBeGreaterThan(20);

    const end = a.conn.game!;
    expect(end.status).toBe('over');
    expect(end.result).not.toBeNull();
    // Both seats and the spectator end on the same public table.
    expect(b.conn.view!.round).toBe(a.conn.view!.round);
    expect(watcher.conn.view!.log.length).toBe(a.conn.view!.log.length);

    const rec = await api.replay(created.gameId);
    expect(rec.choices).toHaveLength(end.choices);
    expect(rec.choices.every((c) => c.decision > 0)).toBe(true);
    const again = replay(rec.setup!, rec.choices as Choice[], loadContent(), rec.log);
    expect(again.mismatch).toBeUndefined();
    expect(again.ok).toBe(true);
    // No message a client received during the game held the seed.
    for (const u of [...a.updates, ...b.updates, ...watcher.updates])
      expect(JSON.stringify(u.view).includes(rec.setup!.seed)).toBe(false);
    // The cards' dice abilities for the odds (issue 22): each attack option of a seat's own declare-attack decision has
    // its entry; the spectator and the other seat get none for it.
    let declared = 0;
    for (const [seat, u] of [...a.updates.map((u) => [0, u] as const), ...b.updates.map((u) => [1, u] as const)]) {
      const p = u.view.pending;
      if (p?.kind !== 'declare-attack') continue;
      const attacks = p.options.filter(
        (o) => typeof (o.data as { defender?: unknown } | undefined)?.defender === 'string',
      );
      if (p.player !== seat) {
        expect(u.view.cardOdds?.options).toBeUndefined();
        continue;
      }
      declared++;
      expect(Object.keys(u.view.cardOdds?.options ?? {}).sort()).toEqual(attacks.map((o) => o.id).sort());
    }
    expect(declared).toBeGreaterThan(0);
    for (const u of watcher.updates) expect(u.view.cardOdds?.options).toBeUndefined();

    const mine = await api.myGames([t1, 'not-a-token']);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ gameId: created.gameId, seat: 1, status: 'over', yourTurn: false });
    await Promise.all([a.conn.close(), b.conn.close(), watcher.conn.close()]);
  }, 200_000);

  it('plays a seat against the computer, which answers on the server', async () => {
    const created = await api.createGame({
      players: [
        { name: 'Me', squad: squad('rebel-xwings') },
        { squad: JSON.stringify(squad('imperial-ties')), computer: 'heuristic' },
      ],
      maxRounds: 2,
      seed: 'a fixed seed for tests',
    });
    expect(created.seats[1]).toMatchObject({ computer: 'heuristic', token: null, link: null });
    const me = await playRandom(api, created.gameId, created.seats[0].token!, { seed: 3 });
    await withTimeout(me.over, 120_000, 'the game against the computer');
    expect(me.problems).toEqual([]);
    const rec = await api.replay(created.gameId);
    expect(rec.setup!.seed).toBe('a fixed seed for tests');
    expect(rec.choices.some((c) => (c as Choice & { seat: number }).seat === 1)).toBe(true);
    await me.conn.close();
  }, 200_000);

  it('chat: seated players write, everyone in the game reads, spectators cannot write, a late joiner sees the kept lines', async () => {
    const created = await api.createGame({
      players: [
        { name: 'Rebels', squad: squad('rebel-xwings') },
        { name: 'Empire', squad: squad('imperial-ties') },
      ],
    });
    const heard: ChatLine[][] = [[], [], []];
    const open = (token: string | undefined, i: number) =>
      GameConnection.open(svc.url, created.gameId, {
        ...(token ? { token } : {}),
        onChat: (lines) => (heard[i] = [...lines]),
      });
    const a = await open(created.seats[0].token!, 0);
    const b = await open(created.seats[1].token!, 1);
    const watcher = await open(undefined, 2);
    await a.say('  good luck, have fun  ');
    await b.say('you too');
    const waitFor = async (i: number, n: number) => {
      for (let t = 0; t < 100 && heard[i]!.length < n; t++) await new Promise((r) => setTimeout(r, 50));
    };
    await Promise.all([waitFor(0, 2), waitFor(1, 2), waitFor(2, 2)]);
    const expected = [
      { id: 1, seat: 0, name: 'Rebels', text: 'good luck, have fun' },
      { id: 2, seat: 1, name: 'Empire', text: 'you too' },
    ];
    for (const lines of heard) expect(lines).toEqual(expected);
    // Refused, each with its reason, and nothing sent on.
    await expect(watcher.say('hello')).rejects.toThrow(/spectators cannot write in the chat/);
    const refusal = async (text: string) =>
      a.say(text).then(
        () => null,
        (e: ServiceError) => e.code,
      );
    expect(await refusal('   ')).toBe('bad-message');
    expect(await refusal('x'.repeat(LIMITS.chatChars + 1))).toBe('bad-message');
    expect(await refusal('bell\u0007')).toBe('bad-message');
    // A connection that joins later gets the kept lines.
    const late = await GameConnection.open(svc.url, created.gameId, { token: created.seats[1].token! });
    for (let t = 0; t < 100 && late.chat.length < 2; t++) await new Promise((r) => setTimeout(r, 50));
    expect(late.chat).toEqual(expected);
    expect(heard[0]).toEqual(expected);
    await Promise.all([a.close(), b.close(), watcher.close(), late.close()]);
  }, 60_000);
  it('check: the pending placement is checked by the engine without being made; rename: a seat renamed for all', async () => {
    const created = await api.createGame({
      players: [
        { name: 'Rebels', squad: squad('rebel-xwings') },
        { name: 'Empire', squad: squad('imperial-ties') },
      ],
      seed: 'check and rename',
    });
    const heard: SeatInfo[][] = [];
    const conns = [
      await GameConnection.open(svc.url, created.gameId, { token: created.seats[0].token! }),
      await GameConnection.open(svc.url, created.gameId, {
        token: created.seats[1].token!,
        onPlayers: (p) => heard.push(p),
      }),
    ];
    const watcher = await GameConnection.open(svc.url, created.gameId, {});
    const code = (p: Promise<void>) =>
      p.then(
        () => 'ok',
        (e: ServiceError) => `${e.code}: ${e.message}`,
      );
    const waitFor = async (ok: () => boolean) => {
      for (let t = 0; t < 100 && !ok(); t++) await new Promise((r) => setTimeout(r, 50));
    };
    // Setup's first decisions (player order) take no pose: they cannot be checked.
    const seen = () => conns[conns[0]!.view!.pending!.player]!.view!.pending!;
    let pending = seen();
    while (pending.accepts !== 'pose') {
      const c = conns[pending.player]!;
      expect(await code(c.check({ decision: pending.id, option: pending.options[0]!.id }))).toMatch(/^not-checkable/);
      await c.choose({ decision: pending.id, option: pending.options[0]!.id });
      const next = pending.id;
      await waitFor(() => conns.every((x) => (x.view!.pending?.id ?? 0) > next));
      pending = seen();
    }
    const mine = conns[pending.player]!;
    const other = conns[1 - pending.player]!;
    const option = pending.kind === 'place-ship' ? 'board' : (pending.options[0]!.data!.obstacle as string);
    const legal = pending.options[0]!.data!.pose as { x: number; y: number; heading: number };
    const check = (c: GameConnection, value: { x: number; y: number; heading: number }) =>
      code(c.check({ decision: pending.id, option, value }));
    // A legal spot: acknowledged, and nothing is made: the same decision is still pending, the log unchanged.
    const logLength = mine.view!.log.length;
    expect(await check(mine, legal)).toBe('ok');
    // The middle of the table or its corner: the engine's own refusal, in its words.
    expect(await check(mine, { x: 10, y: 10, heading: 0 })).toMatch(/range 2 of every edge|range 1 of its player/);
    // Another seat's decision, a spectator: refused.
    expect(await check(other, legal)).not.toBe('ok');
    expect(await code(watcher.check({ decision: pending.id, option, value: legal }))).toMatch(/^spectator/);
    await new Promise((r) => setTimeout(r, 200));
    expect(mine.view!.pending!.id).toBe(pending.id);
    expect(mine.view!.log.length).toBe(logLength);

    // Rename: the seat's new name reaches every connection, the chat and the games list; the game's setup keeps its own.
    await conns[0]!.rename('  Wedge  ');
    await waitFor(() => heard.length > 0);
    expect(heard.at(-1)!.map((p) => p.name)).toEqual(['Wedge', 'Empire']);
    expect(conns[1]!.players!.map((p) => p.name)).toEqual(['Wedge', 'Empire']);
    await waitFor(() => watcher.players?.[0]?.name === 'Wedge');
    expect(watcher.players![0]!.name).toBe('Wedge');
    expect(await code(watcher.rename('Ghost'))).toMatch(/^spectator/);
    expect(await code(conns[1]!.rename('   '))).toMatch(/^bad-message/);
    expect(await code(conns[1]!.rename('x'.repeat(41)))).toMatch(/^bad-message/);
    expect(await code(conns[1]!.rename('bell\u0007'))).toMatch(/^bad-message/);
    const lines: ChatLine[] = [];
    const late = await GameConnection.open(svc.url, created.gameId, {
      token: created.seats[0].token!,
      onChat: (l) => lines.splice(0, lines.length, ...l),
    });
    expect(late.players!.map((p) => p.name)).toEqual(['Wedge', 'Empire']);
    await late.say('renamed');
    await waitFor(() => lines.length > 0);
    expect(lines.at(-1)).toMatchObject({ seat: 0, name: 'Wedge', text: 'renamed' });
    const listed = await api.myGames([created.seats[1].token!]);
    expect(listed[0]!.players.map((p) => p.name)).toEqual(['Wedge', 'Empire']);
    expect(mine.view!.players.map((p) => p.name)).toEqual(['Rebels', 'Empire']);
    await Promise.all([...conns, watcher, late].map((c) => c.close()));
  }, 60_000);

  it('a computer seat may be one of the levels (issue 28): the normal level plays its seat', async () => {
    const created = await api.createGame({
      players: [
        { name: 'Me', squad: squad('rebel-xwings') },
        { squad: JSON.stringify(squad('imperial-ties')), computer: 'normal' },
      ],
      maxRounds: 1,
      seed: 'a fixed seed for the levels',
    });
    expect(created.seats[1]).toMatchObject({ computer: 'normal' });
    const me = await playRandom(api, created.gameId, created.seats[0].token!, { seed: 4 });
    await withTimeout(me.over, 180_000, 'the game against the normal level');
    expect(me.problems).toEqual([]);
    const rec = await api.replay(created.gameId);
    expect(rec.choices.some((c) => (c as Choice & { seat: number }).seat === 1)).toBe(true);
    await me.conn.close();
  }, 240_000);
});
