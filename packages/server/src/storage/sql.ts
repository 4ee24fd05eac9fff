/**
 * The storage over any PostgreSQL-speaking database: PGlite and `pg` differ only in how a query is sent (`Db`).
 */
import { existsSync } from 'node:fs';
import type { GameState, PlayerIndex } from '@xwing/engine';
import type { GameStatus } from '@xwing/client';
import { MIGRATIONS } from './migrations.js';
import type {
  GameProgress,
  GameRow,
  LoadedGame,
  ReplaySource,
  ReplaySourceQuery,
  Storage,
  StoredChoice,
} from './types.js';

export interface Db {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<R[]>;
  /** Runs `fn` in one transaction (its queries through the given handle). */
  transaction<T>(fn: (db: Pick<Db, 'query'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

interface RawGame {
  id: string;
  created_at: Date | string;
  updated_at: Date | string;
  setup: GameRow['setup'];
  seats: GameRow['seats'];
  scenario: string;
  choices: number;
  progress: GameProgress;
  rules_version: number;
}

interface PendingAppend {
  gameId: string;
  seq: number;
  choice: StoredChoice;
  progress: GameProgress;
  resolve: (stored: boolean) => void;
  reject: (e: unknown) => void;
}

const GAME_COLUMNS = 'id, created_at, updated_at, setup, seats, scenario, choices, progress, rules_version';

function iso(d: Date | string): string {
  return d instanceof Date ? d.toISOString() : new Date(d).toISOString();
}

function toRow(r: RawGame): GameRow {
  return {
    id: r.id,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    setup: r.setup,
    seats: r.seats,
    scenario: r.scenario,
    choices: Number(r.choices),
    progress: r.progress,
    rulesVersion: Number(r.rules_version),
  };
}

// jsonb parameters are sent as JSON text: both drivers accept it and PostgreSQL parses it once.
const json = (v: unknown) => JSON.stringify(v);

export async function migrate(db: Db): Promise<void> {
  await db.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
  for (const m of MIGRATIONS) {
    await db.transaction(async (tx) => {
      // The lock makes concurrent starts (several processes on one PostgreSQL) apply each migration once.
      await tx.query('LOCK TABLE schema_migrations IN EXCLUSIVE MODE');
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [m.version]);
      if (done.length) return;
      for (const sql of m.sql) await tx.query(sql);
      await tx.query('INSERT INTO schema_migrations (version, name) VALUES ($1, $2)', [m.version, m.name]);
    });
  }
}

export class SqlStorage implements Storage {
  /** A test-only fault (testWriteFault) run before each write. */
  private readonly faults = testWriteFault();

  constructor(
    readonly kind: 'pglite' | 'postgres',
    private readonly db: Db,
  ) {}

  async insertGame(
    row: Omit<GameRow, 'createdAt' | 'updatedAt' | 'choices'>,
    choices: readonly StoredChoice[] = [],
  ): Promise<void> {
    this.faults?.();
    await this.db.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO games (id, setup, seats, scenario, progress, rules_version, choices)
         VALUES ($1, $2::json, $3::jsonb, $4, $5::jsonb, $6, $7)`,
        [row.id, json(row.setup), json(row.seats), row.scenario, json(row.progress), row.rulesVersion, choices.length],
      );
      for (const [i, c] of choices.entries())
        await tx.query('INSERT INTO choices (game_id, seq, seat, choice) VALUES ($1, $2, $3, $4::json)', [
          row.id,
          i + 1,
          c.seat,
          json(c),
        ]);
      for (const [seat, s] of row.seats.entries())
        if (s.tokenHash)
          await tx.query('INSERT INTO seat_tokens (token_hash, game_id, seat) VALUES ($1, $2, $3)', [
            s.tokenHash,
            row.id,
            seat,
          ]);
    });
  }

  appendChoice(gameId: string, seq: number, choice: StoredChoice, progress: GameProgress): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.batch.push({ gameId, seq, choice, progress, resolve, reject });
      if (!this.flushing) void this.flush();
    });
  }

  /**
   * Group commit: the choices that arrive while a commit is running are committed together in the next transaction,
   * so many games share one commit's cost. Each still waits for its own commit before it is acknowledged.
   */
  private batch: PendingAppend[] = [];
  private flushing = false;

  private async flush(): Promise<void> {
    this.flushing = true;
    while (this.batch.length) {
      const items = this.batch;
      this.batch = [];
      try {
        const results = await this.db.transaction(async (tx) => {
          this.faults?.();
          const out: boolean[] = [];
          // One statement per choice: the insert happens only with the update, and the update only from seq - 1
          // (an atomic compare-and-set on the choice count), so a stale writer changes nothing.
          for (const it of items) {
            const rows = await tx.query(
              `WITH moved AS (
                 UPDATE games SET choices = $2, progress = $4::jsonb, updated_at = now()
                 WHERE id = $1 AND choices = $2 - 1 RETURNING id)
               INSERT INTO choices (game_id, seq, seat, choice)
               SELECT id, $2, $5, $3::json FROM moved RETURNING seq`,
              [it.gameId, it.seq, json(it.choice), json(it.progress), it.choice.seat],
            );
            out.push(rows.length === 1);
          }
          return out;
        });
        items.forEach((it, i) => it.resolve(results[i]!));
      } catch (e) {
        for (const it of items) it.reject(e);
      }
    }
    this.flushing = false;
  }

  async setProgress(gameId: string, choices: number, progress: GameProgress): Promise<boolean> {
    this.faults?.();
    const rows = await this.db.query(
      `UPDATE games SET progress = $3::jsonb, updated_at = now() WHERE id = $1 AND choices = $2 RETURNING id`,
      [gameId, choices, json(progress)],
    );
    return rows.length === 1;
  }

  async renameSeat(gameId: string, seat: PlayerIndex, name: string): Promise<boolean> {
    this.faults?.();
    const rows = await this.db.query(
      `UPDATE games SET seats = jsonb_set(seats::jsonb, $2::text[], to_jsonb($3::text)), updated_at = now()
       WHERE id = $1 RETURNING id`,
      [gameId, `{${seat},name}`, name],
    );
    return rows.length === 1;
  }

  async saveSnapshot(gameId: string, seq: number, state: GameState, rulesVersion: number): Promise<void> {
    this.faults?.();
    await this.db.query(
      `INSERT INTO snapshots (game_id, seq, state, rules_version) VALUES ($1, $2, $3::json, $4)
       ON CONFLICT (game_id, seq) DO NOTHING`,
      [gameId, seq, json(state), rulesVersion],
    );
  }

  async loadGame(gameId: string, rulesVersion: number): Promise<LoadedGame | null> {
    return this.db.transaction(async (tx) => {
      const games = await tx.query<RawGame>(`SELECT ${GAME_COLUMNS} FROM games WHERE id = $1`, [gameId]);
      if (!games[0]) return null;
      const row = toRow(games[0]);
      const snaps = await tx.query<{ seq: number; state: GameState }>(
        `SELECT seq, state FROM snapshots WHERE game_id = $1 AND seq <= $2 AND rules_version = $3
         ORDER BY seq DESC LIMIT 1`,
        [gameId, row.choices, rulesVersion],
      );
      const snapshot = snaps[0] ? { seq: Number(snaps[0].seq), state: snaps[0].state } : null;
      const after = await tx.query<{ choice: StoredChoice }>(
        'SELECT choice FROM choices WHERE game_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq',
        [gameId, snapshot?.seq ?? 0, row.choices],
      );
      return { row, snapshot, after: after.map((c) => c.choice) };
    });
  }

  async gameRow(gameId: string): Promise<GameRow | null> {
    const rows = await this.db.query<RawGame>(`SELECT ${GAME_COLUMNS} FROM games WHERE id = $1`, [gameId]);
    return rows[0] ? toRow(rows[0]) : null;
  }

  async choices(gameId: string): Promise<StoredChoice[]> {
    const rows = await this.db.query<{ choice: StoredChoice }>(
      'SELECT choice FROM choices WHERE game_id = $1 ORDER BY seq',
      [gameId],
    );
    return rows.map((r) => r.choice);
  }

  async recentGames(limit: number, status?: GameStatus): Promise<GameRow[]> {
    const rows = status
      ? await this.db.query<RawGame>(
          `SELECT ${GAME_COLUMNS} FROM games WHERE progress->>'status' = $2 ORDER BY updated_at DESC LIMIT $1`,
          [limit, status],
        )
      : await this.db.query<RawGame>(`SELECT ${GAME_COLUMNS} FROM games ORDER BY updated_at DESC LIMIT $1`, [limit]);
    return rows.map(toRow);
  }

  async gamesByTokenHashes(hashes: string[]): Promise<{ row: GameRow; seat: PlayerIndex }[]> {
    if (!hashes.length) return [];
    const rows = await this.db.query<RawGame & { seat: number }>(
      `SELECT ${GAME_COLUMNS.split(', ')
        .map((c) => `g.${c}`)
        .join(', ')}, t.seat FROM seat_tokens t JOIN games g ON g.id = t.game_id
       WHERE t.token_hash = ANY($1::text[]) ORDER BY g.updated_at DESC`,
      [hashes],
    );
    return rows.map((r) => ({ row: toRow(r), seat: r.seat as PlayerIndex }));
  }

  async replaySource(gameId: string, q: ReplaySourceQuery): Promise<ReplaySource> {
    return this.db.transaction(async (tx) => {
      // The state as text: the thread that replays it parses it, not this one nor the one it passes through.
      const snaps = await tx.query<{ seq: number; state: string }>(
        `SELECT seq, state::text AS state FROM snapshots WHERE game_id = $1 AND seq <= $2 AND rules_version = $3
         ORDER BY seq DESC LIMIT 1`,
        [gameId, q.snapshotAt, q.rulesVersion],
      );
      const snapshot = snaps[0] ? { seq: Number(snaps[0].seq), state: snaps[0].state } : null;
      const rows = await tx.query<{ choice: StoredChoice }>(
        'SELECT choice FROM choices WHERE game_id = $1 AND seq > $2 AND seq <= $3 ORDER BY seq',
        [gameId, q.allChoices ? 0 : (snapshot?.seq ?? 0), q.upTo],
      );
      return { snapshot, choices: rows.map((r) => r.choice) };
    });
  }

  async probe(): Promise<void> {
    this.faults?.();
    await this.db.query(
      `INSERT INTO health (id, checked_at) VALUES (1, now()) ON CONFLICT (id) DO UPDATE SET checked_at = now()`,
    );
  }

  close(): Promise<void> {
    return this.db.close();
  }
}

/**
 * Tests only: while the file named by XWING_TEST_FAIL_WRITES exists, every write fails as a full disk would (the
 * message holds a path, as a real one does, to prove clients never see it). Null when the variable is not set.
 */
export function testWriteFault(): (() => void) | null {
  const file = process.env.XWING_TEST_FAIL_WRITES;
  if (!file) return null;
  return () => {
    if (existsSync(file))
      throw new Error(`could not extend file "${file}/base/5/16384": No space left on device (a test fault)`);
  };
}
