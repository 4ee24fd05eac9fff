/**
 * /api/health on PostgreSQL: the same write probe as on PGlite (the `health` table, migration 3), failing with the
 * reason while storage cannot be written.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GameService } from '@xwing/client';
import {
  type ServiceProcess,
  squad,
  startServiceProcess,
  startTestServer,
  type TestServer,
} from './service-process.js';

const cleanup: (() => unknown)[] = [];
afterAll(async () => {
  for (const f of cleanup.reverse()) await f();
});

describe('health with PostgreSQL', () => {
  it('probes a write, and fails with the reason while storage cannot be written', async () => {
    const pg: TestServer = startTestServer('postgres');
    cleanup.push(() => pg.stop());
    const faultFile = join(mkdtempSync(join(tmpdir(), 'xwing-health-pg-')), 'fail-writes');
    const svc: ServiceProcess = await startServiceProcess({
      env: { DATABASE_URL: pg.url, XWING_TEST_FAIL_WRITES: faultFile },
    });
    cleanup.push(() => svc.stop());
    const api = new GameService(svc.url);
    expect(await api.health()).toMatchObject({ ok: true, storage: 'postgres' });
    writeFileSync(faultFile, '');
    await new Promise((r) => setTimeout(r, 1100));
    const r = await fetch(`${svc.url}/api/health`);
    expect(r.status).toBe(503);
    const body = (await r.json()) as { ok: boolean; error: { code: string; message: string } };
    expect(body).toMatchObject({ ok: false, error: { code: 'storage-failed' } });
    expect(body.error.message).toMatch(/^storage cannot be written: /);
    expect(body.error.message).not.toContain(faultFile);
    expect(body.error.message).not.toContain(pg.url);
    rmSync(faultFile);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await api.health()).toMatchObject({ ok: true });
    await api.createGame({ players: [{ squad: squad('rebel-xwings') }, { squad: squad('imperial-ties') }] });
  }, 300_000);
});
