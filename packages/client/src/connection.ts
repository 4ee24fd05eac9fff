/**
 * A live seat (or spectator) connection to one game: joins the game's Colyseus room, keeps the seat's complete view
 * (appending each message's log events), sends choices and resignations and matches their acks, and reconnects by
 * itself after a drop or a server restart by joining again with the same token.
 */
import { Client, type Room } from '@colyseus/sdk';
import type { Choice, GameEvent, GameView, PlayerIndex } from '@xwing/engine';
import { fromMatchmaking, ServiceError } from './errors.js';
import {
  type ChatLine,
  type ChatMessage,
  type ChoiceMessage,
  type ErrorMessage,
  type GameInfo,
  type JoinOptions,
  LIMITS,
  type PlayersMessage,
  type PresenceMessage,
  ROOM_NAME,
  type Seat,
  type SeatInfo,
  type ViewMessage,
  type WelcomeMessage,
} from './protocol.js';

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export interface GameUpdate {
  /** The seat's complete view, log included. */
  view: GameView;
  game: GameInfo;
  /** The log events this update added (the whole log after a (re)join). */
  events: GameEvent[];
  /** True when the view was rebuilt from scratch (first join, re-join, sync). */
  full: boolean;
}

export interface ConnectOptions {
  /** A seat token; absent: watch as a spectator. */
  token?: string;
  onUpdate?: (update: GameUpdate) => void;
  onStatus?: (status: ConnectionStatus) => void;
  onPresence?: (presence: PresenceMessage) => void;
  /** The chat's lines, all of them each time one arrives (oldest first). */
  onChat?: (lines: readonly ChatLine[]) => void;
  /** The seats' names after a player renamed their seat. */
  onPlayers?: (players: [SeatInfo, SeatInfo]) => void;
  /** Errors not tied to a choice (e.g. a refused re-join). */
  onError?: (error: ServiceError) => void;
  /** Reconnect after a drop (default true). */
  reconnect?: boolean;
}

interface Pending {
  resolve: () => void;
  reject: (e: ServiceError) => void;
}

const MIN_DELAY = 250;
/** Join refusals that waiting does not change. */
const FINAL_JOIN_REFUSALS = new Set([
  'bad-token',
  'unknown-game',
  'rules-changed',
  'wrong-game',
  'bad-request',
  'forbidden-origin',
]);
const MAX_DELAY = 5000;

export class GameConnection {
  seat: Seat = 'spectator';
  players: [SeatInfo, SeatInfo] | null = null;
  status: ConnectionStatus = 'connecting';
  view: GameView | null = null;
  game: GameInfo | null = null;
  presence: PresenceMessage | null = null;
  /** The game's chat as this connection has heard it (the room's kept lines on joining, then each new one). */
  chat: ChatLine[] = [];

  private room: Room | null = null;
  private log: GameEvent[] = [];
  private nextRef = 1;
  private pending = new Map<number, Pending>();
  private closed = false;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private delay = MIN_DELAY;

  private constructor(
    private readonly client: Client,
    readonly gameId: string,
    private readonly opts: ConnectOptions,
  ) {}

  /** Joins the game; resolves once the first view has arrived. */
  static async open(baseUrl: string, gameId: string, opts: ConnectOptions = {}): Promise<GameConnection> {
    const c = new GameConnection(new Client(baseUrl), gameId, opts);
    await c.join();
    return c;
  }

  /** Answers the pending decision; resolves when the server committed it, rejects with the refusal. */
  choose(choice: Pick<Choice, 'decision' | 'option' | 'value'>): Promise<void> {
    const msg: ChoiceMessage = { decision: choice.decision, option: choice.option };
    if (choice.value !== undefined) msg.value = choice.value;
    return this.send('choice', msg);
  }

  /**
   * Asks whether the pending placement would be taken at this pose, without sending it: resolves when the engine would
   * take it, rejects with the engine's refusal (only decisions that take a pose: `not-checkable` otherwise).
   */
  check(choice: Pick<Choice, 'decision' | 'option' | 'value'>): Promise<void> {
    const msg: ChoiceMessage = { decision: choice.decision, option: choice.option };
    if (choice.value !== undefined) msg.value = choice.value;
    return this.send('check', msg);
  }

  /** Changes this seat's name as the game shows it; resolves when every connection of the game has been told. */
  rename(name: string): Promise<void> {
    return this.send('rename', { name });
  }

  /** Resigns the seat: the other seat wins. */
  resign(): Promise<void> {
    return this.send('resign', {});
  }

  /** Writes a line in the game's chat; resolves when the service sent it on, rejects with its refusal. */
  say(text: string): Promise<void> {
    return this.send('chat', { text });
  }

  /** Asks for a full view again. */
  sync(): void {
    this.room?.send('sync', {});
  }

  /** The seat to move, or null; convenient for pages. */
  get waitingFor(): PlayerIndex | null {
    return this.game?.waitingFor ?? null;
  }

  get myTurn(): boolean {
    return this.seat !== 'spectator' && this.game?.status === 'active' && this.game.waitingFor === this.seat;
  }

