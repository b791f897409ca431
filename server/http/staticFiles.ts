import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { type Language, languagePrefix, splitLanguagePath } from '../../src/engine/index.ts';
import type { AppEnv } from './appEnv.ts';
import { chooseLanguage } from './chooseLanguage.ts';

/** Vite names every file under assets/ by its content hash, so a cached copy never goes stale. */
const immutable = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: always revalidate it. */
const revalidate = 'no-cache';

/** The app's addresses: the languages it is built in, and whether a content route is one of its own. */
export interface ClientSite {
  /** The content's languages, English (the source, at /) first; each other one is built in <clientDir>/<tag>. */
  languages: () => readonly Language[];
  /** Whether a content route (`/questions`, without a language prefix) is an address the app has. */
  isAppRoute: (route: string) => boolean;
}

/** Cache-Control by kind, on the answer whichever middleware wrote it (a 304 included). */
function cacheControl(languages: ClientSite['languages']): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const hashed = splitLanguagePath(languages(), c.req.path).route.startsWith('/assets/');
    if (c.res.ok || c.res.status === 304) c.res.headers.set('Cache-Control', hashed ? immutable : revalidate);
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
 * The built client: an address of the app without a language in it first goes through the
 * visitor's language (chooseLanguage.ts: redirected to /<tag>/… when theirs is another one built),
 * then files as they are (the .br or .gz twin when the browser accepts it), then the app's
 * index.html of the address's language (its twins too) for an address the app has (`isAppRoute`:
 * a route such as /questions or /es/questions). Any other address gets that language's page not
 * found with 404, and a path with another extension than .html that matches no file (a script, an
 * image) a plain 404. Every answer carries an ETag and Last-Modified and is 304 when the browser's
 * copy is current; text without a twin is compressed on the way out.
 */
export function mountClient(app: Hono<AppEnv>, clientDir: string, site: ClientSite): void {
  const root = relative(process.cwd(), clientDir) || '.';
  const { languages, isAppRoute } = site;
  // The folder of the address's language under clientDir: '' for English, '/es' for Spanish.
  const folderOf = (path: string) => {
    const offered = languages();
    return languagePrefix(offered, splitLanguagePath(offered, path).language.tag);
  };
  // hono/etag hashes what is sent (each twin its own tag); serveStatic sets Last-Modified.
  app.use('*', cacheControl(languages), etag(), notModifiedSince(), compress());
  app.on(['GET', 'HEAD'], '*', chooseLanguage(languages, isAppRoute));
  app.use('*', serveStatic<AppEnv>({ root, precompressed: true }));
  app.get(
    '*',
    async (c, next) => {
      // A missing script, style or image is no page: a plain 404, not the app's page not found.
      const last = c.req.path.split('/').pop() ?? '';
      if (last.includes('.') && !/\.html?$/i.test(last)) return c.text('Not found', 404);
      const { route } = splitLanguagePath(languages(), c.req.path);
      if (!isAppRoute(route)) return c.html(await notFoundPage(join(clientDir, folderOf(c.req.path))), 404);
      await next();
    },
    serveStatic<AppEnv>({ root, precompressed: true, rewriteRequestPath: (path) => `${folderOf(path)}/index.html` }),
  );
}
