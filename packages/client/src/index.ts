/**
 * @xwing/client: the game service's typed, browser-safe client (docs/service.md). `GameService` wraps the HTTP API
 * and opens live connections to games; `GameConnection` plays a seat or watches, and reconnects by itself.
 */
import { GameConnection, type ConnectOptions } from './connection.js';
import { ServiceApi } from './http.js';

export * from './protocol.js';
export { ServiceError } from './errors.js';
export { parseGameLink, seatLink, spectateLink } from './links.js';
export { ServiceApi } from './http.js';
export { GameConnection, type ConnectOptions, type ConnectionStatus, type GameUpdate } from './connection.js';

/** The service at `baseUrl` (default: the page's own origin in a browser). */
export class GameService extends ServiceApi {
  constructor(baseUrl?: string) {
    const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
    const url = baseUrl ?? origin;
    if (!url) throw new Error('GameService needs the service URL outside a browser page');
    super(url);
  }

  /** Joins a game as the token's seat (or as a spectator without one); resolves with the first view in hand. */
  connect(gameId: string, opts: ConnectOptions = {}): Promise<GameConnection> {
    return GameConnection.open(this.baseUrl, gameId, opts);
  }
}
