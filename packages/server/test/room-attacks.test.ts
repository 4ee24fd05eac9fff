/**
 * The two critical holes of issue 20, as an outsider would use them against the running service (each test has a
 * service process of its own, so one that ends the process cannot take the other down with it):
 * - a single room frame whose msgpack holds a 64-bit integer (msgpackr decodes it to a BigInt), sent by a spectator
 *   without any token, must be refused to that client (an `error` message or a closed connection), never end the
 *   process; the other games play on;
 * - a seat token opens a seat only in its own game: `joinById(<victim's room>, { gameId: <own game>, token: <own
 *   token> })` must be refused, and the victim's game is unchanged (no choice stored, no seat's view sent).
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Client, type Room } from '@colyseus/sdk';
import { type Decision, type GameView, randomChoice, type RngState } from '@xwing/engine';
import {
  type CreatedGame,
  type GameConnection,
  GameService,
  type ServiceError,
  type ViewMessage,
  type WelcomeMessage,
} from '@xwing/client';
import { freshDataDir, type ServiceProcess, squad, startServiceProcess } from './service-process.js';
import { int64, joinRaw, mapOf, roomData, encodeType } from './raw-room.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function rng(name: string): RngState {
  return { key: createHash('sha256').update(name).digest('hex'), block: 0, words: [] };
}

async function withService(run: (svc: ServiceProcess, api: GameService) => Promise<void>): Promise<void> {
  const svc = await startServiceProcess({ dataDir: freshDataDir() });
  try {
    await run(svc, new GameService(svc.url));
  } finally {
    await svc.stop();
  }
}

function twoHumans(api: GameService, names: [string, string]): Promise<CreatedGame> {
  return api.createGame({
    players: [
      { name: names[0], squad: squad('rebel-xwings') },
      { name: names[1], squad: squad('imperial-ties') },
    ],
  });
}

/** The seat asked to decide answers with a random legal choice (a random placement may be illegal: try again). */
async function oneChoice(seats: GameConnection[], r: RngState): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const conn = seats.find((c) => c.view?.pending && c.view.pending.player === c.seat);
    if (!conn) throw new Error('no seat is asked to decide');
    const pending = conn.view!.pending!;
    try {
      await conn.choose(randomChoice(conn.view!, pending, r));
      return;
    } catch (e) {
      if ((e as ServiceError).code === 'stale-decision') continue;
      if (pending.options.length > 0) throw e;
    }
  }
  throw new Error('no random choice was accepted in 20 tries');
}

function alive(svc: ServiceProcess): string | null {
  const gone = svc.proc.exitCode !== null || svc.proc.signalCode !== null;
  return gone
    ? `the service exited (${svc.proc.exitCode ?? svc.proc.signalCode}); its stderr ends:\n${svc.stderr().slice(-1500)}`
    : null;
}

describe('a room frame that is not plain JSON', () => {
  it("a spectator's frame holding a 64-bit integer is refused to it alone; the process and other games live on", async () => {
    await withService(async (svc, api) => {
      const other = await twoHumans(api, ['Other A', 'Other B']);
      const seats = await Promise.all(
        [0, 1].map((s) => api.connect(other.gameId, { token: other.seats[s as 0 | 1].token! })),
      );
      await oneChoice(seats, rng('attacks/other'));
      const target = await twoHumans(api, ['Target A', 'Target B']);
      // No token: a spectator.
      const spy = await joinRaw(svc.url, { gameId: target.gameId });
      expect(spy.welcome?.seat).toBe('spectator');
      const pending = spy.views[0]?.view.pending as Decision | undefined;

      // One frame: choice { ref: 2^62 as a msgpack int64, decision, option }.
      const error = spy.nextError(5000).then(
        (e) => `error ${e.code}`,
        () => null,
      );
      spy.sendFrame(
        roomData(
          'choice',
          mapOf([
            ['ref', int64(2n ** 62n)],
            ['decision', encodeType(pending?.id ?? 0)],
            ['option', encodeType(pending?.options[0]?.id ?? 'pass')],
          ]),
        ),
      );
      const outcome = await Promise.race([error, spy.closed.then((code) => `closed ${code}`)]);
      // Long enough for a process that is going down to be gone.
      await sleep(1000);

      expect(alive(svc), 'the frame ended the service process').toBeNull();
      expect(outcome, 'the spectator got neither an error nor a closed connection').toMatch(/^(error|closed)/);
      if (outcome?.startsWith('error')) expect(outcome).not.toBe('error rate-limited');
      expect((await api.health()).ok).toBe(true);
      expect((await api.game(target.gameId)).choices).toBe(0);
      // The other game still plays.
      const before = (await api.game(other.gameId)).choices;
      await oneChoice(seats, rng('attacks/other/2'));
      expect((await api.game(other.gameId)).choices).toBe(before + 1);
      spy.close();
      await Promise.all(seats.map((s) => s.close()));
    });
  });
});

