import { openPglite } from './pglite.js';
import { openPostgres } from './postgres.js';
import type { Storage } from './types.js';

export type * from './types.js';
export { summaryOf } from './types.js';
export { MIGRATIONS } from './migrations.js';

/** PostgreSQL when a URL is given, PGlite in `dataDir` otherwise. */
export function openStorage(opts: { databaseUrl?: string; dataDir: string }): Promise<Storage> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
