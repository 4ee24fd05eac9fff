/**
 * Start-up refuses what it cannot run on with a sentence, through `main.js` as a process: a damaged PGlite folder
 * (what is wrong, and how to recover, instead of PGlite's bare "Aborted()"), and bad settings.
 */
import { cpSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { freshDataDir, startServiceProcess } from './service-process.js';

/** Starts the service expecting it to exit; returns what it said. */
async function refused(env: Record<string, string>): Promise<string> {
  const started = await startServiceProcess({ env }).then(
    async (svc) => {
      await svc.stop();
      return null;
    },
    (e: Error) => e.message,
  );
  if (started === null) throw new Error('the service started');
  return started;
}

describe('a damaged data folder', () => {
  const template = freshDataDir();
  const damaged = (damage: (dir: string) => void) => {
    const dir = join(mkdtempSync(join(tmpdir(), 'xwing-damaged-')), 'db');
    cpSync(template, dir, { recursive: true });
    damage(dir);
    return dir;
  };
  const recovery =
    /Move the folder aside \(for example mv .*\) and start again to begin an empty database, or restore it from a backup\./;

  it('is named at start-up with what is wrong and how to recover', async () => {
    const cases: [string, (dir: string) => void, RegExp][] = [
      ['no WAL folder', (d) => rmSync(join(d, 'pg_wal'), { recursive: true }), /its pg_wal folder is missing/],
      [
        'a file where the WAL folder was',
        (d) => {
          rmSync(join(d, 'pg_wal'), { recursive: true });
          writeFileSync(join(d, 'pg_wal'), 'x');
        },
        /pg_wal is a file where a folder should be/,
      ],
      [
        'a WAL segment cut short',
        (d) => truncateSync(join(d, 'pg_wal', '000000010000000000000001'), 4096),
        /the WAL segment pg_wal\/000000010000000000000001 is 4096 bytes/,
      ],
      [
        'the control file cut short',
        (d) => truncateSync(join(d, 'global', 'pg_control'), 100),
        /global\/pg_control is 100 bytes, not 8192/,
      ],
      ['no PG_VERSION', (d) => rmSync(join(d, 'PG_VERSION')), /holds files but no PG_VERSION file/],
      [
        'a file for the folder',
        (d) => {
          rmSync(d, { recursive: true });
          writeFileSync(d, 'x');
        },
        /it is a file, not a folder/,
      ],
      // Damage the folder check does not see: PGlite's own failure, said the same way.
      ['a catalog cut short', (d) => truncateSync(join(d, 'global', '1262'), 0), /PGlite stopped with "[^"]+"/],
    ];
    for (const [what, damage, problem] of cases) {
      const dir = damaged(damage);
      const said = await refused({ DATA_DIR: dir });
      expect(said, what).toContain(
        `the service could not start: the database in DATA_DIR=${dir} could not be opened: `,
      );
      expect(said, what).toMatch(problem);
      expect(said, what).toMatch(recovery);
      expect(said, what).not.toMatch(/Aborted\(\)\. Build with/);
    }
  }, 240_000);
});

describe('bad settings', () => {
  it('stop the start with a sentence naming the setting', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ TRUST_PROXY: 'proxy.example' }, /TRUST_PROXY: "proxy.example" is not an IP address/],
      [{ ALLOWED_ORIGINS: 'table.example.org' }, /ALLOWED_ORIGINS: "table.example.org" is not an origin/],
      [{ JOINS_PER_MINUTE: '0' }, /JOINS_PER_MINUTE must be a whole number of at least 1, not "0"/],
      [{ COMPUTER_GAMES_PER_HOUR: 'lots' }, /COMPUTER_GAMES_PER_HOUR must be a whole number/],
    ];
    for (const [env, said] of cases) expect(await refused(env)).toMatch(said);
  });
});
