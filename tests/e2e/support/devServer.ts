import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll } from 'vitest';
import { chromiumFlags, chromiumPath } from './browser.ts';
import { prebundledDeps } from './prebundledDeps.ts';
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
 * extra content root, and its own dependency cache (a copy of the pre-bundled one) so a developer's
 * running dev server is never disturbed and two test files never write one cache at once.
 */
async function startDevServer(extraRoot: string, cacheName: string): Promise<{ server: ViteDevServer; url: string }> {
  const cacheDir = join(projectRoot, 'node_modules', cacheName);
  rmSync(cacheDir, { recursive: true, force: true });
  if (existsSync(prebundledDeps)) cpSync(prebundledDeps, cacheDir, { recursive: true });
  const server = await withExtraContent(extraRoot, () =>
    createServer({
      root: projectRoot,
      logLevel: 'silent',
      cacheDir,
      server: { host: '127.0.0.1', port: 0, strictPort: false },
    }),
  );
  await server.listen();
  return { server, url: (server.resolvedUrls?.local[0] ?? '').replace(/\/$/, '') };
}

/** A dev server on a temp copy of the fixture flow, and the Chromium that drives it. */
export interface FixtureDevServer {
  /** The server's address, once `beforeAll` has run. */
  readonly url: string;
  /** The temp copy the server reads (and the Studio writes), once `beforeAll` has run. */
  readonly contentCopy: string;
  /** A page that reaches nothing beyond the local machine. */
  newPage: (viewport?: { width: number; height: number }) => Promise<Page>;
}

/**
 * For one test file: before its tests, copies tests/fixtures/extra-flow to a temp folder, starts
 * `npm run dev`'s config on it (with the file's own dependency cache) and launches Chromium;
 * after them, closes both and removes the copy. Tests edit the copy, never the repository's content.
 */
export function useFixtureDevServer(cacheName: string, tempPrefix: string): FixtureDevServer {
  let server: ViteDevServer | undefined;
  let browser: Browser | undefined;
  let url = '';
  let contentCopy = '';
  beforeAll(async () => {
    contentCopy = mkdtempSync(join(tmpdir(), tempPrefix));
    cpSync(join(projectRoot, 'tests/fixtures/extra-flow'), contentCopy, { recursive: true });
    ({ server, url } = await startDevServer(contentCopy, cacheName));
    browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: chromiumFlags });
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (contentCopy) rmSync(contentCopy, { recursive: true, force: true });
  });
  return {
    get url() {
      return url;
    },
    get contentCopy() {
      return contentCopy;
    },
    async newPage(viewport = { width: 1280, height: 900 }) {
      if (!browser) throw new Error('Chromium did not start');
      const page = await browser.newPage({ viewport });
      await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort('blockedbyclient'));
      return page;
    },
  };
}
