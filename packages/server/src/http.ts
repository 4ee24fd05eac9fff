/**
 * The HTTP side (docs/service.md, "HTTP API" and "Threat model") on Fastify: the JSON API under /api/, Colyseus's
 * matchmaker (/matchmake/…) and health check handed to Colyseus after this side's checks, and the web table's static
 * build for everything else. Every response carries the security headers (@fastify/helmet), compressible ones are
 * compressed (@fastify/compress), and every error is `{ error: { code, message } }` without paths or stack traces.
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerFactory,
} from 'fastify';
import helmet from 'helmet';
import type { Content } from '@xwing/content';
import { DEFAULT_POINTS_SET } from '@xwing/content';
import {
  AI_KINDS,
  DEFAULT_RULE_SET,
  DOGFIGHT,
  jsonDepthProblem,
  MAX_INPUT_DEPTH,
  RULE_SET_IDS,
  ruleSet,
  scenarioNames,
} from '@xwing/engine';
import {
  type CreateFromFileRequest,
  type CreateGameRequest,
  type HealthInfo,
  LIMITS,
  type MyGame,
  PROTOCOL_VERSION,
  type ServiceOptions,
} from '@xwing/client';
import type { z } from 'zod';
import { clientAddress, type TrustedProxies } from './address.js';
import { createGameFromFile, createNewGame, hashToken, RequestError, seatOfToken } from './games.js';
import type { Logger } from './log.js';
import { corsHeaders, judgeOrigin, type OriginPolicy } from './origin.js';
import type { ReplayBody, ReplayService } from './replay.js';
import { CreateFromFileSchema, CreateGameSchema, firstIssue, MineSchema, TokenSchema } from './schemas.js';
import { StorageFailure, type StorageHealth } from './storage-health.js';
import { type Storage, summaryOf } from './storage/index.js';

export interface HttpDeps {
  storage: Storage;
  health: StorageHealth;
  replay: ReplayService;
  content: Content;
  log: Logger;
  webDir: string;
  scaleOut: boolean;
  /** Games one address may create a minute. */
  gamesPerMinute: number;
  /** Join requests one address may make a minute. */
  joinsPerMinute: number;
  /** Games with a computer seat one address may create an hour. */
  computerGamesPerHour: number;
  /** Tests only: let POST /api/games choose the seed. */
  allowClientSeeds: boolean;
  trustedProxies: TrustedProxies;
  origins: OriginPolicy;
  /** Colyseus's first path segment ("matchmake"). */
  matchmakeRoute: string;
  /** Colyseus's own HTTP handling (the matchmaker, /__healthcheck). */
  colyseus: (req: IncomingMessage, res: ServerResponse) => void;
}

/** The page's Content-Security-Policy and the other security headers (docs/service.md, "Threat model"). */
export function helmetOptions(scaleOut: boolean): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        // The Vite build: one module script and one stylesheet from /assets/, nothing inline. React's style props
        // are set through the CSSOM, which style-src does not govern.
        'script-src': ["'self'"],
        'style-src': ["'self'"],
        // The page's icon is a data: URL (index.html).
        'img-src': ["'self'", 'data:'],
        'font-src': ["'self'"],
        // The API and the game's WebSocket are this host ('self' covers ws: and wss: of it, CSP level 3); scaled
        // out, a room may live on another process's PUBLIC_ADDRESS, so any WebSocket host is allowed then.
        'connect-src': scaleOut ? ["'self'", 'ws:', 'wss:'] : ["'self'"],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  };
}

const JSON_TYPE = /^application\/json\s*(?:;|$)/i;

