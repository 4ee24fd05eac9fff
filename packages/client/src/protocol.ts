/**
 * The game service's protocol (docs/service.md) as types: HTTP bodies and answers, and the room's messages. The server
 * imports these too, so both sides speak one definition. Type-only imports of the engine keep this browser-safe.
 */
import type { Choice, GameEvent, GameView, PlayerIndex, RuleSetId } from '@xwing/engine';

export const PROTOCOL_VERSION = 1;

/** The room every game is played in. */
export const ROOM_NAME = 'game';

export type Seat = PlayerIndex | 'spectator';
/** The computer players (the engine's AI_KINDS): the heuristic, random moves, and the levels easy / normal / hard. */
export type ComputerKind = 'heuristic' | 'random' | 'search' | 'easy' | 'normal' | 'hard';
export type DiceMode = 'rolled' | 'entered';
export type GameStatus = 'active' | 'over';

// ---- HTTP ----

export interface ErrorBody {
  error: { code: string; message: string; problems?: { player?: number; path: string; message: string }[] };
}

export interface HealthInfo {
  ok: true;
  protocol: number;
  storage: 'pglite' | 'postgres';
  scaleOut: boolean;
  web: boolean;
}

export interface ServiceOptions {
  pointsSets: string[];
  /** A label a player can read for each points set id: its name and the dates it was in force. */
  pointsSetLabels: Record<string, string>;
  defaultPointsSet: string;
  formats: ('standard' | 'extended')[];
  /** 'dogfight' first, then the scenario names. */
  scenarios: string[];
  diceModes: DiceMode[];
  computers: ComputerKind[];
  /**
   * The rule sets a game may be created with (issue 29), the default ('2.5') first: each with its title, its points
   * set, the cards it plays ('v2': the 2.5 cards, 'v1': the first edition's), and the pieces not implemented yet (a
   * game of a rule set with some is refused unless `acceptMissing`).
   */
  ruleSets: {
    id: RuleSetId;
    title: string;
    pointsSet: string;
    edition: 'v2' | 'v1';
    missing: string[];
    fallback: string;
  }[];
}

export interface SeatRequest {
  name?: string;
  /** An XWS object or XWS JSON text. */
  squad: unknown;
  /** A computer plays this seat. */
  computer?: ComputerKind;
}

export interface CreateGameRequest {
  players: [SeatRequest, SeatRequest];
  pointsSet?: string;
  format?: 'standard' | 'extended';
  /** 'dogfight' (default) or a scenario name. */
  scenario?: string;
  diceMode?: DiceMode;
  maxRounds?: number;
  obstacles?: [string[], string[]];
  /** The rules played (default '2.5'): squads are read and validated by that rule set's cards and points. */
  ruleSet?: RuleSetId;
  /** Play a rule set's pieces not implemented yet by the rules its `fallback` names (the game's log says so). */
  acceptMissing?: boolean;
  /**
   * A time limit in whole minutes (LIMITS.timeLimitMinutes): the game's clock starts with its first choice; when it
   * runs out the service calls time (the engine's CALL_TIME), the round being played is finished and the game ends.
   */
  timeLimit?: number;
  /**
   * Tests only: the game's seed, accepted only by a service started with ALLOW_CLIENT_SEEDS=1 (refused otherwise, so
   * real games keep their secret, server-drawn seeds).
   */
  seed?: string;
}

/** A seat of a game created from a game file: its squad is the file's. */
export interface FileSeatRequest {
  /** Default: the file's name for the player (a computer's kind, or "Player <n>", when it has none). */
  name?: string;
  /** A computer plays this seat. */
  computer?: ComputerKind;
}

/**
 * A game created from a game file (docs/game-files.md), the JSON `xwing play` reads: `{ setup | position, choices? }`,
 * sent to `POST /api/games` as `file` (docs/service.md, "Games from a game file").
 */
export interface CreateFromFileRequest {
  file: Record<string, unknown>;
  /** Default: two human seats named as the file names its players. */
  players?: [FileSeatRequest, FileSeatRequest];
  /** As CreateGameRequest.timeLimit. */
  timeLimit?: number;
  /** Tests only, as CreateGameRequest.seed; a service started with ALLOW_CLIENT_SEEDS=1 also keeps the file's seed. */
  seed?: string;
}

export interface CreatedSeat {
  seat: PlayerIndex;
  name: string;
  computer: ComputerKind | null;
  /** The seat token (human seats only): whoever holds it plays the seat. */
  token: string | null;
  /** `/game/<id>#token=<token>` (human seats only). */
  link: string | null;
}

export interface CreatedGame {
  gameId: string;
  seats: [CreatedSeat, CreatedSeat];
  /** `/game/<id>`. */
  spectateLink: string;
}

/** The engine's result, or a resignation. */
export type GameResult =
  | NonNullable<GameView['result']>
  | { winner: PlayerIndex; reason: string; ending: 'resignation'; resigned: PlayerIndex };

export interface SeatInfo {
  name: string;
  faction: string;
  computer: ComputerKind | null;
}

export interface GameSummary {
  gameId: string;
  createdAt: string;
  updatedAt: string;
  players: [SeatInfo, SeatInfo];
  status: GameStatus;
  round: number;
  phase: string;
  /** Accepted choices so far. */
  choices: number;
  /** The seat the game waits on; null when it is over. */
  waitingFor: PlayerIndex | null;
  scenario: string;
  /** The rules played. */
  ruleSet: RuleSetId;
  result: GameResult | null;
}

