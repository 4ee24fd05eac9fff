/**
 * The HTTP side (docs/service.md, "HTTP API"): the JSON API under /api/, and the web table's static build for
 * everything else. Colyseus's own routes (/matchmake/…) are dispatched to it by server.ts.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Content } from '@xwing/content';
import { DEFAULT_POINTS_SET } from '@xwing/content';
import { AI_KINDS, applyInPlace, type Choice, createGame, DOGFIGHT, scenarioNames, viewFor } from '@xwing/engine';
import {
  type CreateGameRequest,
  type GameReplay,
  type HealthInfo,
  LIMITS,
  type MyGame,
  PROTOCOL_VERSION,
  type ReplayViews,
  type ServiceOptions,
} from '@xwing/client';
import type { z } from 'zod';
import { choiceNoLongerApplies, createNewGame, hashToken, loadLiveGame, replayable, RequestError } from './games.js';
import type { Logger } from './log.js';
import { CreateGameSchema, firstIssue, MineSchema, TokenSchema } from './schemas.js';
import { type GameRow, type Storage, type StoredChoice, summaryOf } from './storage/index.js';

export interface HttpDeps {
  storage: Storage;
  content: Content;
  log: Logger;
  webDir: string;
  scaleOut: boolean;
  /** Games one address may create a minute. */
  gamesPerMinute: number;
  /** Tests only: let POST /api/games choose the seed. */
  allowClientSeeds: boolean;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.map': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export function httpHandler(deps: HttpDeps) {
  const { storage, content, log } = deps;
  const creations = new Map<string, number[]>();

  const options: ServiceOptions = {
    pointsSets: content.pointsSetIds(),
    defaultPointsSet: DEFAULT_POINTS_SET,
    formats: ['standard', 'extended'],
    scenarios: [DOGFIGHT, ...scenarioNames().filter((s) => s !== DOGFIGHT)],
    diceModes: ['rolled', 'entered'],
    computers: [...AI_KINDS],
  };

  async function api(req: IncomingMessage, url: URL): Promise<[number, unknown]> {
    const path = url.pathname;
    const method = req.method ?? 'GET';
    if (method === 'GET' && path === '/api/health') {
      const h: HealthInfo = {
        ok: true,
        protocol: PROTOCOL_VERSION,
        storage: storage.kind,
        scaleOut: deps.scaleOut,
        web: webBuilt(deps.webDir),
      };
      return [200, h];
    }
    if (method === 'GET' && path === '/api/options') return [200, options];
    if (path === '/api/games') {
      if (method === 'POST') {
        limitCreation(req);
        const body = parse(CreateGameSchema, await readJson(req));
        return [201, await createNewGame(storage, content, body as CreateGameRequest, deps.allowClientSeeds)];
      }
      if (method === 'GET') {
        const status = url.searchParams.get('status');
        if (status !== null && status !== 'active' && status !== 'over')
          throw new RequestError(400, 'bad-request', 'status: active or over');
        return [200, (await storage.recentGames(50, status ?? undefined)).map(summaryOf)];
      }
    }
    if (method === 'POST' && path === '/api/games/mine') {
      const { tokens } = parse(MineSchema, await readJson(req));
      const found = await storage.gamesByTokenHashes(tokens.map(hashToken));
      const mine: MyGame[] = found.map(({ row, seat }) => ({
        ...summaryOf(row),
        seat,
        yourTurn: row.progress.status === 'active' && row.progress.waitingFor === seat,
      }));
      return [200, mine];
    }
    const m = /^\/api\/games\/([A-Za-z0-9_-]{1,64})(\/seat|\/replay|\/replay\/views)?$/.exec(path);
    if (m) {
      const id = m[1]!;
      const row = await storage.gameRow(id);
      if (!row) throw new RequestError(404, 'unknown-game', `no game "${id}"`);
      if (method === 'GET' && !m[2]) return [200, summaryOf(row)];
      if (method === 'POST' && m[2] === '/seat') {
        const { token } = parse(TokenSchema, await readJson(req));
        const seat = row.seats.findIndex((s) => s.tokenHash === hashToken(token));
        if (seat < 0) throw new RequestError(403, 'bad-token', 'that token does not hold a seat in this game');
        return [200, { seat }];
      }
      if (method === 'GET' && m[2] === '/replay') {
        if (row.progress.status !== 'over')
          throw new RequestError(409, 'game-not-over', 'the full log is available once the game is over');
        // One after the other: PGlite answered a transaction (loadGame) and a query started together with an error
        // now and then (HTTP 500 in the resign-and-replay test), so a request never overlaps its own storage calls.
        const live = await loadLiveGame(storage, content, id);
        const choices = await storage.choices(id);
        const replay: GameReplay = {
          gameId: id,
          setup: row.setup,
          choices,
          log: live?.state.log ?? [],
          result: row.progress.result,
        };
        return [200, replay];
      }
      if (method === 'GET' && m[2] === '/replay/views') {
        if (row.progress.status !== 'over')
          throw new RequestError(409, 'game-not-over', 'replay views are available once the game is over');
        const from = intParam(url, 'from', 0, 0, Number.MAX_SAFE_INTEGER);
        const count = intParam(url, 'count', 1, 1, REPLAY_PAGE);
        return [200, replayViews(row, await storage.choices(id), from, count, content)];
      }
    }
    throw new RequestError(404, 'not-found', `no ${method} ${path}`);
  }

  function limitCreation(req: IncomingMessage): void {
    const who = req.socket.remoteAddress ?? '?';
    const now = Date.now();
    const recent = (creations.get(who) ?? []).filter((t) => now - t < 60_000);
    if (recent.length >= deps.gamesPerMinute)
      throw new RequestError(429, 'rate-limited', `at most ${deps.gamesPerMinute} games a minute`);
    recent.push(now);
    creations.set(who, recent);
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://service.invalid');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      let status: number;
      let body: unknown;
      try {
        [status, body] = await api(req, url);
      } catch (e) {
        if (e instanceof RequestError) {
          status = e.status;
          body = { error: { code: e.code, message: e.message, ...(e.problems ? { problems: e.problems } : {}) } };
        } else {
          log.error(`${req.method} ${url.pathname}`, e);
          status = 500;
          body = { error: { code: 'internal', message: 'the service failed on this request' } };
        }
      }
      const text = JSON.stringify(body);
      res.writeHead(status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(text),
        'cache-control': 'no-store',
      });
      res.end(text);
      return;
    }
    serveStatic(deps.webDir, req, res, url);
  };
}

