/**
 * Starts the service: storage, the computer players' pool, Colyseus (ws transport, Redis presence and driver when
 * scaling out) with the game room, and one HTTP server for the API, the matchmaker and the web table.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { matchMaker, Server } from '@colyseus/core';
import { WebSocketTransport } from '@colyseus/ws-transport';
import { loadContent } from '@xwing/content';
import { LIMITS, ROOM_NAME } from '@xwing/client';
import type { TrustedProxies } from './address.js';
import { AiPool } from './ai-pool.js';
import { httpHandler } from './http.js';
import { consoleLogger, type Logger } from './log.js';
import { gameRoom } from './room.js';
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
  /** Peers whose X-Forwarded-For is believed for per-address limits (TRUST_PROXY; address.ts). */
  trustedProxies?: TrustedProxies;
  /** Tests only: POST /api/games may give the seed. */
  allowClientSeeds?: boolean;
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
  const storage = await openStorage({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  const ai = new AiPool(config.aiWorkers);

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
        trustedProxies: config.trustedProxies,
        connectionsPerAddress: config.connectionsPerAddress,
      }),
    )
    .filterBy(['gameId']);
  await colyseus.listen(config.port, config.host);

  // Colyseus answered every HTTP request itself; keep its listeners for its own routes and serve the rest.
  const colyseusListeners = http.listeners('request') as ((...a: unknown[]) => void)[];
  http.removeAllListeners('request');
  const api = httpHandler({
    storage,
    content,
    log,
    webDir: config.webDir ?? DEFAULT_WEB_DIR,
    scaleOut: config.redisUrl !== undefined,
    gamesPerMinute: config.gamesPerMinute ?? LIMITS.gamesPerMinute,
    allowClientSeeds: config.allowClientSeeds ?? false,
  });
  http.on('request', (req, res) => {
    const path = req.url ?? '/';
    if (path.startsWith(`/${matchMaker.controller.matchmakeRoute}/`) || path.startsWith('/__healthcheck')) {
      for (const l of colyseusListeners) l.call(http, req, res);
      return;
    }
    api(req, res).catch((e: unknown) => {
      log.error('request failed', e);
      if (!res.headersSent) res.writeHead(500).end();
    });
  });

  const port = (http.address() as AddressInfo).port;
  log.info(
    `serving on http://localhost:${port} (storage: ${storage.kind}${config.redisUrl ? ', scale-out through Redis' : ''})`,
  );
  return {
    port,
    storage,
    async close() {
      await colyseus.gracefullyShutdown(false);
      await ai.close();
      await storage.close();
    },
  };
}