export interface MyGame extends GameSummary {
  seat: PlayerIndex;
  yourTurn: boolean;
}

/**
 * A finished game: everything needed to replay it with the engine's `replay(setup, choices, content)`, or, for a game
 * begun from a game file's position, by applying `choices` to `createFromPosition(position, content)`.
 */
export type GameReplay = (
  | { setup: import('@xwing/engine').GameSetup; position?: undefined }
  | { position: import('@xwing/engine').Position; setup?: undefined }
) & {
  gameId: string;
  choices: Choice[];
  log: GameEvent[];
  result: GameResult | null;
};

/** Spectator views of a finished game after each step (step 0: before any choice), a page at a time. */
export interface ReplayViews {
  /** Steps in all: choices + 1. */
  total: number;
  views: { step: number; logLength: number; view: Omit<GameView, 'log'> }[];
}

// ---- room ----

export interface JoinOptions {
  gameId: string;
  /** A seat token; absent: watch as a spectator. */
  token?: string;
}

/**
 * A game's clock (a game created with a time limit): its minutes, and when it runs out (ISO time; null until the game's
 * first choice starts it). Once it has run out the view's `timeCalled` names the game's last round.
 */
export interface GameClock {
  minutes: number;
  endsAt: string | null;
}

/** The game's state as the service sees it (the engine's view does not know about resignations). */
export interface GameInfo {
  status: GameStatus;
  choices: number;
  result: GameResult | null;
  waitingFor: PlayerIndex | null;
  /** Absent: the game has no time limit. */
  clock?: GameClock;
}

export interface WelcomeMessage {
  protocol: number;
  gameId: string;
  seat: Seat;
  players: [SeatInfo, SeatInfo];
}

/** A seat's view without its log, plus the log events since `from`. */
export interface ViewMessage {
  view: Omit<GameView, 'log'>;
  from: number;
  events: GameEvent[];
  game: GameInfo;
}

export interface AckMessage {
  ref: number;
}

export interface ErrorMessage {
  ref?: number;
  code: string;
  message: string;
}

export interface PresenceMessage {
  /** Open connections per seat. */
  seats: [number, number];
  spectators: number;
}

/** One line of a game's chat: what a seated player wrote, with their seat and name as the service knows them. */
export interface ChatLine {
  /** Counts from 1 in each game's room. */
  id: number;
  seat: PlayerIndex;
  name: string;
  text: string;
}

/**
 * Chat lines: every line the room keeps on joining (`full`: they replace what the connection had, since a room that
 * was closed and opened again starts its chat afresh), then each new one as it is written.
 */
export interface ChatMessage {
  lines: ChatLine[];
  full?: boolean;
}

/** The seats as the game shows them, sent to every connection after a player renamed their seat. */
export interface PlayersMessage {
  players: [SeatInfo, SeatInfo];
}

export interface ServerMessages {
  welcome: WelcomeMessage;
  players: PlayersMessage;
  view: ViewMessage;
  ack: AckMessage;
  error: ErrorMessage;
  presence: PresenceMessage;
  chat: ChatMessage;
}

/** A choice as a client sends it: the server adds the seat. */
export interface ChoiceMessage {
  ref?: number;
  decision: number;
  option: string;
  value?: Choice['value'];
}

export interface ClientMessages {
  choice: ChoiceMessage;
  /** A pose-taking decision's choice checked by the engine without being made: `ack` or the engine's refusal. */
  check: ChoiceMessage;
  /** A seated player's new name for their seat (1–40 characters). */
  rename: { ref?: number; name: string };
  resign: { ref?: number };
  sync: Record<string, never>;
  /** A seated player's chat line (spectators read only). */
  chat: { ref?: number; text: string };
}

/** Limits the server enforces (docs/service.md, "Limits"). */
export const LIMITS = {
  httpBodyBytes: 64 * 1024,
  messageBytes: 4 * 1024,
  frameBytes: 64 * 1024,
  messagesPerSecond: 20,
  messageBurst: 40,
  disconnectPerSecond: 100,
  gamesPerMinute: 30,
  mineTokens: 100,
  /** Deepest nesting of a room message (a choice's value is three levels). */
  messageDepth: 16,
  /** The longest chat line, in characters, and how many lines a game's room keeps for players who join later. */
  chatChars: 300,
  chatLinesKept: 100,
  /** The shortest and longest time limit a game may be created with, in minutes. */
  timeLimitMinutes: { min: 5, max: 240 },
  /** Spectators one game admits at once (seats always get in). */
  spectatorsPerGame: 100,
  /** WebSocket connections one client address may hold at once, over all games (CONNECTIONS_PER_ADDRESS). */
  connectionsPerAddress: 256,
  // The HTTP side's per-address limits (docs/service.md, "Threat model").
  /** Join requests (POST /matchmake/…, each reserving a seat for up to 60 s) one address may make a minute. */
  joinsPerMinute: 60,
  /** Games with a computer seat one address may create an hour (the computer's thinking costs the server CPU). */
  computerGamesPerHour: 20,
  /** Replay requests (/replay, /replay/views) one address may have in flight at once. */
  replayRequestsInFlight: 2,
  /** Choices a game file may bring to POST /api/games (applied on the event loop as the game is created). */
  fileChoices: 100,
} as const;