export async function buildHttp(deps: HttpDeps, serverFactory: FastifyServerFactory): Promise<FastifyInstance> {
  const { storage, content, log } = deps;
  const webDir = resolve(deps.webDir);
  const secure = helmetOptions(deps.scaleOut);

  const app = Fastify({
    serverFactory,
    bodyLimit: LIMITS.httpBodyBytes,
    logger: false,
    // Client addresses come from address.ts (TRUST_PROXY), never from Fastify's own reading of X-Forwarded-For.
    trustProxy: false,
    // Errors Fastify meets before routing (a malformed URL): our shape and the security headers too.
    frameworkErrors: (error, req, reply) => {
      // The same options as @fastify/helmet's (its types name helmet's CommonJS declarations, these the ESM ones).
      helmet(secure as Parameters<typeof helmet>[0])(req.raw, reply.raw, () => undefined);
      void sendError(reply, errorReply(error, log, req));
    },
  });

  // Before any route or plugin: each takes the handler in force when it is registered.
  app.setErrorHandler(async (error, req, reply) => sendError(reply, errorReply(error, log, req)));

  // Fastify also reads text/plain bodies; a body is JSON or it is refused (415), so a page of another site cannot
  // post a form or a "simple" request at the API. (Its JSON parser refuses __proto__ and constructor.prototype keys as
  // not JSON.)
  app.removeContentTypeParser('text/plain');

  await app.register(fastifyHelmet, { ...secure, global: true });
  // Compression off the event loop (streams on libuv's threads); request bodies are never decompressed.
  await app.register(fastifyCompress, { global: true, globalDecompression: false, syncThreshold: 0 });
  await app.register(fastifyRateLimit, {
    global: false,
    // A few thousand addresses at most are remembered, the oldest forgotten first.
    cache: 10_000,
    keyGenerator: (req) => limitKey(addressOf(req)),
    errorResponseBuilder: (_req, ctx) =>
      new RequestError(429, 'rate-limited', `at most ${ctx.max} of these requests ${windowWords(ctx.ttl)}`),
  });

  const addressOf = (req: FastifyRequest) =>
    clientAddress(req.raw.socket.remoteAddress, req.headers['x-forwarded-for'], deps.trustedProxies);

  // ---- checks shared by the API and the matchmaker ----

  /** A browser page of another site may not post (create a game, reserve a seat); programs send no Origin. */
  const checkOrigin = async (req: FastifyRequest, reply: FastifyReply) => {
    const verdict = judgeOrigin(deps.origins, req.headers.origin, req.headers.host);
    if (verdict === 'allowed')
      for (const [k, v] of Object.entries(corsHeaders(deps.origins, req.headers.origin, req.headers.host)))
        reply.header(k, v);
    if (req.method !== 'POST') return;
    if (verdict === 'forbidden')
      throw new RequestError(
        403,
        'forbidden-origin',
        `requests from pages of ${req.headers.origin} are not accepted here (the service's own pages and ALLOWED_ORIGINS are)`,
      );
    const type = req.headers['content-type'];
    const hasBody = Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if ((type !== undefined || hasBody) && !JSON_TYPE.test(type ?? ''))
      throw new RequestError(
        415,
        'unsupported-media-type',
        'a request body must be JSON, sent with Content-Type: application/json',
      );
  };

  const joinLimit = app.createRateLimit({ max: deps.joinsPerMinute, timeWindow: 60_000 });
  const computerLimit = app.createRateLimit({ max: deps.computerGamesPerHour, timeWindow: 3_600_000 });

  // ---- Colyseus: the matchmaker and its health check, after the origin, body-type and join-rate checks ----

  const toColyseus = (req: FastifyRequest, reply: FastifyReply) => {
    // Colyseus hands the room's onAuth a Fetch Request without the socket, and its own `ip` believes anyone's
    // X-Forwarded-For: the address the per-address limits count under travels in this header instead, always
    // written here (a client's own value is overwritten).
    req.raw.headers[CLIENT_ADDRESS_HEADER] = limitKey(addressOf(req));
    reply.hijack();
    deps.colyseus(req.raw, reply.raw);
  };
  app.route({
    method: ['GET', 'HEAD', 'POST', 'OPTIONS'],
    url: `/${deps.matchmakeRoute}/*`,
    onRequest: [
      checkOrigin,
      async (req) => {
        if (req.method !== 'POST') return;
        // Each join reserves a seat for up to 60 s: refused before Colyseus reserves anything.
        const r = await joinLimit(req);
        if (!r.isAllowed && r.isExceeded)
          throw new RequestError(
            429,
            'rate-limited',
            `at most ${deps.joinsPerMinute} join requests a minute from one address; try again in ${r.ttlInSeconds} s`,
          );
      },
      async (req, reply) => toColyseus(req, reply),
    ],
    // The Colyseus client reads a refusal's `message` ("code: sentence", as the room's refusals read).
    errorHandler: async (error, req, reply) => {
      const e = errorReply(error, log, req);
      return sendError(reply, { ...e, body: { ...e.body, message: `${e.body.error.code}: ${e.body.error.message}` } });
    },
    handler: async () => undefined,
  });
  app.route({
    method: ['GET', 'HEAD'],
    url: '/__healthcheck',
    onRequest: async (req, reply) => toColyseus(req, reply),
    handler: async () => undefined,
  });

  // ---- the JSON API ----

  const options: ServiceOptions = {
    pointsSets: content.pointsSetIds(),
    pointsSetLabels: Object.fromEntries(content.pointsSetIds().map((id) => [id, pointsSetLabel(content, id)])),
    defaultPointsSet: DEFAULT_POINTS_SET,
    formats: ['standard', 'extended'],
    scenarios: [DOGFIGHT, ...scenarioNames().filter((s) => s !== DOGFIGHT)],
    diceModes: ['rolled', 'entered'],
    computers: [...AI_KINDS],
    ruleSets: [DEFAULT_RULE_SET, ...RULE_SET_IDS.filter((id) => id !== DEFAULT_RULE_SET)].map((id) => {
      const rs = ruleSet(id);
      return {
        id,
        title: rs.title,
        pointsSet: rs.squads.defaultPointsSet ?? DEFAULT_POINTS_SET,
        edition: rs.squads.edition,
        missing: [...rs.missing],
        fallback: rs.fallback,
      };
    }),
  };

  await app.register(
    async (api) => {
      api.addHook('onRequest', checkOrigin);
      api.addHook('onSend', async (_req, reply) => {
        reply.header('cache-control', 'no-store');
      });
      api.options('/*', async (req, reply) => {
        // A preflight: only an allowed origin (whose headers checkOrigin set) may go on.
        reply.header('access-control-allow-methods', 'GET, POST');
        reply.header('access-control-allow-headers', 'content-type');
        reply.header('access-control-max-age', '600');
        return reply.code(204).send();
      });

      api.get('/health', async (_req, reply) => {
        const verdict = await deps.health.check();
        if (!verdict.ok)
          return reply.code(503).send({ ok: false, error: { code: 'storage-failed', message: verdict.reason } });
        const h: HealthInfo = {
          ok: true,
          protocol: PROTOCOL_VERSION,
          storage: storage.kind,
          scaleOut: deps.scaleOut,
          web: webBuilt(webDir),
        };
        return h;
      });

      api.get('/options', async () => options);

      api.post(
        '/games',
        {
          config: {
            rateLimit: {
              max: deps.gamesPerMinute,
              timeWindow: 60_000,
              errorResponseBuilder: (_req, ctx) =>
                new RequestError(
                  429,
                  'rate-limited',
                  `at most ${deps.gamesPerMinute} games a minute from one address; try again in ${Math.ceil(ctx.ttl / 1000)} s`,
                ),
            },
          },
        },
        async (req, reply) => {
          // A body with `file` is a game file (docs/service.md, "Games from a game file"), under the same limits.
          const fromFile = isRecord(req.body) && 'file' in req.body;
          const body = fromFile
            ? (parse(CreateFromFileSchema, req.body) as CreateFromFileRequest)
            : (parse(CreateGameSchema, req.body) as CreateGameRequest);
          const computer = (body.players ?? []).some((p) => p.computer !== undefined);
          if (computer) {
            const seen = await computerLimit(req, { increment: false });
            if (!seen.isAllowed && seen.remaining <= 0)
              throw new RequestError(
                429,
                'rate-limited',
                `at most ${deps.computerGamesPerHour} games against the computer an hour from one address; ` +
                  `try again in ${Math.ceil(seen.ttlInSeconds / 60)} min`,
              );
          }
          const created =
            'file' in body
              ? await createGameFromFile(storage, content, body, deps.allowClientSeeds)
              : await createNewGame(storage, content, body, deps.allowClientSeeds);
          if (computer) await computerLimit(req);
          return reply.code(201).send(created);
        },
      );

      api.get('/games', async (req) => {
        const status = (req.query as Record<string, string | undefined>).status;
        if (status !== undefined && status !== 'active' && status !== 'over')
          throw new RequestError(400, 'bad-request', 'status: active or over');
        return (await storage.recentGames(50, status)).map(summaryOf);
      });

      api.post('/games/mine', async (req) => {
        const { tokens } = parse(MineSchema, req.body);
        const found = await storage.gamesByTokenHashes(tokens.map(hashToken));
        const mine: MyGame[] = found.map(({ row, seat }) => ({
          ...summaryOf(row),
          seat,
          yourTurn: row.progress.status === 'active' && row.progress.waitingFor === seat,
        }));
        return mine;
      });

      const gameOf = async (id: string) => {
        const row = await storage.gameRow(id);
        if (!row) throw new RequestError(404, 'unknown-game', `no game "${id}"`);
        return row;
      };
      const GAME = '/games/:gameId';
      const idOf = (req: FastifyRequest) => {
        const id = (req.params as { gameId: string }).gameId;
        if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw new RequestError(404, 'unknown-game', 'no such game');
        return id;
      };

      api.get(GAME, async (req) => summaryOf(await gameOf(idOf(req))));

      api.post(`${GAME}/seat`, async (req) => {
        const row = await gameOf(idOf(req));
        const { token } = parse(TokenSchema, req.body);
        const seat = seatOfToken(row.seats, token);
        if (seat === null) throw new RequestError(403, 'bad-token', 'that token does not hold a seat in this game');
        return { seat };
      });

      // Replays: built in the replay worker from the nearest snapshot, finished games' answers cached; the game is
      // read only once the request is admitted (replay.ts).
      const overGame = (id: string, what: string) => async () => {
        const row = await gameOf(id);
        if (row.progress.status !== 'over')
          throw new RequestError(409, 'game-not-over', `${what} available once the game is over`);
        return row;
      };

      api.get(`${GAME}/replay`, async (req, reply) => {
        const id = idOf(req);
        return sendReplay(
          req,
          reply,
          await deps.replay.full(id, limitKey(addressOf(req)), overGame(id, 'the full log is')),
        );
      });

      api.get(`${GAME}/replay/views`, async (req, reply) => {
        const id = idOf(req);
        const query = req.query as Record<string, string | undefined>;
        const from = intParam(query.from, 'from', 0, 0, Number.MAX_SAFE_INTEGER);
        const count = intParam(query.count, 'count', 1, 1, REPLAY_PAGE);
        const address = limitKey(addressOf(req));
        return sendReplay(
          req,
          reply,
          await deps.replay.views(id, from, count, address, overGame(id, 'replay views are')),
        );
      });

      api.setNotFoundHandler(async (req) => {
        throw new RequestError(404, 'not-found', `no ${req.method} ${req.url.split('?')[0]}`);
      });
    },
    { prefix: '/api' },
  );

  // ---- the web table ----

  await app.register(fastifyStatic, {
    root: webDir,
    // Vite's hashed file names never change content: cached for a year; everything else revalidated.
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header(
        'cache-control',
        path.includes(`${webDir}/assets/`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
    redirect: false,
    decorateReply: true,
  });

  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return;
    const path = req.url;
    if (path.startsWith('/api/') || path === '/api' || path.startsWith(`/${deps.matchmakeRoute}/`)) return;
    if (path.startsWith('/__healthcheck')) return;
    if (!webBuilt(webDir)) return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage());
  });

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0]!;
    const api = path === '/api' || path.startsWith('/api/');
    // Unknown paths without an extension are the table's own routes (/game/<id>): its index page handles them.
    if ((req.method === 'GET' || req.method === 'HEAD') && !api && !extname(path) && webBuilt(webDir)) {
      reply.header('cache-control', 'no-cache');
      return reply.sendFile('index.html', { cacheControl: false });
    }
    throw new RequestError(404, 'not-found', `no ${req.method} ${path}`);
  });

  return app;
}

