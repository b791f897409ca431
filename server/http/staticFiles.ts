import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { relative } from 'node:path';
import type { AppEnv } from './appEnv.ts';

/** Vite names every file under assets/ by its content hash, so a cached copy never goes stale. */
const immutable = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: always revalidate it. */
const revalidate = 'no-cache';

/** Cache-Control by kind, on the answer whichever middleware wrote it (a 304 included). */
function cacheControl(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.ok || c.res.status === 304)
      c.res.headers.set('Cache-Control', c.req.path.startsWith('/assets/') ? immutable : revalidate);
  };
}

/**
 * If-Modified-Since against the Last-Modified serveStatic sets, for clients that send no
 * If-None-Match (which wins when both are sent, and hono/etag answers).
 */
function notModifiedSince(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const since = Date.parse(c.req.header('if-modified-since') ?? '');
    const modified = Date.parse(c.res.headers.get('last-modified') ?? '');
    if (c.req.header('if-none-match') !== undefined || c.res.status !== 200) return;
    if (Number.isNaN(since) || Number.isNaN(modified) || modified > since) return;
    await c.res.body?.cancel();
    const kept = ['cache-control', 'etag', 'last-modified', 'vary'].flatMap((name) => {
      const value = c.res.headers.get(name);
      return value === null ? [] : [[name, value] as [string, string]];
    });
    c.res = new Response(null, { status: 304, headers: kept });
  };
}

/**
 * The built client: files as they are (the .br or .gz twin when the browser accepts it), then the
 * app's index.html (its twins too) for any other path without a file extension (an app route such
 * as /questions). Paths with an extension that match no file get a 404. Every answer carries an
 * ETag and Last-Modified and is 304 when the browser's copy is current; text without a twin is
 * compressed on the way out.
 */
export function mountClient(app: Hono<AppEnv>, clientDir: string): void {
  const root = relative(process.cwd(), clientDir) || '.';
  // hono/etag hashes what is sent (each twin its own tag); serveStatic sets Last-Modified.
  app.use('*', cacheControl(), etag(), notModifiedSince(), compress());
  app.use('*', serveStatic<AppEnv>({ root, precompressed: true }));
  app.get(
    '*',
    async (c, next) => {
      const last = c.req.path.split('/').pop() ?? '';
      if (last.includes('.')) return c.text('Not found', 404);
      await next();
    },
    serveStatic<AppEnv>({ root, precompressed: true, rewriteRequestPath: () => '/index.html' }),
  );
}
