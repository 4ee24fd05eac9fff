/**
 * PGlite (PostgreSQL compiled to WebAssembly) with its files in a folder, on the calling thread. The service opens it
 * in its own worker thread (pglite.ts); this is what that thread runs.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { type Db, migrate, SqlStorage } from './sql.js';

export async function openPgliteHere(dataDir: string): Promise<SqlStorage> {
  mkdirSync(dataDir, { recursive: true });
  const pg = await PGlite.create(dataDir);
  const db: Db = {
    async query<R>(sql: string, params?: unknown[]) {
      return (await pg.query<R>(sql, params)).rows;
    },
    transaction<T>(fn: (tx: Pick<Db, 'query'>) => Promise<T>) {
      return pg.transaction((tx) =>
        fn({
          async query<R>(sql: string, params?: unknown[]) {
            return (await tx.query<R>(sql, params)).rows;
          },
        }),
      );
    },
    close: () => pg.close(),
  };
  await migrate(db);
  return new SqlStorage('pglite', db);
}