const REPLAY_PAGE = 50;

/** A replay answer as built: gzipped once in the replay worker, so a cached page costs no compression per request. */
function sendReplay(req: FastifyRequest, reply: FastifyReply, body: ReplayBody): FastifyReply {
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (body.gzip && acceptsGzip(req.headers['accept-encoding']))
    return reply.header('content-encoding', 'gzip').send(body.gzip);
  return reply.send(body.json);
}

function acceptsGzip(header: string | undefined): boolean {
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

interface ErrorReply {
  status: number;
  body: { error: { code: string; message: string; problems?: RequestError['problems'] }; message?: string };
}

function sendError(reply: FastifyReply, e: ErrorReply): FastifyReply {
  reply.header('cache-control', 'no-store');
  return reply.code(e.status).type('application/json; charset=utf-8').send(e.body);
}

/** Sentences for Fastify's own refusals of a body. */
const FASTIFY_CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'the body is not JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'the body is empty (a JSON body was announced)',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'the body is not as long as its Content-Length says',
};

/** Sentences for the statuses Fastify and its plugins answer by themselves. */
const STATUS_WORDS: Record<number, [string, string]> = {
  400: ['bad-request', 'the request is malformed'],
  404: ['not-found', 'no such path'],
  405: ['method-not-allowed', 'that method is not allowed here'],
  408: ['timeout', 'the request took too long'],
  413: ['too-large', `a request body may hold ${LIMITS.httpBodyBytes} bytes`],
  414: ['too-large', 'the URL is too long'],
  415: ['unsupported-media-type', 'a request body must be JSON, sent with Content-Type: application/json'],
  429: ['rate-limited', 'too many requests; try again shortly'],
};

