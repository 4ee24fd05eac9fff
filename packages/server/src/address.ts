/**
 * Who a request comes from, for the per-address limits (docs/service.md, "Threat model"). The socket's address is
 * the truth unless it is one of the operator's trusted proxies (`TRUST_PROXY`); only then is the forwarded chain
 * read, from the right, skipping further trusted hops. Colyseus's own `context.ip` believes the first
 * `X-Forwarded-For` hop of anyone, so it is never used for limits.
 */
import { isIP } from 'node:net';

/** One process's view of which peers may speak for their clients. */
export interface TrustedProxies {
  /** Normalised addresses (see `normaliseAddress`). */
  readonly addresses: ReadonlySet<string>;
}

export const NO_TRUSTED_PROXIES: TrustedProxies = { addresses: new Set() };

/**
 * Parses `TRUST_PROXY`: a comma-separated list of IP addresses ("127.0.0.1,10.0.0.5"); "loopback" stands for this
 * machine. Throws a sentence naming the bad entry.
 */
export function parseTrustedProxies(text: string | undefined): TrustedProxies {
  const addresses = new Set<string>();
  for (const raw of (text ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    if (entry === 'loopback') {
      addresses.add(LOOPBACK);
      continue;
    }
    if (!isIP(entry)) throw new Error(`TRUST_PROXY: "${entry}" is not an IP address (nor "loopback")`);
    addresses.add(normaliseAddress(entry));
  }
  return { addresses };
}

const LOOPBACK = 'loopback';

/**
 * One spelling per client: IPv4-mapped IPv6 becomes IPv4, and every loopback address is one client ("::1" and
 * "127.0.0.1" are the same machine; counting them apart doubled a local client's budget).
 */
export function normaliseAddress(address: string): string {
  let a = address.trim().toLowerCase();
  if (a.startsWith('::ffff:') && isIP(a.slice(7)) === 4) a = a.slice(7);
  if (a === '::1' || a.startsWith('127.')) return LOOPBACK;
  return a;
}

type HeaderValue = string | string[] | undefined;

/** The client's address: the socket's, or where a trusted proxy says it forwarded from. */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: HeaderValue,
  trusted: TrustedProxies,
): string {
  let current = normaliseAddress(socketAddress ?? 'unknown');
  if (!trusted.addresses.has(current)) return current;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  // Right to left: each trusted hop vouches for the one before it; the first untrusted one is the client.
  for (let i = chain.length - 1; i >= 0; i--) {
    const hop = chain[i]!;
    if (!isIP(hop)) return current;
    current = normaliseAddress(hop);
    if (!trusted.addresses.has(current)) return current;
  }
  return current;
}
