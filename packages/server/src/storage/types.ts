/** The service's storage, one interface over PGlite and PostgreSQL (docs/service.md, "Storage"). */
import type { Choice, GameState, PlayerIndex } from '@xwing/engine';
import type { ComputerKind, GameClock, GameResult, GameStatus, GameSummary } from '@xwing/client';
import { type GameStart, ruleSetIdOf } from '../start.js';

/** A seat as stored: the token only as its SHA-256 hash. */
export interface StoredSeat {
  name: string;
  faction: string;
  computer: ComputerKind | null;
  tokenHash: string | null;
}

/** A choice as stored: the engine's choice with the seat that made it. */
export type StoredChoice = Choice & { seat: PlayerIndex };

/** What is public about a game at a given moment (listed without loading the game). */
export interface GameProgress {
  status: GameStatus;
  round: number;
  phase: string;
  waitingFor: PlayerIndex | null;
  result: GameResult | null;
  /** The game's clock; absent: no time limit. */
  clock?: GameClock;
}

export interface GameRow {
  id: string;
  createdAt: string;
  updatedAt: string;
  /** How the game begins: its setup, or `{ position }` for a game begun from a game file's position (start.ts). */
  setup: GameStart;
  seats: [StoredSeat, StoredSeat];
  scenario: string;
  choices: number;
  progress: GameProgress;
  /** The engine's RULES_VERSION the game was created under (0: before games were stamped). */
  rulesVersion: number;
}

/** A game as loaded to be played: its row, the last snapshot and the choices after it. */
export interface LoadedGame {
  row: GameRow;
  snapshot: { seq: number; state: GameState } | null;
  /** Choices seq snapshot+1 … row.choices, in order. */
  after: StoredChoice[];
}

/** What replaying a finished game needs (replay.ts): a snapshot to start from and the choices after it. */
export interface ReplaySource {
  /** The state after choice `seq` as stored, as JSON text (parsed by the thread that replays it). */
  snapshot: { seq: number; state: string } | null;
  /** The choices after the snapshot (or all of them, with `allChoices`) up to `upTo`, in order. */
  choices: StoredChoice[];
}

export interface ReplaySourceQuery {
  /** The last snapshot at or before this choice, taken under `rulesVersion`. */
  snapshotAt: number;
  upTo: number;
  rulesVersion: number;
  /** Every choice from the first, not only those after the snapshot. */
  allChoices: boolean;
}

export interface Storage {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Stores a new game, with the choices it starts with (a game file's, numbered from 1) in the same transaction: the
   * game is stored with all of them or not at all.
   */
  insertGame(
    row: Omit<GameRow, 'createdAt' | 'updatedAt' | 'choices'>,
    choices?: readonly StoredChoice[],
  ): Promise<void>;
  /**
   * Commits choice number `seq` (1-based) and the game's new progress, only if the game has exactly seq - 1 choices;
   * false when it does not (another writer got there first: the caller's state is stale).
   */
  appendChoice(gameId: string, seq: number, choice: StoredChoice, progress: GameProgress): Promise<boolean>;
  /** Records a resignation (or any end the engine does not know about) at the current choice count. */
  setProgress(gameId: string, choices: number, progress: GameProgress): Promise<boolean>;
  /** A seat's new name (a player renamed themselves in the room): false when the game is not stored. */
  renameSeat(gameId: string, seat: PlayerIndex, name: string): Promise<boolean>;
  /** Stores the state after choice `seq`, stamped with the rules version of the engine that reached it. */
  saveSnapshot(gameId: string, seq: number, state: GameState, rulesVersion: number): Promise<void>;
  /** The game, with its last snapshot taken under `rulesVersion` (a state of other rules is never loaded). */
  loadGame(gameId: string, rulesVersion: number): Promise<LoadedGame | null>;
  gameRow(gameId: string): Promise<GameRow | null>;
  /** All choices of a game, in order. */
  choices(gameId: string): Promise<StoredChoice[]>;
  recentGames(limit: number, status?: GameStatus): Promise<GameRow[]>;
  /** Games and seats by token hash. */
  gamesByTokenHashes(hashes: string[]): Promise<{ row: GameRow; seat: PlayerIndex }[]>;
  /** A snapshot and choices to replay a game from (one transaction). */
  replaySource(gameId: string, query: ReplaySourceQuery): Promise<ReplaySource>;
  /** A small write (the `health` table's one row), to tell whether storage can be written now. */
  probe(): Promise<void>;
  close(): Promise<void>;
}

export function summaryOf(row: GameRow): GameSummary {
  return {
    gameId: row.id,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    players: [seatInfo(row.seats[0]), seatInfo(row.seats[1])],
    status: row.progress.status,
    round: row.progress.round,
    phase: row.progress.phase,
    choices: row.choices,
    waitingFor: row.progress.waitingFor,
    scenario: row.scenario,
    ruleSet: ruleSetIdOf(row.setup),
    result: row.progress.result,
  };
}

function seatInfo(s: StoredSeat) {
  return { name: s.name, faction: s.faction, computer: s.computer };
}
