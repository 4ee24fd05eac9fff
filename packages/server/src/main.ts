#!/usr/bin/env node
/** `npm start`: the service on PORT (default 8080), configured by the environment (docs/service.md). */
import { resolve } from 'node:path';
import { startService } from './server.js';
import { loopStats } from './loop-stats.js';
import { parseTrustedProxies } from './address.js';
import { parseAllowedOrigins } from './origin.js';

const env = process.env;
const port = env.PORT === undefined ? 8080 : Number(env.PORT);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${env.PORT}"`);
  process.exit(2);
}

/** A whole number ≥ 1 from the environment, or undefined when unset; a bad value stops the start with a sentence. */
function count(name: string): number | undefined {
  const text = env[name];
  if (text === undefined || text === '') return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`${name} must be a whole number of at least 1, not "${text}"`);
    process.exit(2);
  }
  return n;
}

// Tests only: how many milliseconds a game clock's minute lasts, so a time limit runs out within a test.
const minuteMs = count('TEST_MINUTE_MS');
if (minuteMs !== undefined && env.ALLOW_CLIENT_SEEDS !== '1') {
  console.error('TEST_MINUTE_MS is for a service started for tests (ALLOW_CLIENT_SEEDS=1) only');
  process.exit(2);
}

let trustedProxies;
let origins;
try {
  trustedProxies = parseTrustedProxies(env.TRUST_PROXY);
  origins = parseAllowedOrigins(env.ALLOWED_ORIGINS);
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
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
    gamesPerMinute: count('GAMES_PER_MINUTE'),
    joinsPerMinute: count('JOINS_PER_MINUTE'),
    computerGamesPerHour: count('COMPUTER_GAMES_PER_HOUR'),
    trustedProxies,
    origins,
    allowClientSeeds: env.ALLOW_CLIENT_SEEDS === '1',
    connectionsPerAddress: count('CONNECTIONS_PER_ADDRESS'),
    minuteMs,
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
