import type { Context } from 'hono';
import { isTrustedProxy, plainAddress, type ConnectionAddress, type ProxyTrust } from '../http/proxyTrust.ts';

/** The address the limits key on; injected so tests (app.request has no socket) can choose it. */
export type ClientAddress = (c: Context) => string;

/**
 * The client's address for the limits. A connection from a proxy TRUST_PROXY names: the nearest
 * address in X-Forwarded-For that is not one of those proxies (each proxy appends the address it
 * was reached from, so entries further left are the client's own words). With TRUST_PROXY=1: the
 * last entry. Any other connection: its own address, whatever X-Forwarded-For it sends.
 */
export function clientAddressFrom(connection: ConnectionAddress, trust: ProxyTrust): ClientAddress {
  return (c) => {
    const own = plainAddress(connection(c) ?? 'unknown');
    if (!isTrustedProxy(trust, own)) return own;
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => plainAddress(entry.trim()))
      .filter((entry) => entry !== '');
    if (trust.kind === 'any') return forwarded.at(-1) ?? own;
    return forwarded.findLast((hop) => !isTrustedProxy(trust, hop)) ?? forwarded[0] ?? own;
  };
}
