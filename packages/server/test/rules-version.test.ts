/**
 * Games stored under other rules (the engine's RULES_VERSION, stamped on each game and snapshot): a database of the
 * first schema is migrated; an old game whose choices still apply plays on; one whose choices no longer apply is
 * refused as 'rules-changed' (joining, its replay and its replay views: HTTP 410 with both versions named), not an
 * internal error; and a snapshot written under other rules is never loaded (the game replays from its setup).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { GameService, ServiceError } from '@xwing/client';
import { RULES_VERSION } from '@xwing/engine';
import { freshDataDir, type ServiceProcess, squad, startServiceProcess } from './service-process.js';
import { withTimeout } from './players.js';
import { MIGRATIONS } from '../src/storage/migrations.js';
import { openPgliteHere } from '../src/storage/pglite-here.js';

const running: ServiceProcess[] = [];
afterAll(async () => {
  for (const s of running) await s.stop();
});

async function start(dataDir: string): Promise<ServiceProcess> {
  const s = await startServiceProcess({ dataDir, env: { ALLOW_CLIENT_SEEDS: '1' } });
  running.push(s);
  return s;
}

describe('games of other rules versions', () => {
  it('plays on what still replays, refuses what does not with rules-changed, never loads another version’s snapshot', async () => {
    const dataDir = freshDataDir();
    let svc = await start(dataDir);
    let api = new GameService(svc.url);
    const create = (seed: string) =>
      api.createGame({
        players: [
          { name: 'A', squad: squad('rebel-xwings') },
          { name: 'B', squad: squad('imperial-ties') },
        ],
        seed,
      });
    const stale = await create('rv-1');
    const staleOver = await create('rv-2');
    const snapshotted = await create('rv-3');
    const oldButFine = await create('rv-4');
    await svc.stop();

    // Tamper with the stored games as an older service would have left them.
    const pg = await PGlite.create(dataDir);
    const versions = await pg.query<{ id: string; rules_version: number }>('SELECT id, rules_version FROM games');
    expect(versions.rows.map((r) => r.rules_version)).toEqual([
      RULES_VERSION,
      RULES_VERSION,
      RULES_VERSION,
      RULES_VERSION,
    ]);
    const old = [stale.gameId, staleOver.gameId, oldButFine.gameId];
    await pg.query('UPDATE games SET rules_version = 0 WHERE id = ANY($1::text[])', [old]);
    // A choice answering a question this engine does not ask (the first decision is player B's obstacle).
    for (const id of [stale.gameId, staleOver.gameId]) {
      await pg.query(`INSERT INTO choices (game_id, seq, seat, choice) VALUES ($1, 1, 1, $2::json)`, [
        id,
        JSON.stringify({ decision: 1, option: 'an-option-of-older-rules', seat: 1 }),
      ]);
      await pg.query('UPDATE games SET choices = 1 WHERE id = $1', [id]);
    }
    await pg.query(`UPDATE games SET progress = jsonb_set(progress, '{status}', '"over"') WHERE id = $1`, [
      staleOver.gameId,
    ]);
    // A snapshot of older rules whose state this engine could not read.
    await pg.query(`INSERT INTO snapshots (game_id, seq, state, rules_version) VALUES ($1, 0, $2::json, 0)`, [
      snapshotted.gameId,
      JSON.stringify({ written: 'by older rules' }),
    ]);
    await pg.close();

    svc = await start(dataDir);
    api = new GameService(svc.url);

    const refused = await withTimeout(
      api.connect(stale.gameId, { token: stale.seats[0].token! }),
      30_000,
      'joining',
    ).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(ServiceError);
    expect((refused as ServiceError).code).toBe('rules-changed');
    expect((refused as ServiceError).message).toMatch(
      new RegExp(`rules version 0 and this service runs version ${RULES_VERSION}: its choice 1 no longer applies`),
    );

    // (Its views before the choice that no longer applies are still served: step 0 here.)
    for (const path of ['replay', 'replay/views?from=1']) {
      const r = await fetch(`${svc.url}/api/games/${staleOver.gameId}/${path}`);
      expect(r.status, path).toBe(410);
      const body = (await r.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('rules-changed');
      expect(body.error.message).toContain('no longer applies');
    }
    // Listed as before: only playing and replaying it are refused.
    expect((await api.game(staleOver.gameId)).status).toBe('over');

    for (const g of [snapshotted, oldButFine]) {
      const seat = (await api.game(g.gameId)).waitingFor ?? 0;
      const c = await withTimeout(api.connect(g.gameId, { token: g.seats[seat].token! }), 30_000, 'joining');
      expect(c.view?.pending?.kind).toBe('place-obstacle');
      await c.choose({ decision: c.view!.pending!.id, option: c.view!.pending!.options[0]!.id });
      await c.close();
    }
    expect(svc.stderr()).not.toMatch(/no longer applies|written/);
  }, 180_000);

  it('a database of the first schema is migrated: its games are of rules version 0 (before stamping)', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'xwing-schema-1-')), 'data');
    const pg = await PGlite.create(dataDir);
    await pg.query(`CREATE TABLE schema_migrations (
      version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    for (const sql of MIGRATIONS[0]!.sql) await pg.query(sql);
    await pg.query(`INSERT INTO schema_migrations (version, name) VALUES (1, 'games, choices, snapshots')`);
    await pg.query(
      `INSERT INTO games (id, setup, seats, scenario, progress) VALUES ('old', '{}', '[]', 'dogfight', $1::jsonb)`,
      [JSON.stringify({ status: 'active', round: 0, phase: 'setup', waitingFor: 1, result: null })],
    );
    await pg.close();
    const storage = await openPgliteHere(dataDir);
    try {
      expect((await storage.gameRow('old'))?.rulesVersion).toBe(0);
    } finally {
      await storage.close();
    }
  });
});
