/** @xwing/server: the game service (docs/service.md). */
export { startService, type RunningService, type ServiceConfig, DEFAULT_WEB_DIR } from './server.js';
export { AiPool, aiRng } from './ai-pool.js';
export { openStorage, MIGRATIONS, summaryOf } from './storage/index.js';
export type { GameRow, Storage, StoredChoice, StoredSeat, GameProgress } from './storage/index.js';
