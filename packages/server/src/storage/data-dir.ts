/**
 * What is wrong with a PGlite folder (DATA_DIR) that will not open: PGlite itself only says "Aborted()" or "failed to
 * initialize", so the folder is looked at first, and start-up says what is damaged and how to recover.
 */
import { readdirSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';

/** Folders a PostgreSQL data directory cannot start without. */
const FOLDERS = [
  'base',
  'global',
  'pg_wal',
  'pg_xact',
  'pg_multixact',
  'pg_subtrans',
  'pg_commit_ts',
  'pg_twophase',
  'pg_tblspc',
  'pg_logical',
  'pg_snapshots',
  'pg_replslot',
  'pg_notify',
  'pg_serial',
];
const CONTROL_FILE_BYTES = 8192;
const WAL_SEGMENT_BYTES = 16 * 1024 * 1024;

function stat(path: string): Stats | null {
  try {
    return statSync(path);
  } catch {
    return null;
  }
}

/** The damage found in `dir`, in words (empty: nothing found; a missing or empty folder is a new database). */
export function dataDirProblems(dir: string): string[] {
  const top = stat(dir);
  if (!top) return [];
  if (!top.isDirectory()) return ['it is a file, not a folder'];
  const entries = readdirSync(dir);
  if (entries.length === 0) return [];
  const version = stat(join(dir, 'PG_VERSION'));
  if (!version?.isFile())
    return [
      'it holds files but no PG_VERSION file, so it is not a PGlite database (or that file was lost); ' +
        'PGlite would create a new database over it',
    ];
  const problems: string[] = [];
  for (const f of FOLDERS) {
    const s = stat(join(dir, f));
    if (!s) problems.push(`its ${f} folder is missing`);
    else if (!s.isDirectory()) problems.push(`${f} is a file where a folder should be`);
  }
  const control = stat(join(dir, 'global', 'pg_control'));
  if (!control) {
    if (stat(join(dir, 'global'))?.isDirectory()) problems.push('global/pg_control (the control file) is missing');
  } else if (!control.isFile()) problems.push('global/pg_control is a folder where the control file should be');
  else if (control.size !== CONTROL_FILE_BYTES)
    problems.push(`global/pg_control is ${control.size} bytes, not ${CONTROL_FILE_BYTES} (cut short or overwritten)`);
  if (stat(join(dir, 'pg_wal'))?.isDirectory()) {
    const segments = readdirSync(join(dir, 'pg_wal')).filter((n) => /^[0-9A-F]{24}$/.test(n));
    if (segments.length === 0) problems.push('pg_wal holds no WAL segment');
    for (const n of segments) {
      const s = stat(join(dir, 'pg_wal', n));
      if (s && (!s.isFile() || s.size !== WAL_SEGMENT_BYTES))
        problems.push(
          `the WAL segment pg_wal/${n} is ${s.isFile() ? `${s.size} bytes, not ${WAL_SEGMENT_BYTES}` : 'a folder'}`,
        );
    }
  }
  return problems;
}

/** The start-up error for a folder that cannot be opened: what is wrong, and how to recover. */
export function cannotOpen(dir: string, what: string): Error {
  return new Error(
    `the database in DATA_DIR=${dir} could not be opened: ${what}. Move the folder aside (for example ` +
      `mv ${dir} ${dir}.damaged) and start again to begin an empty database, or restore it from a backup.`,
  );
}