/** Any error as our `{ error: { code, message } }`, with no path, stack or internal message in it. */
function errorReply(e: unknown, log: Logger, req: FastifyRequest): ErrorReply {
  const body = (code: string, message: string, problems?: RequestError['problems']) => ({
    error: { code, message, ...(problems ? { problems } : {}) },
  });
  if (e instanceof RequestError) return { status: e.status, body: body(e.code, e.message, e.problems) };
  if (e instanceof StorageFailure) {
    log.error(`${req.method} ${req.url.split('?')[0]}`, e);
    return {
      status: 503,
      body: body('storage-failed', 'the service could not read or write its storage; try again shortly'),
    };
  }
  const status = (e as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const [code, message] = STATUS_WORDS[status] ?? ['bad-request', 'the request was refused'];
    return { status, body: body(code, FASTIFY_CODES[String((e as { code?: unknown }).code)] ?? message) };
  }
  log.error(`${req.method} ${req.url.split('?')[0]}`, e);
  return { status: 500, body: body('internal', 'the service failed on this request') };
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function parse<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  // Bounded before anything walks the body recursively (badText): a squad or a game file nests far less.
  const deep = jsonDepthProblem(body, MAX_INPUT_DEPTH + 8, '');
  if (deep)
    throw new RequestError(400, 'bad-request', `${deep.path === '(top)' ? '(the body)' : deep.path}: ${deep.message}`);
  const bad = badText(body, []);
  if (bad) throw new RequestError(400, 'bad-request', bad);
  const r = schema.safeParse(body);
  if (!r.success) throw new RequestError(400, 'bad-request', firstIssue(r.error));
  return r.data;
}

