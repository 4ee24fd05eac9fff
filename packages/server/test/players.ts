/**
 * Test players: a seat played over the service by the engine's random player, and the hidden-information checks run
 * on every view a connection receives.
 */
import { createHash } from 'node:crypto';
import { type Decision, type GameView, type PlayerIndex, randomChoice, type RngState } from '@xwing/engine';
import { GameConnection, type GameUpdate, GameService, type Seat, ServiceError } from '@xwing/client';

/** Throws when a view shows anything its seat may not see. */
export function checkHidden(seat: Seat, u: GameUpdate): void {
  const v = u.view as GameView & Record<string, unknown>;
  const json = JSON.stringify(v);
  if ('seed' in v || 'rng' in v) throw new Error(`${seat}: the view holds the generator`);
  if (/"damageDeck"\s*:/.test(json)) throw new Error(`${seat}: the view holds a damage deck`);
  const owner = new Map(v.ships.map((s) => [s.id, s.player]));
  for (const s of v.ships) {
    if (s.dial && !s.dial.revealed && s.player !== seat && s.dial.maneuver !== 'hidden')
      throw new Error(`${seat}: sees ${s.id}'s unrevealed dial ${s.dial.maneuver}`);
    for (const d of s.damage) if (!d.faceup && d.card !== 'facedown') throw new Error(`${seat}: sees a facedown card`);
  }
  for (const e of u.events) {
    if (e.type === 'dial-set' && e.ship && owner.get(e.ship) !== seat && e.data && 'maneuver' in e.data)
      throw new Error(`${seat}: event ${e.seq} shows ${e.ship}'s dial`);
    if (e.data && e.data.faceup === false && 'card' in e.data) throw new Error(`${seat}: event ${e.seq} shows a card`);
  }
}

export interface PlayedSeat {
  conn: GameConnection;
  /** Every update received (for checks after the game). */
  updates: GameUpdate[];
  /** Choices this player sent that the server accepted. */
  accepted: number;
  /** Those choices (decision and option), in order. */
  acked: { decision: number; option: string }[];
  /** Resolves when the game is over. */
  over: Promise<void>;
  /** Problems seen (a failed check, an unexpected refusal). */
  problems: string[];
  stop(): void;
}

/** Connects to a game and plays the token's seat with the random player until the game ends. */
export async function playRandom(
  service: GameService,
  gameId: string,
  token: string | undefined,
  opts: { seed?: number; thinkMs?: number } = {},
): Promise<PlayedSeat> {
  const rng: RngState = {
    key: createHash('sha256')
      .update(`test-player/${opts.seed ?? 1}`)
      .digest('hex'),
    block: 0,
    words: [],
  };
  const problems: string[] = [];
  const updates: GameUpdate[] = [];
  let stopped = false;
  let resolveOver!: () => void;
  const over = new Promise<void>((r) => (resolveOver = r));
  let answering: number | null = null;
  let seat: Seat = 'spectator';
  const played: PlayedSeat = {
    conn: null!,
    updates,
    accepted: 0,
    acked: [],
    over,
    problems,
    stop: () => (stopped = true),
  };

  const act = async (conn: GameConnection) => {
    const view = conn.view;
    const pending: Decision | null | undefined = view?.pending;
    if (stopped || !view || !pending || conn.game?.status !== 'active' || seat === 'spectator') return;
    if (pending.player !== seat || answering === pending.id) return;
    answering = pending.id;
    if (opts.thinkMs) await new Promise((r) => setTimeout(r, opts.thinkMs));
    for (let attempt = 0; attempt < 20; attempt++) {
      const c = randomChoice(view, pending, rng);
      try {
        await conn.choose(c);
        played.accepted++;
        played.acked.push({ decision: c.decision, option: c.option });
        return;
      } catch (e) {
        if (!(e instanceof ServiceError)) throw e;
        // Placements drawn at random may be illegal; a listed option refused would be an engine bug.
        if (e.code === 'disconnected' || e.code === 'stale-decision') {
          answering = null;
          return;
        }
        // A player answering faster than a person could is slowed down by the service: wait, then try again.
        if (e.code === 'rate-limited') {
          await new Promise((r) => setTimeout(r, 1000));
          attempt--;
          continue;
        }
        if (pending.options.length > 0) problems.push(`listed option ${c.option} refused: ${e.code} ${e.message}`);
      }
    }
    problems.push(`no legal random choice for decision ${pending.id} (${pending.kind})`);
  };

  const onUpdate = (u: GameUpdate) => {
    updates.push(u);
    seat = u.view.seat;
    try {
      checkHidden(seat, u);
    } catch (e) {
      problems.push((e as Error).message);
    }
    if (u.game.status === 'over') {
      resolveOver();
      return;
    }
    // A full view after a re-join: answer again whatever is pending.
    if (u.full) answering = null;
    if (played.conn) void act(played.conn).catch((e: unknown) => problems.push(String(e)));
  };
  const conn = await service.connect(gameId, { ...(token ? { token } : {}), onUpdate });
  played.conn = conn;
  seat = conn.seat;
  if (conn.game?.status === 'over') resolveOver();
  void act(conn).catch((e: unknown) => problems.push(String(e)));
  return played;
}

export function otherSeat(s: PlayerIndex): PlayerIndex {
  return (1 - s) as PlayerIndex;
}

export function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([
    p,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: no end in ${ms / 1000} s`)), ms)),
  ]);
}

/** Polls `cond` every 20 ms until it holds; throws after `ms`. */
export async function until(cond: () => boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
