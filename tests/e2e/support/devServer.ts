import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { projectRoot } from './variants.ts';

/** Runs `fn` with ADVISORY_EXTRA_CONTENT set to `extraRoot`, then puts the variable back. */
export async function withExtraContent<T>(extraRoot: string, fn: () => Promise<T>): Promise<T> {
  const previous = process.env.ADVISORY_EXTRA_CONTENT;
  process.env.ADVISORY_EXTRA_CONTENT = extraRoot;
  try {
    return await fn();
  } finally {
    if (previous === undefined) delete process.env.ADVISORY_EXTRA_CONTENT;
    else process.env.ADVISORY_EXTRA_CONTENT = previous;
  }
}

/**
 * `npm run dev`'s own config (vite.config.ts) on a random local port, with `extraRoot` as an
 * extra content root, and its own dependency cache so a developer's running dev server is never disturbed.
 */
export async function startDevServer(
  extraRoot: string,
  cacheName: string,
): Promise<{ server: ViteDevServer; url: string }> {
  const server = await withExtraContent(extraRoot, () =>
    createServer({
      root: projectRoot,
      logLevel: 'silent',
      cacheDir: join(projectRoot, 'node_modules', cacheName),
      server: { host: '127.0.0.1', port: 0, strictPort: false },
    }),
  );
  await server.listen();
  return { server, url: (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '') };
}
