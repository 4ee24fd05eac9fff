/**
 * Starts the service: storage, the computer players' pool, Colyseus (ws transport, Redis presence and driver when
 * scaling out) with the game room, and one HTTP server for the API, the matchmaker and the web table.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { matchMaker, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { loadContent } from '@xwing/content';
import { LIMITS, ROOM_NAME } from '@xwing/client';
import { AiPool } from './ai-pool.js';
import { NO_TRUSTED_PROXIES, type TrustedProxies } from './address.js';
import { buildHttp } from './http.js';
import { consoleLogger, type Logger } from './log.js';
import { corsHeaders, type OriginPolicy, SAME_ORIGIN_ONLY } from './origin.js';
import { ReplayService } from './replay.js';
import { gameRoom } from './room.js';
import { watchStorage } from './storage-health.js';
import { openStorage, type Storage } from './storage/index.js';

export interface ServiceConfig {
  /** 0 picks a free port. */
  port: number;
  host?: string;
  /** PGlite's folder (when no databaseUrl). */
  dataDir: string;
  databaseUrl?: string;
  redisUrl?: string;
  /** host:port by which clients reach this process (scale-out). */
  publicAddress?: string;
  /** The web table's static build. */
  webDir?: string;
  aiWorkers?: number;
  /** Games one address may create a minute (default LIMITS.gamesPerMinute). */
  gamesPerMinute?: number;
  /** WebSocket connections one address may hold at once (default LIMITS.connectionsPerAddress). */
  connectionsPerAddress?: number;
  /** Join requests one address may make a minute (default LIMITS.joinsPerMinute). */
  joinsPerMinute?: number;
  /** Games with a computer seat one address may create an hour (default LIMITS.computerGamesPerHour). */
  computerGamesPerHour?: number;
  /** Proxies whose X-Forwarded-For is believed for per-address limits (TRUST_PROXY; default none). */
  trustedProxies?: TrustedProxies;
  /** Browser origins besides the service's own that may create games and join (ALLOWED_ORIGINS). */
  origins?: OriginPolicy;
  /** Tests only: POST /api/games may give the seed. */
  allowClientSeeds?: boolean;
  /** Tests only: how long a minute of a game's clock lasts, in milliseconds (default 60,000). */
  minuteMs?: number;
  log?: Logger;
}

export interface RunningService {
  port: number;
  storage: Storage;
  close(): Promise<void>;
}

export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

export async function startService(config: ServiceConfig): Promise<RunningService> {
  const log = config.log ?? consoleLogger();
  const content = loadContent();
  const { storage, health } = watchStorage(
    await openStorage({ dataDir: config.dataDir, databaseUrl: config.databaseUrl }),
  );
  const ai = new AiPool(config.aiWorkers);
  const replay = new ReplayService(storage, log);
  replay.warm();
  const origins = config.origins ?? SAME_ORIGIN_ONLY;

  const http = createServer();
  const transport = new WebSocketTransport({ server: http, maxPayload: LIMITS.frameBytes });
  let presence;
  let driver;
  if (config.redisUrl) {
    const { RedisPresence } = await import('@colyseus/redis-presence');
    const { RedisDriver } = await import('@colyseus/redis-driver');
    presence = new RedisPresence(config.redisUrl);
    driver = new RedisDriver(config.redisUrl);
  }
  const colyseus = new Server({
    transport,
    presence,
    driver,
    publicAddress: config.publicAddress,
    greet: false,
    gracefullyShutdown: false,
  });
  colyseus
    .define(
      ROOM_NAME,
      gameRoom({
        storage,
        content,
        ai,
        log,
        connectionsPerAddress: config.connectionsPerAddress,
        minuteMs: config.minuteMs,
      }),
    )
    .filterBy(['gameId']);

  // The matchmaker answers a browser's CORS only for an allowed origin (Colyseus echoes any Origin, with
  // credentials, by default): the same rule as every other endpoint (origin.ts).
  const controller = matchMaker.controller as {
    DEFAULT_CORS_HEADERS: Record<string, string>;
    getCorsHeaders(headers: Headers): Record<string, string>;
  };
  delete controller.DEFAULT_CORS_HEADERS['Access-Control-Allow-Origin'];
  delete controller.DEFAULT_CORS_HEADERS['Access-Control-Allow-Credentials'];
  controller.getCorsHeaders = (headers) =>
    corsHeaders(origins, headers.get('origin') ?? undefined, headers.get('host') ?? undefined);

  // Fastify answers every request on this server; Colyseus's own routes (/matchmake/…, /__healthcheck) are handed to
  // Colyseus's listeners by the routes in http.ts, after their checks.
  let colyseusListeners: ((req: IncomingMessage, res: ServerResponse) => void)[] = [];
  let fastifyHandler: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const app = await buildHttp(
    {
      storage,
      health,
      replay,
      content,
      log,
      webDir: config.webDir ?? DEFAULT_WEB_DIR,
      scaleOut: config.redisUrl !== undefined,
      gamesPerMinute: config.gamesPerMinute ?? LIMITS.gamesPerMinute,
      joinsPerMinute: config.joinsPerMinute ?? LIMITS.joinsPerMinute,
      computerGamesPerHour: config.computerGamesPerHour ?? LIMITS.computerGamesPerHour,
      allowClientSeeds: config.allowClientSeeds ?? false,
      trustedProxies: config.trustedProxies ?? NO_TRUSTED_PROXIES,
      origins,
      matchmakeRoute: matchMaker.controller.matchmakeRoute,
      colyseus: (req, res) => {
        for (const l of colyseusListeners) l.call(http, req, res);
      },
    },
    (handler) => {
      fastifyHandler = handler;
      http.on('request', handler);
      return http;
    },
  );
  await app.ready();
  await colyseus.listen(config.port, config.host);
  // Colyseus added its request listeners as it started listening: keep them for its routes, take them off the server.
  colyseusListeners = http.listeners('request').filter((l) => l !== fastifyHandler) as typeof colyseusListeners;
  for (const l of colyseusListeners) http.off('request', l);

  const port = (http.address() as AddressInfo).port;
  log.info(
    `serving on http://localhost:${port} (storage: ${storage.kind}${config.redisUrl ? ', scale-out through Redis' : ''})`,
  );
  return {
    port,
    storage,
    async close() {
      await colyseus.gracefullyShutdown(false);
      await app.close().catch(() => undefined);
      await replay.close();
      await ai.close();
      await storage.close();
    },
  };
}
