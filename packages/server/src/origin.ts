/**
 * Which web pages may call the service from a browser (docs/service.md, "Threat model"). A request without an
 * `Origin` header comes from a program (our Node client, the CLI, curl) and is allowed: a browser always sends one on
 * a cross-site POST. With one, it must be the page's own site (its host equals the request's `Host`) or one of the
 * operator's `ALLOWED_ORIGINS`; anything else (another site, a sandboxed page's "null") is refused.
 */

/** The operator's extra allowed origins, normalised ("https://table.example.org"). */
export interface OriginPolicy {
  readonly allowed: ReadonlySet<string>;
}

export const SAME_ORIGIN_ONLY: OriginPolicy = { allowed: new Set() };

/**
 * Parses `ALLOWED_ORIGINS`: a comma-separated list of origins (scheme, host and port as a browser sends them:
 * "https://table.example.org", "http://localhost:5173"). Throws a sentence naming the bad entry.
 */
export function parseAllowedOrigins(text: string | undefined): OriginPolicy {
  const allowed = new Set<string>();
  for (const raw of (text ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const origin = normaliseOrigin(entry);
    if (!origin)
      throw new Error(
        `ALLOWED_ORIGINS: "${entry}" is not an origin (scheme://host[:port], like https://table.example.org)`,
      );
    allowed.add(origin);
  }
  return { allowed };
}

/** scheme://host[:port] in lower case with the default port left out; null when it is not an http(s) origin. */
function normaliseOrigin(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  // An origin has no path, query or credentials.
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash || url.username || url.password)
    return null;
  return url.origin;
}

type HeaderValue = string | string[] | undefined;

const first = (h: HeaderValue) => (Array.isArray(h) ? h[0] : h);

export type OriginVerdict =
  /** No Origin header: not a browser page. */
  | 'none'
  /** The page is this site. */
  | 'same'
  /** One of ALLOWED_ORIGINS. */
  | 'allowed'
  | 'forbidden';

/** What an Origin header means for a request that arrived with this Host header. */
export function judgeOrigin(policy: OriginPolicy, origin: HeaderValue, host: HeaderValue): OriginVerdict {
  const o = first(origin);
  if (o === undefined) return 'none';
  const normalised = normaliseOrigin(o);
  if (!normalised) return 'forbidden';
  const h = first(host);
  // new URL drops the default port, so "Host: example.org:443" and "https://example.org" agree.
  if (h && sameHost(normalised, h)) return 'same';
  return policy.allowed.has(normalised) ? 'allowed' : 'forbidden';
}

function sameHost(origin: string, host: string): boolean {
  const url = new URL(origin);
  try {
    return new URL(`${url.protocol}//${host}`).host === url.host;
  } catch {
    return false;
  }
}

/**
 * CORS headers for a response to this request: the origin echoed (credentials allowed, as the Colyseus client
 * sends them) only for an allowed cross-site origin; nothing for anyone else, so a browser keeps every other site's
 * page from reading the answer.
 */
export function corsHeaders(policy: OriginPolicy, origin: HeaderValue, host: HeaderValue): Record<string, string> {
  const o = first(origin);
  if (o !== undefined && judgeOrigin(policy, origin, host) === 'allowed')
    return { 'Access-Control-Allow-Origin': o, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' };
  return { Vary: 'Origin' };
}
