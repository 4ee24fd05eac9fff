/**
 * Versioned migrations, one SQL dialect (PostgreSQL's, which PGlite is). Each runs once, in a transaction, and is
 * recorded in schema_migrations; add new ones at the end, never edit an applied one.
 *
 * Setups, choices and snapshots are `json`, not `jsonb`: json keeps the text as written, so a state read back has its
 * keys in the engine's order and its log compares equal, event by event, with a replay's.
 */
export const MIGRATIONS: { version: number; name: string; sql: string[] }[] = [
  {
    version: 1,
    name: 'games, choices, snapshots',
    sql: [
      `CREATE TABLE games (
        id text PRIMARY KEY,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        setup json NOT NULL,
        seats jsonb NOT NULL,
        scenario text NOT NULL,
        choices integer NOT NULL DEFAULT 0,
        progress jsonb NOT NULL
      )`,
      `CREATE INDEX games_updated ON games (updated_at DESC)`,
      `CREATE TABLE seat_tokens (
        token_hash text PRIMARY KEY,
        game_id text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat integer NOT NULL
      )`,
      `CREATE TABLE choices (
        game_id text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seq integer NOT NULL,
        seat integer NOT NULL,
        choice json NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (game_id, seq)
      )`,
      `CREATE TABLE snapshots (
        game_id text NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seq integer NOT NULL,
        state json NOT NULL,
        PRIMARY KEY (game_id, seq)
      )`,
    ],
  },
  {
    version: 2,
    name: 'rules versions of games and snapshots',
    // 0: stored before the engine had a rules version (its choices may or may not replay).
    sql: [
      `ALTER TABLE games ADD COLUMN rules_version integer NOT NULL DEFAULT 0`,
      `ALTER TABLE snapshots ADD COLUMN rules_version integer NOT NULL DEFAULT 0`,
    ],
  },
  {
    version: 3,
    name: 'health probe',
    // /api/health writes this row to tell whether storage can be written (docs/service.md, "GET /api/health").
    sql: [
      `CREATE TABLE health (id integer PRIMARY KEY, checked_at timestamptz NOT NULL DEFAULT now())`,
      `INSERT INTO health (id) VALUES (1)`,
    ],
  },
];
