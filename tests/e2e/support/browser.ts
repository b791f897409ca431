import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
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
 * Waits until React owns #root: it holds at least one element and every element in it is React's.
 * A prerendered screen shows before the app's script has run and hydrated it; a person waits for
 * it to respond, and a test that drags or types at once must too. A prerender that does not fit
 * the visit (src/ui/prerender/gate.ts) is hidden, then removed when the app starts, leaving #root
 * empty until the app's first render commits (as a transition, seconds on a busy machine): an
 * empty #root is not live either. A page without #root (about:blank) passes at once.
 */
export async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root) return true;
    const elements = [...root.querySelectorAll('*')];
    return (
      elements.length > 0 &&
      elements.every((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')))
    );
  });
}

/** Opening or reloading a page waits until it is live (untilLive), unless only its commit is awaited. */
function openedLive(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const live = async <T>(opened: T, options?: { waitUntil?: string }) => {
    if (options?.waitUntil !== 'commit') await untilLive(page);
    return opened;
  };
  page.goto = async (url, options) => live(await goto(url, options), options);
  page.reload = async (options) => live(await reload(options), options);
  return page;
}

/**
 * Every page the context opens is opened live (openedLive): `goto` and `reload` return once the
 * app has taken over the page, not at the load event, which fires before the app has even started.
 */
function withLivePages(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  context.newPage = async () => openedLive(await newPage());
  return context;
}

export interface LaunchedBrowser {
  context: BrowserContext;
  /** Closes the browser and deletes its user-data dir. */
  close: () => Promise<void>;
}

/**
 * Debian's headless Chromium with the brief's flags and a fresh user-data dir, at 1280 × 900, whose
 * pages open live (withLivePages). Nothing may leave the machine: any request not to loopback, and not intercepted by a test, is
 * refused loudly.
 */
export async function launchBrowser(): Promise<LaunchedBrowser> {
  const userDataDir = mkdtempSync(join(tmpdir(), 'advisory-e2e-'));
  try {
    const context = withLivePages(
      await chromium.launchPersistentContext(userDataDir, {
        executablePath: chromiumPath,
        headless: true,
        args: chromiumFlags,
        viewport: { width: 1280, height: 900 },
      }),
    );
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort('blockedbyclient'));
    return {
      context,
      async close() {
        await context.close();
        rmSync(userDataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(userDataDir, { recursive: true, force: true });
    throw error;
  }
}

/**
 * One browser for a test file (launchBrowser), closed after its last test. Call at the top level
 * of a test file; the returned object is filled in before the first test runs.
 */
export function useBrowser(): { context: BrowserContext } {
  const browser = {} as LaunchedBrowser;
  beforeAll(async () => {
    Object.assign(browser, await launchBrowser());
  });
  afterAll(async () => {
    // Unset when the launch failed.
    await (browser as Partial<LaunchedBrowser>).close?.();
  });
  return browser;
}

/**
 * One headless Chromium (launchBrowser) and one static server per test file, serving a variant or
 * any built client folder (`{ root }`). Call at the top level of a test file; the returned object
 * is filled in before the first test runs.
 */
export function useApp(variant: Variant | { root: string }): AppUnderTest {
  const app = {} as AppUnderTest;
  let closeBrowser: (() => Promise<void>) | undefined;
  let closeServer: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const server = await serveStatic(typeof variant === 'string' ? variantDir(variant) : variant.root);
    closeServer = server.close;
    const { context, close } = await launchBrowser();
    closeBrowser = close;
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
  beforeEach(({ task, onTestFailed }) => {
    onTestFailed(() => recordFailure(app.context, task.name));
  });
  afterAll(async () => {
    await closeBrowser?.();
    await closeServer?.();
  });
  return app;
}

/**
 * A failure that happens only on a busy CI machine cannot be watched: keep what each open tab
 * showed (a screenshot, its address and any alert or status text) so the log says why.
 */
async function recordFailure(context: BrowserContext | undefined, testName: string): Promise<void> {
  const pages = (context?.pages() ?? []).filter((page) => page.url() !== 'about:blank');
  for (const [index, page] of pages.entries()) {
    const name = `failed-${testName.replace(/[^\w-]+/g, '-').slice(0, 60)}-${index}`;
    const said = await page
      .locator('[role=alert], [role=status]')
      .allInnerTexts()
      .catch(() => []);
    console.error(
      `[failure] tab ${index} at ${page.url()}; screenshot ${name}.png; alerts/status: ${JSON.stringify(said)}`,
    );
    await screenshot(page, name).catch(() => undefined);
  }
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}
