import { serve } from '@hono/node-server';
import { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connectionServerOptions, limitConnections, type ConnectionLimits } from './connectionLimits.ts';
import type { ProxyTrust } from './proxyTrust.ts';

export interface ServeOptions {
  fetch: (request: Request) => Response | Promise<Response>;
  port: number;
  hostname: string;
  limits: ConnectionLimits;
  trust: ProxyTrust;
}

/** The app on a Node HTTP server with the connection limits (connectionLimits.ts); `listening` once it listens. */
export function serveApp(options: ServeOptions, listening: (info: AddressInfo) => void) {
  const server = serve(
    {
      fetch: options.fetch,
      port: options.port,
      hostname: options.hostname,
      serverOptions: connectionServerOptions(options.limits),
    },
    listening,
  );
  if (!(server instanceof Server)) throw new Error('expected an HTTP/1.1 server');
  const connections = limitConnections(server, options.limits, options.trust);
  return { server, connections };
}
