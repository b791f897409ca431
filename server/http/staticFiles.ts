import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { AppEnv } from './appEnv.ts';

/** Vite names every file under assets/ by its content hash, so a cached copy never goes stale. */
const immutable = 'public, max-age=31536000, immutable';
/** index.html names the current hashed files: always revalidate it. */
const revalidate = 'no-cache';

/**
 * The built client: files as they are (the .br or .gz twin when the browser accepts it), then the
 * app's index.html for any other path without a file extension (an app route such as /questions).
 * Paths with an extension that match no file get a 404.
 */
export function mountClient(app: Hono<AppEnv>, clientDir: string): void {
  const root = relative(process.cwd(), clientDir) || '.';
  app.use(
    '*',
    serveStatic({
      root,
      precompressed: true,
      onFound: (path, c) => {
        c.header('Cache-Control', path.includes('/assets/') ? immutable : revalidate);
      },
    }),
  );
  const indexHtml = readFileSync(join(clientDir, 'index.html'), 'utf8');
  app.get('*', (c) => {
    const last = c.req.path.split('/').pop() ?? '';
    if (last.includes('.')) return c.text('Not found', 404);
    c.header('Cache-Control', revalidate);
    return c.html(indexHtml);
  });
}