/**
 * The first string (or key) in a body that holds control characters or broken UTF-16 ("players.0.name: …"): the
 * database refuses NUL in text, and no name, squad or token needs a control character (tabs and line ends in a
 * squad's JSON text aside).
 */
export function badText(value: unknown, path: (string | number)[]): string | null {
  const where = () => (path.length ? path.join('.') : '(the body)');
  if (typeof value === 'string') {
    const name = path.at(-1) === 'name';
    // eslint-disable-next-line no-control-regex
    if ((name ? /[\u0000-\u001f\u007f-\u009f]/ : /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/).test(value))
      return `${where()}: control characters are not allowed`;
    if (!wellFormed(value)) return `${where()}: not well-formed text (a lone surrogate)`;
    return null;
  }
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) {
      const bad = badText(v, [...path, i]);
      if (bad) return bad;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const keyBad = badText(k, [...path, '(a key)']);
      if (keyBad) return keyBad;
      const bad = badText(v, [...path, k]);
      if (bad) return bad;
    }
  }
  return null;
}

/** No lone surrogate (String.prototype.isWellFormed, which this TypeScript library target does not declare). */
function wellFormed(s: string): boolean {
  return !/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/.test(s);
}

function intParam(raw: string | undefined, name: string, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new RequestError(400, 'bad-request', `${name}: an integer from ${min} to ${max}`);
  return n;
}

function windowWords(ttlMs: number): string {
  const s = Math.ceil(ttlMs / 1000);
  return `from one address; try again in ${s} s`;
}

/**
 * The key a per-address limit counts under: the address, except that an IPv6 address counts under its /64 (one
 * household or host is given a whole /64, so counting addresses apart would give it billions of budgets).
 */
/** The header by which the matchmaker's requests tell the room where they come from (set by this side only). */
export const CLIENT_ADDRESS_HEADER = 'x-xwing-client-address';

export function limitKey(address: string): string {
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export function webBuilt(webDir: string): boolean {
  return existsSync(join(webDir, 'index.html'));
}

function notBuiltPage(): string {
  return (
    '<!doctype html><meta charset="utf-8"><title>X-Wing table</title>' +
    '<h1>The game service is running; the web table is not built</h1>' +
    '<p>No web table build was found. Build it with <code>npm run build</code> (or <code>npm ci</code>) once the ' +
    'web package exists, then reload. The API answers under <a href="/api/health">/api/</a> (docs/service.md).</p>'
  );
}

/** "XWA 50P-2.0, from 2026-04-26": the set's name and the dates it was in force, for the lobby's select. */
function pointsSetLabel(content: Content, id: string): string {
  const set = content.pointsSet(id);
  if (!set) return id;
  const dates = set.until ? `${set.effective ?? '…'} to ${set.until}` : set.effective ? `from ${set.effective}` : '';
  return dates ? `${set.name}, ${dates}` : set.name;
}
