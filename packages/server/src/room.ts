/**
 * One Colyseus room per game (docs/service.md, "The room"). The room holds the authoritative state, applies each
 * seat's choices with the engine one at a time, commits every accepted choice before acknowledging it, and sends each
 * connection only its seat's view. Computer seats are answered by the AI pool off the event loop.
 */
import { type Client, type RoomException, Room, ServerError } from '@colyseus/core';
import type { Content } from '@xwing/content';
import {
  apply,
  applyInPlace,
  CALL_TIME,
  cardOddsFor,
  type Choice,
  type GameState,
  type PlayerIndex,
  randomChoice,
  RULES_VERSION,
  transientViewFor,
  viewFor,
} from '@xwing/engine';
import {
  LIMITS,
  PROTOCOL_VERSION,
  type ChatLine,
  type ErrorMessage,
  type GameResult,
  type PresenceMessage,
  type Seat,
  type SeatInfo,
  type ViewMessage,
  type WelcomeMessage,
} from '@xwing/client';
import type { z } from 'zod';
import { type AiPool, aiRng } from './ai-pool.js';
import { contentOf } from './contents.js';
import { badText, CLIENT_ADDRESS_HEADER } from './http.js';
import {
  infoOf,
  type LiveGame,
  loadLiveGame,
  progressOf,
  RequestError,
  seatOfToken,
  SNAPSHOT_EVERY,
  storedChoice,
} from './games.js';
import type { Logger } from './log.js';
import { checkPlainJson } from './plain-json.js';
import { ChatSchema, ChoiceSchema, firstIssue, JoinSchema, RenameSchema, ResignSchema, SyncSchema } from './schemas.js';
import type { Storage, StoredChoice } from './storage/index.js';
import { ruleSetOf, seedOf } from './start.js';

export interface RoomDeps {
  storage: Storage;
  content: Content;
  ai: AiPool;
  log: Logger;
  /** WebSocket connections one address may hold at once, over all games (default LIMITS.connectionsPerAddress). */
  connectionsPerAddress?: number;
  /** How long a minute of a game's clock lasts (tests shorten it; default 60,000 ms). */
  minuteMs?: number;
}

/** What the matchmaker's check hands the room: only a hint; the room decides the seat itself (`onJoin`). */
interface JoinAuth {
  address: string;
}

interface SeatData {
  seat: Seat;
  address: string;
  /** Token bucket for the message rate. */
  tokens: number;
  refilled: number;
}

type GameClient = Client<{ userData: SeatData; auth: JoinAuth }>;

/** How long presence changes are gathered before one update goes to every connection. */
const PRESENCE_BATCH_MS = 100;