  /** Leaves the game for good (no reconnection). */
  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    this.setStatus('closed');
    this.failPending('closed', 'the connection was closed');
    const room = this.room;
    this.room = null;
    if (room) await room.leave(true).catch(() => undefined);
  }

  private send(
    type: 'choice' | 'check' | 'resign' | 'chat' | 'rename',
    msg: { ref?: number; text?: string; name?: string },
  ): Promise<void> {
    if (this.seat === 'spectator')
      return Promise.reject(
        new ServiceError(
          'spectator',
          type === 'chat' ? 'spectators cannot write in the chat' : 'spectators cannot play',
        ),
      );
    if (!this.room || this.status !== 'open')
      return Promise.reject(new ServiceError('disconnected', 'not connected to the game (reconnecting)'));
    const ref = this.nextRef++;
    return new Promise((resolve, reject) => {
      this.pending.set(ref, { resolve, reject });
      this.room!.send(type, { ...msg, ref });
    });
  }

  private async join(): Promise<void> {
    const options: JoinOptions = { gameId: this.gameId };
    if (this.opts.token) options.token = this.opts.token;
    let room: Room;
    try {
      room = await this.client.joinOrCreate(ROOM_NAME, options);
    } catch (e) {
      throw fromMatchmaking(e);
    }
    if (this.closed) {
      await room.leave(true).catch(() => undefined);
      return;
    }
    // Our own re-join replaces the SDK's reconnection: it also survives a server restart.
    room.reconnection.enabled = false;
    this.room = room;
    const firstView = new Promise<void>((resolve, reject) => {
      let seen = false;
      room.onMessage('welcome', (m: WelcomeMessage) => {
        this.seat = m.seat;
        this.players = m.players;
      });
      room.onMessage('players', (m: PlayersMessage) => {
        this.players = m.players;
        this.opts.onPlayers?.(m.players);
      });
      room.onMessage('view', (m: ViewMessage) => {
        // Only a full view opens the connection: an update that arrives first (a computer seat moved as the seat
        // joined) has nothing to apply to, so onView asks for a full view and the connection opens with it.
        if (!seen && m.from === 0) {
          // Open before the page hears of the view, so it can answer the pending decision at once.
          seen = true;
          this.delay = MIN_DELAY;
          this.setStatus('open');
          resolve();
        }
        this.onView(m);
      });
      room.onMessage('ack', (m: { ref: number }) => {
        this.pending.get(m.ref)?.resolve();
        this.pending.delete(m.ref);
      });
      room.onMessage('error', (m: ErrorMessage) => {
        const err = new ServiceError(m.code, m.message);
        const p = m.ref !== undefined ? this.pending.get(m.ref) : undefined;
        if (p && m.ref !== undefined) {
          this.pending.delete(m.ref);
          p.reject(err);
        } else this.opts.onError?.(err);
      });
      room.onMessage('chat', (m: ChatMessage) => {
        if (!m.full && !m.lines.length) return;
        this.chat = (m.full ? m.lines : [...this.chat, ...m.lines]).slice(-LIMITS.chatLinesKept);
        this.opts.onChat?.(this.chat);
      });
      room.onMessage('presence', (m: PresenceMessage) => {
        this.presence = m;
        this.opts.onPresence?.(m);
      });
      room.onMessage('*', () => undefined);
      room.onLeave((code: number) => {
        if (this.room !== room) return;
        this.room = null;
        if (!seen) reject(new ServiceError('disconnected', `the connection closed before the first view (${code})`));
        this.dropped();
      });
    });
    await firstView;
  }

  private onView(m: ViewMessage): void {
    if (m.from === 0) this.log = [...m.events];
    else if (m.from === this.log.length) this.log.push(...m.events);
    else {
      // A gap (should not happen on one ordered connection): ask for everything again.
      this.sync();
      return;
    }
    this.view = { ...(m.view as Omit<GameView, 'log'>), log: this.log } as GameView;
    this.game = m.game;
    this.opts.onUpdate?.({ view: this.view, game: m.game, events: m.events, full: m.from === 0 });
  }

  private dropped(): void {
    this.failPending('disconnected', 'the connection dropped before the server answered');
    if (this.closed) return;
    if (this.opts.reconnect === false) {
      this.setStatus('closed');
      return;
    }
    this.setStatus('reconnecting');
    this.scheduleRejoin();
  }

  private scheduleRejoin(): void {
    if (this.closed || this.retry) return;
    const delay = this.delay;
    this.delay = Math.min(MAX_DELAY, this.delay * 2);
    this.retry = setTimeout(() => {
      this.retry = null;
      this.join().catch((e: unknown) => {
        const err = e instanceof ServiceError ? e : new ServiceError('network', String(e));
        // A refused token, a game that no longer exists or one of rules this service no longer plays will not get
        // better by waiting (nor will a join that names another game than the room's). The bounds on spectators and
        // connections may free up, so those are retried with the back-off.
        if (FINAL_JOIN_REFUSALS.has(err.code)) {
          this.setStatus('closed');
          this.opts.onError?.(err);
          return;
        }
        this.scheduleRejoin();
      });
    }, delay);
  }

  private failPending(code: string, message: string): void {
    for (const p of this.pending.values()) p.reject(new ServiceError(code, message));
    this.pending.clear();
  }

  private setStatus(s: ConnectionStatus): void {
    if (this.status === s) return;
    this.status = s;
    this.opts.onStatus?.(s);
  }
}
