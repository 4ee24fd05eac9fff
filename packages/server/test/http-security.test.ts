/**
 * The HTTP side under attack (docs/service.md, "Threat model"), through the built service as a browser or a program
 * meets it: security headers on every kind of response (API, errors, the table's files, Colyseus's matchmaker and
 * health check), Origin checks and JSON-only bodies on the create and join endpoints, CORS only for allowed origins,
 * the per-address limits (joins, games against the computer), control characters refused, and errors that name no
 * path: a storage that cannot be written fails /api/health with the reason.
 *
 * One service for the file: it trusts this machine as a proxy (TRUST_PROXY=loopback), so each test speaks from its
 * own forwarded address and its limits count apart from the others'.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '@colyseus/sdk';
import { type CreateGameRequest, GameService, LIMITS, type ReplayViews } from '@xwing/client';
import { loadContent } from '@xwing/content';
import { applyInPlace, type Choice, createGame, viewFor } from '@xwing/engine';
import { freshDataDir, type ServiceProcess, squad, startServiceProcess } from './service-process.js';

let svc: ServiceProcess;
let api: GameService;
let webDir: string;
let faultFile: string;
const ALLOWED = 'https://table.example.org';
const JOINS = 5;
const COMPUTER_GAMES = 2;

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'xwing-http-security-'));
  // A stand-in for the web table's build: a page and one hashed asset.
  webDir = join(dir, 'web');
  mkdirSync(join(webDir, 'assets'), { recursive: true });
  writeFileSync(
    join(webDir, 'index.html'),
    '<!doctype html><title>t</title><script type="module" src="/assets/app-1a2b3c.js"></script>',
  );
  writeFileSync(join(webDir, 'assets', 'app-1a2b3c.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  faultFile = join(dir, 'fail-writes');
  svc = await startServiceProcess({
    dataDir: freshDataDir(),
    env: {
      WEB_DIR: webDir,
      ALLOWED_ORIGINS: ALLOWED,
      TRUST_PROXY: 'loopback',
      JOINS_PER_MINUTE: String(JOINS),
      COMPUTER_GAMES_PER_HOUR: String(COMPUTER_GAMES),
      XWING_TEST_FAIL_WRITES: faultFile,
      ALLOW_CLIENT_SEEDS: '1',
    },
  });
  api = new GameService(svc.url);
}, 120_000);

afterAll(async () => {
  await svc?.stop();
  rmSync(faultFile, { force: true });
});

let lastAddress = 0;
/** A client address of its own, as the trusted proxy (this machine) forwards it. */
function newAddress(): Record<string, string> {
  lastAddress++;
  return { 'x-forwarded-for': `198.51.100.${lastAddress}` };
}

const twoHumans = (): CreateGameRequest => ({
  players: [{ squad: squad('rebel-xwings') }, { squad: squad('imperial-ties') }],
});
const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const errorOf = async (r: Response) => ((await r.json()) as { error: { code: string; message: string } }).error;

function expectSecurityHeaders(r: Response, what: string): void {
  const h = r.headers;
  const csp = h.get('content-security-policy') ?? '';
  expect(csp, `${what}: CSP`).toContain("default-src 'self'");
  expect(csp, `${what}: CSP`).toContain("script-src 'self'");
  expect(csp, `${what}: CSP`).toContain("frame-ancestors 'none'");
  expect(csp, `${what}: CSP`).toContain("object-src 'none'");
  expect(csp, `${what}: no inline scripts`).not.toContain('unsafe');
  expect(h.get('x-content-type-options'), what).toBe('nosniff');
  expect(h.get('x-frame-options'), what).toBe('DENY');
  expect(h.get('referrer-policy'), what).toBe('no-referrer');
}

