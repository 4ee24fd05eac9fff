/** A PostgreSQL server through `pg` (DATABASE_URL). */
import pg from 'pg';
import { type Db, migrate, SqlStorage } from './sql.js';

export async function openPostgres(url: string): Promise<SqlStorage> {
  const pool = new pg.Pool({ connectionString: url, max: 8 });
  // A dropped idle connection must not take the process down; the next query gets a fresh one.
  pool.on('error', () => undefined);
  const db: Db = {
    async query<R>(sql: string, params?: unknown[]) {
      return (await pool.query(sql, params)).rows as R[];
    },
    async transaction<T>(fn: (tx: Pick<Db, 'query'>) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn({
          async query<R>(sql: string, params?: unknown[]) {
            return (await client.query(sql, params)).rows as R[];
          },
        });
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
  await migrate(db);
  return new SqlStorage('postgres', db);
}
