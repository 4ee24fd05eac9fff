/** The service's HTTP API (docs/service.md, "HTTP API") over `fetch`. */
import { ServiceError } from './errors.js';
import type {
  CreatedGame,
  CreateFromFileRequest,
  CreateGameRequest,
  ErrorBody,
  GameReplay,
  GameStatus,
  GameSummary,
  HealthInfo,
  ReplayViews,
  MyGame,
  ServiceOptions,
} from './protocol.js';

export class ServiceApi {
  /** `baseUrl`: the service's origin, e.g. "http://localhost:8080" (no trailing slash needed). */
  constructor(readonly baseUrl: string) {}

  health(): Promise<HealthInfo> {
    return this.request('GET', '/api/health');
  }

  options(): Promise<ServiceOptions> {
    return this.request('GET', '/api/options');
  }

  createGame(req: CreateGameRequest): Promise<CreatedGame> {
    return this.request('POST', '/api/games', req);
  }

  /** A game from a game file (`{ setup | position, choices? }`, as `xwing play` reads it). */
  createGameFromFile(req: CreateFromFileRequest): Promise<CreatedGame> {
    return this.request('POST', '/api/games', req);
  }

  /** Recent games, newest first. */
  listGames(status?: GameStatus): Promise<GameSummary[]> {
    return this.request('GET', `/api/games${status ? `?status=${status}` : ''}`);
  }

  game(gameId: string): Promise<GameSummary> {
    return this.request('GET', `/api/games/${encodeURIComponent(gameId)}`);
  }

  /** The games these seat tokens play. */
  myGames(tokens: string[]): Promise<MyGame[]> {
    return this.request('POST', '/api/games/mine', { tokens });
  }

  /** The seat a token plays (403 bad-token otherwise). */
  seatOf(gameId: string, token: string): Promise<{ seat: 0 | 1 }> {
    return this.request('POST', `/api/games/${encodeURIComponent(gameId)}/seat`, { token });
  }

  /** A finished game's setup, choices and full log (409 game-not-over while it runs). */
  replay(gameId: string): Promise<GameReplay> {
    return this.request('GET', `/api/games/${encodeURIComponent(gameId)}/replay`);
  }

  /** Spectator views after steps from … from+count-1 of a finished game (count ≤ 50). */
  replayViews(gameId: string, from: number, count = 50): Promise<ReplayViews> {
    return this.request('GET', `/api/games/${encodeURIComponent(gameId)}/replay/views?from=${from}&count=${count}`);
  }

  private async request<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(new URL(path, this.baseUrl), {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? null : JSON.stringify(body),
      });
    } catch (e) {
      throw new ServiceError('network', `cannot reach the game service: ${e instanceof Error ? e.message : e}`);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      throw new ServiceError('bad-response', `the service answered ${res.status} with something not JSON`, res.status);
    }
    if (!res.ok) {
      const err = (json as ErrorBody | null)?.error;
      throw new ServiceError(
        err?.code ?? 'http-error',
        err?.message ?? `the service answered ${res.status}`,
        res.status,
        err?.problems,
      );
    }
    return json as T;
  }
}
