/** Errors the client raises: the service's code and message, or a local code ('network', 'disconnected', 'closed'). */
export class ServiceError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status?: number,
    readonly problems?: { player?: number; path: string; message: string }[],
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

/** Matchmaking refusals carry our code in front of the message ("bad-token: …"). */
export function fromMatchmaking(e: unknown): ServiceError {
  const message = e instanceof Error ? e.message : String(e);
  const m = /^([a-z][a-z-]*): (.*)$/s.exec(message);
  if (m) return new ServiceError(m[1]!, m[2]!);
  return new ServiceError('network', message);
}
