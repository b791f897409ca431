import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromiumFlags, chromiumPath } from '../../../tools/chromium.ts';
import { serveStatic } from './staticServer.ts';
import { projectRoot, variantDir, type Variant } from './variants.ts';

export { chromiumFlags, chromiumPath };
export const screenshotDir = join(projectRoot, '.e2e-artifacts', 'screenshots');

export interface AppUnderTest {
  url: string;
  context: BrowserContext;
  /** A new tab: its sessionStorage starts empty, like a new visitor's. */
  newPage: (options?: { width?: number; height?: number }) => Promise<Page>;
}

/**
 * One headless Chromium (fresh user-data dir) and one static server per test file. Call at the
 * top level of a test file; the returned object is filled in before the first test runs.
 */
export function useApp(variant: Variant): AppUnderTest {
  const app = {} as AppUnderTest;
  let userDataDir = '';
  let closeServer: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const server = await serveStatic(variantDir(variant));
    closeServer = server.close;
    userDataDir = mkdtempSync(join(tmpdir(), 'advisory-e2e-'));
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: chromiumPath,
      headless: true,
      args: chromiumFlags,
      viewport: { width: 1280, height: 900 },
    });
    // Nothing may leave the machine: anything not intercepted by a test is refused loudly.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort('blockedbyclient'));
    Object.assign(app, {
      url: server.url,
      context,
      async newPage(options?: { width?: number; height?: number }) {
        const page = await context.newPage();
        if (options?.width) await page.setViewportSize({ width: options.width, height: options.height ?? 800 });
        return page;
      },
    });
  });
  afterAll(async () => {
    // Unset when beforeAll failed before launching the browser.
    await (app as Partial<AppUnderTest>).context?.close();
    await closeServer?.();
    if (userDataDir) rmSync(userDataDir, { recursive: true, force: true });
  });
  return app;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}
