import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Limits } from '../config/limits.ts';
import { isTrustedProxy, plainAddress, type ProxyTrust } from './proxyTrust.ts';

export type ConnectionLimits = Pick<
  Limits,
  'headersTimeoutMs' | 'requestTimeoutMs' | 'keepAliveTimeoutMs' | 'idleSocketMs' | 'connectionsPerAddress'
>;

/**
 * Node's http.Server settings for the time limits. Node looks at open connections every
 * `connectionsCheckingInterval` (30 s by default, which let an idle socket live for 86 s);
 * once a second, a socket that has not sent its headers within headersTimeoutMs is closed
 * within a second of it.
 */
export function connectionServerOptions(limits: ConnectionLimits) {
  return {
    headersTimeout: limits.headersTimeoutMs,
    // Node refuses a request timeout shorter than the headers' one.
    requestTimeout: Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs),
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: Math.min(1000, limits.headersTimeoutMs),
  };
}

/**
 * The limits Node's options do not cover, on a listening server:
 * - a socket with no traffic either way for idleSocketMs is closed (a response in progress writes,
 *   and an analysis's event stream sends a heartbeat every 15 s, so only a dead socket goes);
 * - at most connectionsPerAddress open sockets per client address: one more is closed as it opens,
 *   before a byte is read, so one client cannot hold the process's file descriptors (the proxies
 *   TRUST_PROXY names are not counted: every visitor comes through them).
 * Returns how many sockets each address holds, for tests and the start-up line.
 */
export function limitConnections(server: Server, limits: ConnectionLimits, trust: ProxyTrust) {
  server.setTimeout(limits.idleSocketMs);
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = plainAddress(socket.remoteAddress ?? 'unknown');
    if (trust.kind === 'listed' && isTrustedProxy(trust, address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > limits.connectionsPerAddress) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
  return { openFrom: (address: string) => open.get(address) ?? 0 };
}
