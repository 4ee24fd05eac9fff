/** Seat and spectator links: `/game/<gameId>#token=<token>` and `/game/<gameId>` (docs/service.md). */

export function seatLink(gameId: string, token: string): string {
  return `/game/${encodeURIComponent(gameId)}#token=${encodeURIComponent(token)}`;
}

export function spectateLink(gameId: string): string {
  return `/game/${encodeURIComponent(gameId)}`;
}

/** Reads a game link (a path or a full URL); null when it is not one. */
export function parseGameLink(link: string): { gameId: string; token?: string } | null {
  let url: URL;
  try {
    url = new URL(link, 'http://x.invalid');
  } catch {
    return null;
  }
  const m = /^\/game\/([A-Za-z0-9_-]+)\/?$/.exec(url.pathname);
  if (!m) return null;
  const token = new URLSearchParams(url.hash.replace(/^#/, '')).get('token');
  return token ? { gameId: m[1]!, token } : { gameId: m[1]! };
}
