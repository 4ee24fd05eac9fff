/** Client addresses for the per-address limits (packages/server/src/address.ts; docs/service.md, "Threat model"). */
import { describe, expect, it } from 'vitest';
import { clientAddress, normaliseAddress, NO_TRUSTED_PROXIES, parseTrustedProxies } from '../src/address.js';

describe('client addresses', () => {
  it('count every loopback spelling and IPv4-mapped IPv6 as one client', () => {
    expect(normaliseAddress('::1')).toBe(normaliseAddress('127.0.0.1'));
    expect(normaliseAddress('::ffff:127.0.0.1')).toBe(normaliseAddress('127.0.0.2'));
    expect(normaliseAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(normaliseAddress('2001:DB8::1')).toBe('2001:db8::1');
  });

  it('believe a forwarded address only from a trusted proxy, read from the right', () => {
    // Nobody trusted: a forged header changes nothing.
    expect(clientAddress('203.0.113.7', '198.51.100.1', NO_TRUSTED_PROXIES)).toBe('203.0.113.7');
    const proxy = parseTrustedProxies('10.0.0.5, loopback');
    expect(clientAddress('10.0.0.5', '198.51.100.1', proxy)).toBe('198.51.100.1');
    // The client forged the left entry; the proxy appended the real one on the right.
    expect(clientAddress('10.0.0.5', '1.2.3.4, 198.51.100.1', proxy)).toBe('198.51.100.1');
    // Two trusted hops (a local proxy behind the operator's): skipped right to left.
    expect(clientAddress('127.0.0.1', ['198.51.100.1, 10.0.0.5'], proxy)).toBe('198.51.100.1');
    // A trusted proxy that forwarded nothing readable: the proxy itself is the client.
    expect(clientAddress('10.0.0.5', 'garbage', proxy)).toBe('10.0.0.5');
    expect(clientAddress('10.0.0.5', undefined, proxy)).toBe('10.0.0.5');
  });

  it('refuse a TRUST_PROXY entry that is not an address', () => {
    expect(() => parseTrustedProxies('10.0.0.5,proxy.example')).toThrow(/"proxy.example" is not an IP address/);
    expect(parseTrustedProxies('').addresses.size).toBe(0);
  });
});