describe("another game's seat token", () => {
  it("joinById(<victim's room>, { gameId: <own game>, token: <own token> }) is refused; the victim's game is unchanged", async () => {
    await withService(async (svc, api) => {
      const victim = await twoHumans(api, ['Victim A', 'Victim B']);
      const own = await twoHumans(api, ['Thief A', 'Thief B']);
      // The victim is at the table, so the victim's room is open (joinById finds it).
      const watching = await api.connect(victim.gameId, { token: victim.seats[0].token! });
      const before = await api.game(victim.gameId);
      expect(before.choices).toBe(0);

      const outcomes: { seat: number; refused: string | null; welcome: WelcomeMessage | null; views: number }[] = [];
      // Both of the thief's seats: one of them is the seat the victim's first decision asks, whoever it is.
      for (const s of [0, 1] as const) {
        const thief = new Client(svc.url);
        const attempt = await thief.joinById(victim.gameId, { gameId: own.gameId, token: own.seats[s].token! }).then(
          (room: Room) => ({ room, refused: null }),
          (e: unknown) => ({ room: null, refused: e instanceof Error ? e.message : String(e) }),
        );
        let welcome: WelcomeMessage | null = null;
        const views: ViewMessage[] = [];
        if (attempt.room) {
          // What the hole gives away: a seat's view of the victim's game, and a choice that is stored.
          const room = attempt.room;
          room.reconnection.enabled = false;
          room.onMessage('welcome', (m: WelcomeMessage) => (welcome = m));
          room.onMessage('view', (m: ViewMessage) => views.push(m));
          const answers = new Map<number, string>();
          room.onMessage('ack', (m: { ref: number }) => answers.set(m.ref, 'ack'));
          room.onMessage('error', (m: { ref?: number; code: string }) => answers.set(m.ref ?? -1, m.code));
          room.onMessage('*', () => undefined);
          await sleep(1000);
          const view = views.at(-1)?.view as GameView | undefined;
          const pending = view?.pending;
          const seat = (welcome as WelcomeMessage | null)?.seat;
          // A random placement may be illegal: a few tries, until one is stored.
          const r = rng(`attacks/thief/${s}`);
          for (let ref = 1; view && pending && pending.player === seat && ref <= 10; ref++) {
            const c = randomChoice(view, pending, r);
            room.send('choice', {
              ref,
              decision: c.decision,
              option: c.option,
              ...(c.value ? { value: c.value } : {}),
            });
            const until = Date.now() + 3000;
            while (!answers.has(ref) && Date.now() < until) await sleep(20);
            if (answers.get(ref) === 'ack') break;
          }
          await room.leave(true).catch(() => undefined);
        }
        outcomes.push({ seat: s, refused: attempt.refused, welcome, views: views.length });
      }

      const after = await api.game(victim.gameId);
      await watching.close();
      for (const o of outcomes) {
        expect(
          o.refused,
          `joinById(victim, thief's seat ${o.seat} token) was accepted: welcome ${JSON.stringify(o.welcome)}, ` +
            `${o.views} views of the victim's game, which now has ${after.choices} stored choices`,
        ).not.toBeNull();
        expect(o.refused).toMatch(/wrong-game|bad-token/);
        expect(o.welcome).toBeNull();
        expect(o.views).toBe(0);
      }
      expect(after.choices, "a choice was stored in the victim's game").toBe(0);
      expect(after.status).toBe('active');
    });
  });
});
