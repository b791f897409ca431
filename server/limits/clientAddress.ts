import type { Context } from 'hono';

/** The address the limits key on; injected so tests (app.request has no socket) can choose it. */
export type ClientAddress = (c: Context) => string;

/**
 * The connection's address, or with trustProxy the address the nearest proxy saw: the last entry
 * of X-Forwarded-For, the one a client cannot forge past a proxy that appends to it.
 */
export function clientAddressFrom(connectionAddress: ClientAddress, trustProxy: boolean): ClientAddress {
  return (c) => {
    if (trustProxy) {
      const forwarded = c.req.header('x-forwarded-for');
      const nearest = forwarded
        ?.split(',')
        .map((entry) => entry.trim())
        .filter((entry) => entry !== '')
        .pop();
      if (nearest) return nearest;
    }
    return connectionAddress(c);
  };
}