describe('security headers', () => {
  it('are on every kind of response', async () => {
    const game = await api.createGame(twoHumans());
    const responses: [string, Promise<Response>, number][] = [
      ['health', fetch(`${svc.url}/api/health`), 200],
      ['a game', fetch(`${svc.url}/api/games/${game.gameId}`), 200],
      ['an API 404', fetch(`${svc.url}/api/games/nosuchgame`), 404],
      ['an unknown API path', fetch(`${svc.url}/api/nothing`), 404],
      ['a 400', fetch(`${svc.url}/api/games?status=lost`), 400],
      ['a 415', fetch(`${svc.url}/api/games`, { method: 'POST', body: 'x' }), 415],
      ['a 413', fetch(`${svc.url}/api/games`, json('x'.repeat(LIMITS.httpBodyBytes))), 413],
      ['the page', fetch(`${svc.url}/`), 200],
      ['a table route', fetch(`${svc.url}/game/${game.gameId}`), 200],
      ['an asset', fetch(`${svc.url}/assets/app-1a2b3c.js`), 200],
      ['a missing asset', fetch(`${svc.url}/assets/nope.js`), 404],
      ['a malformed path', fetch(`${svc.url}/api/games/%E0%A4%A`), 400],
      ['the matchmaker refusing', fetch(`${svc.url}/matchmake/joinOrCreate/game`, json({ gameId: 'nosuchgame' })), 404],
      ['the matchmaker preflight', fetch(`${svc.url}/matchmake/joinOrCreate/game`, { method: 'OPTIONS' }), 204],
      ['Colyseus health check', fetch(`${svc.url}/__healthcheck`), 200],
    ];
    for (const [what, p, status] of responses) {
      const r = await p;
      expect(r.status, what).toBe(status);
      expectSecurityHeaders(r, what);
      if (status >= 400 && what !== 'the matchmaker refusing') {
        const e = await errorOf(r);
        expect(e.code, what).toMatch(/^[a-z-]+$/);
        expect(e.message, what).not.toMatch(/\/(tmp|work|home|var)\b|\bat .*\.js:\d+/);
      }
    }
  });

  it('cache the hashed assets for good, revalidate the page, and compress', async () => {
    const asset = await fetch(`${svc.url}/assets/app-1a2b3c.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    expect(await asset.text()).toContain('console.log');
    for (const path of ['/', '/game/abc', '/replay/abc']) {
      const page = await fetch(`${svc.url}${path}`);
      expect(page.headers.get('cache-control'), path).toBe('no-cache');
      expect(await page.text(), path).toContain('/assets/app-1a2b3c.js');
    }
    const options = await fetch(`${svc.url}/api/options`);
    expect(options.headers.get('cache-control')).toBe('no-store');
    const body = (await options.json()) as { pointsSets: string[]; pointsSetLabels: Record<string, string> };
    expect(Object.keys(body.pointsSetLabels).sort()).toEqual([...body.pointsSets].sort());
    expect(body.pointsSetLabels['xwa-50p1.0']).toBe('XWA 50P-1.0, 2025-10-26 to 2025-12-08');
  });
});

describe('origins and body types', () => {
  it('refuse a create or a join from a page of another site, and anything but JSON', async () => {
    const before = (await api.listGames()).length;
    const evil = { origin: 'https://evil.example' };
    const cases: [string, string, RequestInit, number, string][] = [
      ['create, foreign origin', '/api/games', json(twoHumans(), evil), 403, 'forbidden-origin'],
      ['create, null origin', '/api/games', json(twoHumans(), { origin: 'null' }), 403, 'forbidden-origin'],
      [
        'create, text/plain',
        '/api/games',
        { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(twoHumans()) },
        415,
        'unsupported-media-type',
      ],
      [
        'create, a form',
        '/api/games',
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: 'players=1',
        },
        415,
        'unsupported-media-type',
      ],
      ['join, foreign origin', '/matchmake/joinOrCreate/game', json({ gameId: 'x' }, evil), 403, 'forbidden-origin'],
      [
        'join, text/plain',
        '/matchmake/joinOrCreate/game',
        { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{"gameId":"x"}' },
        415,
        'unsupported-media-type',
      ],
    ];
    for (const [what, path, init, status, code] of cases) {
      const r = await fetch(`${svc.url}${path}`, { ...init, headers: { ...init.headers, ...newAddress() } });
      expect(r.status, what).toBe(status);
      const body = (await r.json()) as { error: { code: string; message: string }; message?: string };
      expect(body.error.code, what).toBe(code);
      expect(body.error.message.length, what).toBeGreaterThan(20);
      // The Colyseus client reads `message`: "code: sentence".
      if (path.startsWith('/matchmake')) expect(body.message, what).toMatch(new RegExp(`^${code}: `));
      expect(r.headers.get('access-control-allow-origin'), what).toBeNull();
    }
    expect((await api.listGames()).length).toBe(before);
  });

  it('allow the service’s own pages, the allowed origins and programs (no Origin)', async () => {
    const own = await fetch(`${svc.url}/api/games`, json(twoHumans(), { origin: svc.url, ...newAddress() }));
    expect(own.status).toBe(201);
    expect(own.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await fetch(`${svc.url}/api/games`, json(twoHumans(), { origin: ALLOWED, ...newAddress() }));
    expect(allowed.status).toBe(201);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect((await fetch(`${svc.url}/api/games`, json(twoHumans(), newAddress()))).status).toBe(201);
  });

  it('give the matchmaker’s CORS to allowed origins only, never with a wildcard', async () => {
    const preflight = (origin: string) =>
      fetch(`${svc.url}/matchmake/joinOrCreate/game`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', ...newAddress() },
      });
    const evil = await preflight('https://evil.example');
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    expect(evil.headers.get('access-control-allow-credentials')).toBeNull();
    const ok = await preflight(ALLOWED);
    expect(ok.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
    // A join Colyseus answers itself (an unknown game) echoes no foreign origin either.
    const join = await fetch(
      `${svc.url}/matchmake/joinOrCreate/game`,
      json({ gameId: 'nosuchgame' }, { origin: svc.url, ...newAddress() }),
    );
    expect(join.status).toBe(404);
    expect(join.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('per-address limits', () => {
  it('bound join reservations per address, before the matchmaker reserves anything', async () => {
    const game = await api.createGame(twoHumans());
    const me = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < JOINS + 2; i++) {
      const r = await fetch(`${svc.url}/matchmake/joinOrCreate/game`, json({ gameId: game.gameId }, me));
      statuses.push(r.status);
      if (r.status === 429) {
        const body = (await r.json()) as { error: { code: string; message: string }; message: string };
        expect(body.error.code).toBe('rate-limited');
        expect(body.error.message).toMatch(/at most 5 join requests a minute from one address; try again in \d+ s/);
        expect(body.message).toMatch(/^rate-limited: /);
      } else await r.arrayBuffer();
    }
    expect(statuses).toEqual([...Array<number>(JOINS).fill(200), 429, 429]);
    // The Colyseus client reads the refusal's code (our client re-joins later on it: it is not final).
    await expect(new Client(svc.url, { headers: me }).joinOrCreate('game', { gameId: game.gameId })).rejects.toThrow(
      /^rate-limited: at most 5 join requests/,
    );
    // Another address still joins.
    const other = await fetch(`${svc.url}/matchmake/joinOrCreate/game`, json({ gameId: game.gameId }, newAddress()));
    expect(other.status).toBe(200);
  });

  it('bound games against the computer per address, not games between people', async () => {
    const me = newAddress();
    const vsComputer = {
      players: [{ squad: squad('rebel-xwings') }, { squad: squad('imperial-ties'), computer: 'random' }],
    };
    for (let i = 0; i < COMPUTER_GAMES; i++)
      expect((await fetch(`${svc.url}/api/games`, json(vsComputer, me))).status).toBe(201);
    const refused = await fetch(`${svc.url}/api/games`, json(vsComputer, me));
    expect(refused.status).toBe(429);
    expect(await errorOf(refused)).toMatchObject({
      code: 'rate-limited',
      message: expect.stringMatching(/at most 2 games against the computer an hour/),
    });
    expect((await fetch(`${svc.url}/api/games`, json(twoHumans(), me))).status).toBe(201);
    expect((await fetch(`${svc.url}/api/games`, json(vsComputer, newAddress()))).status).toBe(201);
  });

  it('count games created per minute by the address a trusted proxy forwards', async () => {
    // The games-per-minute limit of @fastify/rate-limit keyed by address.ts's client address.
    const me = newAddress();
    for (let i = 0; i < LIMITS.gamesPerMinute; i++)
      expect((await fetch(`${svc.url}/api/games`, json(twoHumans(), me))).status).toBe(201);
    const r = await fetch(`${svc.url}/api/games`, json(twoHumans(), me));
    expect(r.status).toBe(429);
    expect(await errorOf(r)).toMatchObject({
      code: 'rate-limited',
      message: expect.stringMatching(/^at most 30 games a minute from one address; try again in \d+ s$/),
    });
    expect((await fetch(`${svc.url}/api/games`, json(twoHumans(), newAddress()))).status).toBe(201);
  });
});

describe('replays', () => {
  it('are served from snapshots as the engine replays them, a few builds in flight per address, cached', async () => {
    // Two computers play a seeded game past two snapshots (every 50 choices) while a spectator watches.
    const created = await api.createGame({
      players: [
        { squad: squad('rebel-xwings'), computer: 'random' },
        { squad: squad('imperial-ties'), computer: 'random' },
      ],
      seed: 'replay-parts-1',
      maxRounds: 4,
    });
    const watcher = await api.connect(created.gameId);
    const end = Date.now() + 120_000;
    while (watcher.game?.status !== 'over' && Date.now() < end) await new Promise((r) => setTimeout(r, 50));
    await watcher.close();
    const rec = await api.replay(created.gameId);
    expect(rec.choices.length).toBeGreaterThan(100);

    // What the engine says, step by step.
    const content = loadContent();
    const state = createGame(rec.setup!, content);
    const expected: ReplayViews['views'] = [];
    for (let step = 0; step <= rec.choices.length; step++) {
      if (step > 0) expect(applyInPlace(state, rec.choices[step - 1] as Choice, content).ok).toBe(true);
      const { log, ...view } = viewFor({ ...state, log: [] }, 'spectator');
      void log;
      expected.push({ step, logLength: state.log.length, view });
    }
    expect(state.log).toEqual(rec.log);

    const url = (from: number, count: number) =>
      `${svc.url}/api/games/${created.gameId}/replay/views?from=${from}&count=${count}`;
    const me = newAddress();
    // Many pages at once from one address: two are built, the others refused until those finish.
    const pages = [0, 10, 20, 30, 40, 60, 70, 80, 90, 101].map((from) => fetch(url(from, 50), { headers: me }));
    const answers = await Promise.all(pages);
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(LIMITS.replayRequestsInFlight);
    expect(statuses).toContain(429);
    for (const r of answers) {
      if (r.status === 429)
        expect(await errorOf(r)).toMatchObject({
          code: 'rate-limited',
          message: expect.stringMatching(/at most 2 replay requests in flight from one address/),
        });
      else await r.arrayBuffer();
    }
    // One after the other, every page is served, and equals the engine's replay (pages past a snapshot start there).
    for (const [from, count] of [
      [0, 50],
      [48, 5],
      [100, 20],
      [rec.choices.length - 2, 50],
    ] as const) {
      const r = await fetch(url(from, count), { headers: me });
      expect(r.status).toBe(200);
      const page = (await r.json()) as ReplayViews;
      expect(page.total).toBe(rec.choices.length + 1);
      expect(page.views).toEqual(expected.slice(from, from + count));
    }
    // The same page asked many times at once is built once: none refused.
    const same = await Promise.all(Array.from({ length: 6 }, () => fetch(url(55, 50), { headers: me })));
    expect(same.map((r) => r.status)).toEqual(Array<number>(6).fill(200));
    // A cached page goes out gzipped as built, or plain to a client that takes no compression.
    const gz = await fetch(url(55, 50), { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(((await gz.json()) as ReplayViews).views).toEqual(expected.slice(55, 105));
    const plain = await fetch(url(55, 50), { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(((await plain.json()) as ReplayViews).views[0]).toEqual(expected[55]);
  }, 180_000);
});

describe('bad text and hidden internals', () => {
  it('refuses control characters and broken text in any body string, naming the field', async () => {
    const before = (await api.listGames()).length;
    const cases: [string, unknown, RegExp][] = [
      [
        '/api/games',
        { players: [{ name: 'Lu\u0000ke', squad: squad('rebel-xwings') }, { squad: squad('imperial-ties') }] },
        /^players\.0\.name: control characters/,
      ],
      [
        '/api/games',
        { players: [{ name: 'Luke\nSkywalker', squad: squad('rebel-xwings') }, { squad: squad('imperial-ties') }] },
        /^players\.0\.name: control characters/,
      ],
      [
        '/api/games',
        { players: [{ name: 'A\ud800', squad: squad('rebel-xwings') }, { squad: squad('imperial-ties') }] },
        /^players\.0\.name: not well-formed/,
      ],
      [
        '/api/games',
        {
          players: [
            { squad: { ...(squad('rebel-xwings') as object), 'x\u0000': 1 } },
            { squad: squad('imperial-ties') },
          ],
        },
        /^players\.0\.squad\.\(a key\): control characters/,
      ],
      ['/api/games/mine', { tokens: ['a\u0000b'] }, /^tokens\.0: control characters/],
    ];
    for (const [path, body, message] of cases) {
      const r = await fetch(`${svc.url}${path}`, json(body, newAddress()));
      expect(r.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(await errorOf(r)).toMatchObject({ code: 'bad-request', message: expect.stringMatching(message) });
    }
    expect((await api.listGames()).length).toBe(before);
  });

  it('fails /api/health with the reason while storage cannot be written, and never shows a path', async () => {
    expect((await fetch(`${svc.url}/api/health`)).status).toBe(200);
    writeFileSync(faultFile, '');
    try {
      // A game write fails: the client gets a code and a sentence.
      const create = await fetch(`${svc.url}/api/games`, json(twoHumans(), newAddress()));
      expect(create.status).toBe(503);
      const e = await errorOf(create);
      expect(e.code).toBe('storage-failed');
      expect(e.message).not.toContain(faultFile);
      // The probe write fails too (health probes at most once a second).
      await new Promise((r) => setTimeout(r, 1100));
      const health = await fetch(`${svc.url}/api/health`);
      expect(health.status).toBe(503);
      expectSecurityHeaders(health, 'failed health');
      const body = (await health.json()) as { ok: boolean; error: { code: string; message: string } };
      expect(body.ok).toBe(false);
      expect(body.error.code).toBe('storage-failed');
      expect(body.error.message).toMatch(/storage cannot be written: .*No space left on device/);
      expect(body.error.message).not.toContain(tmpdir());
      expect(body.error.message).toContain('<path>');
      await expect(api.health()).rejects.toMatchObject({ code: 'storage-failed', status: 503 });
    } finally {
      rmSync(faultFile, { force: true });
    }
    // Writable again: the probe succeeds, but the failed game write is remembered until a game write succeeds.
    await new Promise((r) => setTimeout(r, 1100));
    const remembered = await fetch(`${svc.url}/api/health`);
    expect(remembered.status).toBe(503);
    expect((await errorOf(remembered)).message).toMatch(/the last game write, \d+ s ago, failed/);
    await api.createGame(twoHumans());
    expect(await api.health()).toMatchObject({ ok: true });
  });
});