const REPLAY_PAGE = 50;

function intParam(url: URL, name: string, fallback: number, min: number, max: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new RequestError(400, 'bad-request', `${name}: an integer from ${min} to ${max}`);
  return n;
}

/** Spectator views after steps from … from+count-1 (step 0: before any choice), re-run with the engine. */
function replayViews(
  row: GameRow,
  choices: StoredChoice[],
  from: number,
  count: number,
  content: Content,
): ReplayViews {
  const total = choices.length + 1;
  const views: ReplayViews['views'] = [];
  const state = replayable(row, () => createGame(row.setup, content));
  const last = Math.min(total - 1, from + count - 1);
  for (let step = 0; step <= last; step++) {
    if (step > 0) {
      const r = applyInPlace(state, choices[step - 1] as Choice, content);
      if (!r.ok) throw choiceNoLongerApplies(row, step, `${r.reason} (${r.code})`);
    }
    if (step >= from) {
      const { log, ...view } = viewFor({ ...state, log: [] }, 'spectator');
      void log;
      views.push({ step, logLength: state.log.length, view });
    }
  }
  return { total, views };
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const r = schema.safeParse(body);
  if (!r.success) throw new RequestError(400, 'bad-request', firstIssue(r.error));
  return r.data;
}

function readJson(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (c: Buffer) => {
      if (done) return;
      size += c.length;
      if (size > LIMITS.httpBodyBytes) {
        done = true;
        reject(new RequestError(413, 'too-large', `a request body may hold ${LIMITS.httpBodyBytes} bytes`));
        req.resume();
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => {
      if (done) return;
      done = true;
      const text = Buffer.concat(chunks).toString('utf8');
      try {
        resolveBody(text ? JSON.parse(text) : undefined);
      } catch {
        reject(new RequestError(400, 'bad-request', 'the body is not JSON'));
      }
    });
    req.on('error', (e) => {
      if (!done) reject(e);
      done = true;
    });
  });
}

export function webBuilt(webDir: string): boolean {
  return existsSync(join(webDir, 'index.html'));
}

function serveStatic(webDir: string, req: IncomingMessage, res: ServerResponse, url: URL): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  if (!webBuilt(webDir)) {
    const page =
      '<!doctype html><meta charset="utf-8"><title>X-Wing table</title>' +
      '<h1>The game service is running; the web table is not built</h1>' +
      `<p>No web table build was found in <code>${escapeHtml(webDir)}</code>. Build it with ` +
      '<code>npm run build</code> (or <code>npm ci</code>) once the web package exists, then reload. ' +
      'The API answers under <a href="/api/health">/api/</a> (docs/service.md).</p>';
    res.writeHead(503, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    return;
  }
  const root = resolve(webDir);
  let path: string;
  try {
    path = normalize(join(root, decodeURIComponent(url.pathname)));
  } catch {
    res.writeHead(400).end();
    return;
  }
  if (path !== root && !path.startsWith(root + sep)) {
    res.writeHead(404).end();
    return;
  }
  let file = path;
  const st = existsSync(file) ? statSync(file) : null;
  if (!st || st.isDirectory()) {
    const index = join(file, 'index.html');
    // Unknown paths without an extension are the table's own routes (/game/<id>): its index page handles them.
    file = st?.isDirectory() && existsSync(index) ? index : extname(path) ? '' : join(root, 'index.html');
  }
  if (!file || !existsSync(file)) {
    res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  const immutable = file.includes(`${sep}assets${sep}`);
  res.writeHead(200, {
    'content-type': type,
    'content-length': statSync(file).size,
    'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (req.method === 'HEAD') res.end();
  else createReadStream(file).pipe(res);
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
