import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
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
 * The page for an address the app does not have, with 404: the build's 404.html (the app's page
 * not found, prerendered), or from a build without one its index.html, whose app shows the same.
 */
async function notFoundPage(clientDir: string): Promise<string> {
  try {
    return await readFile(join(clientDir, '404.html'), 'utf8');
  } catch {
    return readFile(join(clientDir, 'index.html'), 'utf8');
  }
}

/**
 * The built client: files as they are (the .br or .gz twin when the browser accepts it), then the
 * app's index.html (its twins too) for an address the app has (`isAppRoute`: a route such as
 * /questions). Any other address gets the app's page not found with 404, and a path with another
 * extension than .html that matches no file (a script, an image) a plain 404. Every answer carries an ETag and Last-Modified and
 * is 304 when the browser's copy is current; text without a twin is compressed on the way out.
 */
export function mountClient(app: Hono<AppEnv>, clientDir: string, isAppRoute: (path: string) => boolean): void {
  const root = relative(process.cwd(), clientDir) || '.';
  // hono/etag hashes what is sent (each twin its own tag); serveStatic sets Last-Modified.
  app.use('*', cacheControl(), etag(), notModifiedSince(), compress());
  app.use('*', serveStatic<AppEnv>({ root, precompressed: true }));
  app.get(
    '*',
    async (c, next) => {
      // A missing script, style or image is no page: a plain 404, not the app's page not found.
      const last = c.req.path.split('/').pop() ?? '';
      if (last.includes('.') && !/\.html?$/i.test(last)) return c.text('Not found', 404);
      if (!isAppRoute(c.req.path)) return c.html(await notFoundPage(clientDir), 404);
      await next();
    },
    serveStatic<AppEnv>({ root, precompressed: true, rewriteRequestPath: () => '/index.html' }),
  );
}