/** The room class for these dependencies (one per process, like Colyseus's matchmaker). */
// Typed as a plain constructor: the class expression's private members cannot appear in a declaration file.
export function gameRoom(deps: RoomDeps): new () => Room {
  const { storage, content, ai, log } = deps;
  const connectionsPerAddress = deps.connectionsPerAddress ?? LIMITS.connectionsPerAddress;
  const minuteMs = deps.minuteMs ?? 60_000;
  /** Open connections by client address, over every room of this process. */
  const connections = new Map<string, number>();

  return class GameRoom extends Room {
    /**
     * Runs where the join request arrives, before a seat is reserved: refuses bad requests, unknown games and tokens
     * early and notes the client's address. It is told only what the client claims (a `joinById` may name another
     * room than `gameId`), so it decides nothing: the room's own `onJoin` checks the token against its game.
     */
    static override async onAuth(_token: string, options: unknown, context: { headers?: Headers }): Promise<JoinAuth> {
      const parsed = JoinSchema.safeParse(options);
      if (!parsed.success) throw new ServerError(400, `bad-request: ${firstIssue(parsed.error)}`);
      const row = await storage.gameRow(parsed.data.gameId);
      if (!row) throw new ServerError(404, `unknown-game: no game "${parsed.data.gameId}"`);
      if (parsed.data.token !== undefined && seatOfToken(row.seats, parsed.data.token) === null)
        throw new ServerError(403, 'bad-token: that token does not hold a seat in this game');
      // Written by the HTTP side for every matchmaker request (http.ts), from the socket or a trusted proxy.
      const address = context.headers?.get(CLIENT_ADDRESS_HEADER);
      if (!address) throw new ServerError(500, 'internal: a join reached the room without its client address');
      return { address };
    }

    game!: LiveGame;
    /** Choices, resignations and AI answers run one at a time, in arrival order. */
    private queue: Promise<unknown> = Promise.resolve();
    /** The decision a computer seat is thinking about. */
    private thinking: number | null = null;
    private disposed = false;
    private presenceTimer: ReturnType<typeof setTimeout> | null = null;
    /**
     * The game's chat, the last LIMITS.chatLinesKept lines, in this room's memory only: a room that closes (every
     * connection gone, a restart) starts the chat again.
     */
    private chat: ChatLine[] = [];
    private chatId = 0;
    /** Calls time when the game's clock runs out (armClock). */
    private clockTimer: ReturnType<typeof setTimeout> | null = null;

    override async onCreate(options: unknown): Promise<void> {
      const parsed = JoinSchema.safeParse(options);
      if (!parsed.success) throw new ServerError(400, `bad-request: ${firstIssue(parsed.error)}`);
      const game = await loadLiveGame(storage, content, parsed.data.gameId).catch((e: unknown) => {
        // A refusal the player can read (a game of older rules): the matchmaker passes "code: message" on.
        if (e instanceof RequestError) throw new ServerError(e.status, `${e.code}: ${e.message}`);
        throw e;
      });
      if (!game) throw new ServerError(404, `unknown-game: no game "${parsed.data.gameId}"`);
      this.game = game;
      // The room id is the game id: two processes racing to open one game cannot both win (the driver's insert
      // arbitrates), and nothing else needs a mapping.
      this.roomId = game.id;
      this.maxMessagesPerSecond = LIMITS.disconnectPerSecond;
      // No shared schema state, so Colyseus's patches carry nothing; its default 20 Hz patch timer per room was ten
      // thousand empty timer callbacks a second at 500 games. Once a second keeps its clock ticking.
      this.patchRate = 1000;
      // A seat reserved by the matchmaker waits this long for its WebSocket (slow networks, busy clients).
      this.seatReservationTimeout = 60;
      this.onMessage('choice', (c: GameClient, m: unknown) =>
        this.guarded(c, 'choice', m, ChoiceSchema, this.onChoice),
      );
      this.onMessage('resign', (c: GameClient, m: unknown) =>
        this.guarded(c, 'resign', m, ResignSchema, this.onResign),
      );
      this.onMessage('sync', (c: GameClient, m: unknown) => this.guarded(c, 'sync', m, SyncSchema, this.onSync));
      this.onMessage('chat', (c: GameClient, m: unknown) => this.guarded(c, 'chat', m, ChatSchema, this.onChat));
      this.onMessage('check', (c: GameClient, m: unknown) => this.guarded(c, 'check', m, ChoiceSchema, this.onCheck));
      this.onMessage('rename', (c: GameClient, m: unknown) =>
        this.guarded(c, 'rename', m, RenameSchema, this.onRename),
      );
      this.onMessage('*', (c: GameClient, type: string | number, m: unknown) => {
        if (!this.allow(c, m, undefined)) return;
        this.fail(
          c,
          undefined,
          'unknown-message',
          `no message type "${String(type)}" (choice, check, resign, sync, chat, rename)`,
        );
      });
      this.runComputer();
      this.armClock();
    }

    /**
     * The room's own check, whatever the matchmaker was told: the join must name this game, and a token must hold a
     * seat of this game (a token of another game once opened this one's seat through `joinById`). Then the
     * per-game spectator bound and the per-address connection bound.
     */
    override onJoin(client: GameClient, options: unknown, auth: JoinAuth | undefined): void {
      const g = this.game;
      const parsed = JoinSchema.safeParse(options);
      if (!parsed.success) throw new ServerError(400, `bad-request: ${firstIssue(parsed.error)}`);
      if (parsed.data.gameId !== g.id)
        throw new ServerError(403, `wrong-game: this is game "${g.id}", not "${parsed.data.gameId}"`);
      let seat: Seat = 'spectator';
      if (parsed.data.token !== undefined) {
        const s = seatOfToken(g.seats, parsed.data.token);
        if (s === null) throw new ServerError(403, 'bad-token: that token does not hold a seat in this game');
        seat = s;
      }
      if (seat === 'spectator') {
        let spectators = 0;
        for (const c of this.clients as GameClient[]) if (c.userData?.seat === 'spectator') spectators++;
        if (spectators >= LIMITS.spectatorsPerGame)
          throw new ServerError(429, `too-many-spectators: a game may have ${LIMITS.spectatorsPerGame} spectators`);
      }
      const address = auth?.address ?? 'unknown';
      const open = connections.get(address) ?? 0;
      if (open >= connectionsPerAddress)
        throw new ServerError(429, `too-many-connections: one address may hold ${connectionsPerAddress} connections`);
      connections.set(address, open + 1);
      client.userData = { seat, address, tokens: LIMITS.messageBurst, refilled: Date.now() };
      const welcome: WelcomeMessage = {
        protocol: PROTOCOL_VERSION,
        gameId: g.id,
        seat,
        players: this.playersOf(),
      };
      client.send('welcome', welcome);
      client.send('chat', { lines: this.chat, full: true });
      // Through the queue: a choice being committed right now is shown only once it is committed.
      this.enqueue(() => this.sendFull(client));
      this.schedulePresence();
    }

    override onLeave(client: GameClient): void {
      const address = client.userData?.address;
      if (address !== undefined) {
        const open = (connections.get(address) ?? 1) - 1;
        if (open > 0) connections.set(address, open);
        else connections.delete(address);
        // Counted once: Colyseus may call onLeave again for a client that failed while leaving.
        client.userData = undefined;
      }
      this.schedulePresence();
    }

    /**
     * The last line of each boundary: a throw in a message handler ends that message (the client is told), in any
     * other hook it is logged; refusals thrown on purpose (ServerError in onJoin) still reach the joining client.
     */
    override onUncaughtException(error: RoomException, method: string): void {
      const cause = error.cause ?? error;
      // A refusal thrown on purpose (a bad token, a game of older rules) is the client's answer, not a fault.
      if (cause instanceof ServerError && cause.code < 500) return;
      const id = this.game?.id ?? this.roomId;
      log.error(`game ${id}: ${method} failed`, cause);
      const client = (error as { client?: GameClient }).client;
      if (method === 'onMessage' && client?.userData)
        this.fail(client, undefined, 'internal', 'the service failed on this message; nothing changed');
    }

    override async onDispose(): Promise<void> {
      this.disposed = true;
      if (this.presenceTimer) clearTimeout(this.presenceTimer);
      if (this.clockTimer) clearTimeout(this.clockTimer);
      // Let a commit in flight finish before the room goes.
      await this.queue.catch(() => undefined);
    }

    // ---- messages ----

    /** Size and rate limits, then the schema, then the handler (in the game's queue). */
    private guarded<S extends z.ZodType>(
      client: GameClient,
      type: string,
      message: unknown,
      schema: S,
      handler: (client: GameClient, m: z.infer<S>) => Promise<void> | void,
    ): void {
      // A ref is echoed only once the message is known to be plain JSON (refOf reads a number, nothing else).
      const ref = refOf(message);
      if (!this.allow(client, message, ref)) return;
      const parsed = schema.safeParse(message);
      if (!parsed.success) {
        this.fail(client, ref, 'bad-message', `${type}: ${firstIssue(parsed.error)}`);
        return;
      }
      this.enqueue(() => handler.call(this, client, parsed.data));
    }

    /** Rate, then plain JSON within the size and depth limits: nothing else looks at a message before this. */
    private allow(client: GameClient, message: unknown, ref: number | undefined): boolean {
      const d = client.userData;
      if (!d) return false;
      const now = Date.now();
      d.tokens = Math.min(LIMITS.messageBurst, d.tokens + ((now - d.refilled) / 1000) * LIMITS.messagesPerSecond);
      d.refilled = now;
      if (d.tokens < 1) {
        this.fail(client, ref, 'rate-limited', `more than ${LIMITS.messagesPerSecond} messages a second`);
        return false;
      }
      d.tokens -= 1;
      if (message === undefined) return true;
      const check = checkPlainJson(message, { maxDepth: LIMITS.messageDepth, maxLength: LIMITS.messageBytes });
      if (!check.ok) {
        if (check.tooLarge) this.fail(client, ref, 'too-large', check.reason);
        else this.fail(client, ref, 'not-json', `a message must be plain JSON: ${check.reason}`);
        return false;
      }
      return true;
    }

    private async onChoice(client: GameClient, m: z.infer<typeof ChoiceSchema>): Promise<void> {
      const seat = client.userData!.seat;
      if (seat === 'spectator') return this.fail(client, m.ref, 'spectator', 'spectators cannot make choices');
      const g = this.game;
      const pending = g.state.pending;
      if (g.resigned || !pending) return this.fail(client, m.ref, 'game-over', 'the game is over');
      if (m.option === CALL_TIME)
        return this.fail(client, m.ref, 'not-a-player-choice', "time is called by the game's clock, not by a player");
      // The seat comes from the connection, never from the message; the engine refuses another seat's decision.
      const choice = storedChoice({ decision: m.decision, option: m.option, value: m.value }, seat);
      await this.commit(choice, client, m.ref);
    }

    /**
     * A placement asked about before it is sent (the page's ghost): the engine's own answer, from a copy of the state
     * (`apply` leaves the game as it was), acknowledged when the engine would take it and refused with the engine's
     * reason otherwise. Only decisions that take a pose on the table (setup, scenario features, towing): every fact
     * they depend on is on the table already, so asking reveals nothing a choice would not.
     */
    private onCheck(client: GameClient, m: z.infer<typeof ChoiceSchema>): void {
      const seat = client.userData!.seat;
      if (seat === 'spectator') return this.fail(client, m.ref, 'spectator', 'spectators cannot make choices');
      const g = this.game;
      const pending = g.state.pending;
      if (g.resigned || !pending) return this.fail(client, m.ref, 'game-over', 'the game is over');
      if (pending.accepts !== 'pose' || pending.id !== m.decision)
        return this.fail(client, m.ref, 'not-checkable', 'only the pending placement can be checked before it is sent');
      const choice = storedChoice({ decision: m.decision, option: m.option, value: m.value }, seat);
      const { result } = apply(g.state, choice as Choice, contentOf(content, ruleSetOf(g.setup)));
      if (!result.ok) return this.fail(client, m.ref, result.code, result.reason);
      if (m.ref !== undefined) client.send('ack', { ref: m.ref });
    }

    private async onResign(client: GameClient, m: z.infer<typeof ResignSchema>): Promise<void> {
      const seat = client.userData!.seat;
      if (seat === 'spectator') return this.fail(client, m.ref, 'spectator', 'spectators cannot resign');
      const g = this.game;
      if (progressOf(g).status === 'over') return this.fail(client, m.ref, 'game-over', 'the game is over');
      const resigned: GameResult = {
        winner: (1 - seat) as PlayerIndex,
        reason: `${g.seats[seat].name} resigned.`,
        ending: 'resignation',
        resigned: seat,
      };
      const ok = await storage.setProgress(g.id, g.choices, progressOf({ ...g, resigned })).catch((e: unknown) => {
        log.error(`game ${g.id}: storing a resignation failed`, e);
        return false;
      });
      if (!ok) return this.storageFailed(client, m.ref);
      g.resigned = resigned;
      if (m.ref !== undefined) client.send('ack', { ref: m.ref });
      this.broadcastViews(g.state.log.length);
    }

    private onSync(client: GameClient): void {
      this.sendFull(client);
    }

    /** A seated player's line, sent to every connection of the game (spectators read it too). */
    private onChat(client: GameClient, m: z.infer<typeof ChatSchema>): void {
      const seat = client.userData!.seat;
      if (seat === 'spectator') return this.fail(client, m.ref, 'spectator', 'spectators cannot write in the chat');
      const bad = badText(m.text, ['text']);
      if (bad) return this.fail(client, m.ref, 'bad-message', `chat: ${bad}`);
      const line: ChatLine = { id: ++this.chatId, seat, name: this.game.seats[seat].name, text: m.text };
      this.chat = [...this.chat.slice(-(LIMITS.chatLinesKept - 1)), line];
      if (m.ref !== undefined) client.send('ack', { ref: m.ref });
      this.broadcast('chat', { lines: [line] });
    }

    /**
     * A seated player's new name for their seat, as the room, the lobby's lists and the chat show it: the game's setup
     * (the engine's players, the log and the replay) keeps the names the game was created with.
     */
    private async onRename(client: GameClient, m: z.infer<typeof RenameSchema>): Promise<void> {
      const seat = client.userData!.seat;
      if (seat === 'spectator') return this.fail(client, m.ref, 'spectator', 'spectators have no seat to rename');
      const bad = badText(m.name, ['name']);
      if (bad) return this.fail(client, m.ref, 'bad-message', `rename: ${bad}`);
      const g = this.game;
      const ok = await storage.renameSeat(g.id, seat, m.name).catch((e: unknown) => {
        log.error(`game ${g.id}: storing a seat's name failed`, e);
        return false;
      });
      if (!ok) return this.storageFailed(client, m.ref);
      g.seats[seat] = { ...g.seats[seat], name: m.name };
      if (m.ref !== undefined) client.send('ack', { ref: m.ref });
      this.broadcast('players', { players: this.playersOf() });
    }

    private playersOf(): [SeatInfo, SeatInfo] {
      const info = (s: LiveGame['seats'][number]): SeatInfo => ({
        name: s.name,
        faction: s.faction,
        computer: s.computer,
      });
      return [info(this.game.seats[0]), info(this.game.seats[1])];
    }

    // ---- applying choices ----

    /**
     * One task at a time. A task that throws may have left the live state half-changed (the engine changes it in
     * place), so the room goes back to what storage holds: the failure ends that task, never the room or the process.
     */
    private enqueue(task: () => Promise<void> | void): void {
      this.queue = this.queue.then(task).catch(async (e: unknown) => {
        log.error(`game ${this.game.id}: a task failed; reloading the game from storage`, e);
        if (!this.disposed) await this.reload();
      });
    }

    /** Applies a choice, commits it, then acknowledges it and sends the views; a refusal changes nothing. */
    private async commit(choice: StoredChoice, client?: GameClient, ref?: number): Promise<boolean> {
      const g = this.game;
      const before = g.state.log.length;
      // The engine refuses a choice without touching the state; an accepted one changes it in place.
      const r = applyInPlace(g.state, choice as Choice, contentOf(content, ruleSetOf(g.setup)));
      if (!r.ok) {
        if (client) this.fail(client, ref, r.code, r.reason);
        return false;
      }
      const seq = g.choices + 1;
      // The clock starts with the game's first choice (a game waiting for its second player loses no time).
      if (g.clock && g.clock.endsAt === null)
        g.clock.endsAt = new Date(Date.now() + g.clock.minutes * minuteMs).toISOString();
      let stored = false;
      try {
        stored = await storage.appendChoice(g.id, seq, choice, progressOf(g));
      } catch (e) {
        log.error(`game ${g.id}: committing choice ${seq} failed`, e);
      }
      if (!stored) {
        // Not committed, so not accepted: go back to what storage holds.
        await this.reload();
        if (client) this.storageFailed(client, ref);
        return false;
      }
      g.choices = seq;
      if (client && ref !== undefined) client.send('ack', { ref });
      this.broadcastViews(before);
      // A copy: storage sends its calls at the end of this turn of the event loop, and the live state may take the
      // computer's next choice before then (the snapshot of choice 50 then held choice 51, and loading it refused 51).
      if (seq % SNAPSHOT_EVERY === 0)
        storage
          .saveSnapshot(g.id, seq, structuredClone(g.state), RULES_VERSION)
          .catch((e: unknown) => log.error(`game ${g.id}: snapshot ${seq} failed`, e));
      this.runComputer();
      this.armClock();
      return true;
    }

    // ---- the clock ----

    /** Sets the timer that calls time, while the game has a running clock and time has not been called. */
    private armClock(): void {
      if (this.clockTimer) clearTimeout(this.clockTimer);
      this.clockTimer = null;
      const g = this.game;
      const endsAt = g.clock?.endsAt;
      if (this.disposed || !endsAt || g.state.timeCalled !== undefined || progressOf(g).status === 'over') return;
      // A room opened after its clock ran out (nobody was connected) calls time at once. Timers take at most 2^31-1 ms.
      const wait = Math.min(Math.max(0, Date.parse(endsAt) - Date.now()), 2 ** 31 - 1);
      this.clockTimer = setTimeout(() => {
        this.clockTimer = null;
        this.enqueue(() => this.callTime());
      }, wait);
    }

    /** The clock ran out: the engine's CALL_TIME for the pending decision, committed like any choice. */
    private async callTime(): Promise<void> {
      const g = this.game;
      const pending = g.state.pending;
      if (this.disposed || !pending || g.state.timeCalled !== undefined || progressOf(g).status === 'over') return;
      const endsAt = g.clock?.endsAt;
      // A reload may have brought back an earlier clock; wait for it.
      if (!endsAt || Date.parse(endsAt) > Date.now()) return this.armClock();
      if (!(await this.commit(storedChoice({ decision: pending.id, option: CALL_TIME }, pending.player))))
        log.error(`game ${g.id}: calling time was refused or not stored`);
    }

    private async reload(): Promise<void> {
      try {
        const fresh = await loadLiveGame(storage, content, this.game.id);
        if (fresh) {
          this.game = fresh;
          this.thinking = null;
          for (const c of this.clients) this.sendFull(c as GameClient);
          this.armClock();
          return;
        }
      } catch (e) {
        log.error(`game ${this.game.id}: reloading after a failed commit failed`, e);
      }
      // Storage is out of reach: close the room; clients re-join and the game loads again once it is back.
      this.disconnect(4010).catch(() => undefined);
    }

    private storageFailed(client: GameClient, ref: number | undefined): void {
      this.fail(client, ref, 'storage-failed', 'the game could not be saved, so nothing changed; try again');
    }

    // ---- computer seats ----

    private runComputer(): void {
      const g = this.game;
      const pending = g.state.pending;
      if (this.disposed || !pending || progressOf(g).status === 'over') return;
      const kind = g.seats[pending.player].computer;
      if (!kind || this.thinking === pending.id) return;
      this.thinking = pending.id;
      const sight = viewFor({ ...g.state, log: [] }, pending.player);
      const rng = aiRng(seedOf(g.setup), pending.id);
      ai.choose(kind, sight, pending, rng, ruleSetOf(g.setup))
        .catch((e: unknown) => {
          log.error(`game ${g.id}: the ${kind} player failed on decision ${pending.id}; playing a random option`, e);
          return randomChoice(sight, pending, rng);
        })
        .then((choice) =>
          this.enqueue(async () => {
            if (this.disposed || this.game !== g || g.state.pending?.id !== pending.id) return;
            this.thinking = null;
            const stored = storedChoice(choice, pending.player);
            if (!(await this.commit(stored))) {
              if (g.state.pending?.id !== pending.id) return;
              // An AI's option refused is an engine bug; a random legal option keeps the game going.
              log.error(`game ${g.id}: the computer's choice ${JSON.stringify(choice)} was refused`);
              await this.commit(storedChoice(randomChoice(sight, pending, rng), pending.player));
            }
          }),
        );
    }

    // ---- views ----

    private viewMessage(state: GameState, seat: Seat, from: number): ViewMessage {
      const events = from === 0 ? state.log : state.log.slice(from);
      // The engine's view of a state whose log is just the new events: the events come back redacted for the seat.
      // Uncopied (the copy was most of its cost): every caller sends it at once, and Colyseus encodes it in `send`.
      const { log: redacted, ...view } = transientViewFor({ ...state, log: events }, seat);
      // The cards' dice abilities for the odds panel (issue 22): the attack choices of the seat and the attack under
      // way, as that seat sees the table.
      const cardOdds = cardOddsFor(state, contentOf(content, ruleSetOf(this.game.setup)), seat);
      if (cardOdds) view.cardOdds = cardOdds;
      return { view, from, events: redacted, game: infoOf(this.game) };
    }

    private sendFull(client: GameClient): void {
      client.send('view', this.viewMessage(this.game.state, client.userData!.seat, 0));
    }

    private broadcastViews(from: number): void {
      const bySeat = new Map<Seat, ViewMessage>();
      for (const c of this.clients as GameClient[]) {
        const seat = c.userData?.seat;
        if (seat === undefined) continue;
        let msg = bySeat.get(seat);
        if (!msg) bySeat.set(seat, (msg = this.viewMessage(this.game.state, seat, from)));
        c.send('view', msg);
      }
    }

    /** Presence goes out at most every PRESENCE_BATCH_MS: a thousand joins are not a million messages. */
    private schedulePresence(): void {
      if (this.presenceTimer || this.disposed) return;
      this.presenceTimer = setTimeout(() => {
        this.presenceTimer = null;
        if (this.disposed) return;
        try {
          this.sendPresence();
        } catch (e) {
          log.error(`game ${this.game.id}: sending presence failed`, e);
        }
      }, PRESENCE_BATCH_MS);
    }

    private sendPresence(): void {
      const p: PresenceMessage = { seats: [0, 0], spectators: 0 };
      for (const c of this.clients as GameClient[]) {
        const seat = c.userData?.seat;
        if (seat === 'spectator') p.spectators++;
        else if (seat !== undefined) p.seats[seat]++;
      }
      this.broadcast('presence', p);
    }

    private fail(client: GameClient, ref: number | undefined, code: string, message: string): void {
      const m: ErrorMessage = { code, message };
      if (ref !== undefined) m.ref = ref;
      client.send('error', m);
    }
  };
}

function refOf(m: unknown): number | undefined {
  const r = (m as { ref?: unknown } | null)?.ref;
  return typeof r === 'number' && Number.isInteger(r) ? r : undefined;
}
