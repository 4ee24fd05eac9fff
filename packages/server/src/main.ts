#!/usr/bin/env node
/** `npm start`: the service on PORT (default 8080), configured by the environment (docs/service.md). */
import { resolve } from 'node:path';
import { parseTrustedProxies, type TrustedProxies } from './address.js';
import { startService } from './server.js';
import { loopStats } from './loop-stats.js';

const env = process.env;
const port = env.PORT === undefined ? 8080 : Number(env.PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${env.PORT}"`);
  process.exit(2);
}

let trustedProxies: TrustedProxies;
try {
  trustedProxies = parseTrustedProxies(env.TRUST_PROXY);
} catch (e) {
  console.error((e as Error).message);
  process.exit(2);
}

try {
  const service = await startService({
    port,
    host: env.HOST,
    dataDir: resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    publicAddress: env.PUBLIC_ADDRESS || undefined,
    webDir: env.WEB_DIR ? resolve(env.WEB_DIR) : undefined,
    gamesPerMinute: env.GAMES_PER_MINUTE ? Number(env.GAMES_PER_MINUTE) : undefined,
    allowClientSeeds: env.ALLOW_CLIENT_SEEDS === '1',
    connectionsPerAddress: env.CONNECTIONS_PER_ADDRESS ? Number(env.CONNECTIONS_PER_ADDRESS) : undefined,
    trustedProxies,
  });
  // Tests read this line to learn the port.
  console.log(JSON.stringify({ listening: service.port }));
  // LOOP_STATS=1: measure what stalls this process's event loop (the bench reads it; docs/service.md, "Latency").
  const stats = env.LOOP_STATS === '1' ? loopStats() : null;
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (stats) console.log(JSON.stringify({ eventLoop: stats.report() }));
    service.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (e) {
  console.error(`the service could not start: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
}
