/**
 * What the production-server test files share (server.e2e.ts, server-limits.e2e.ts,
 * server-instances.e2e.ts): a local fake vendor the servers' SDKs talk to, servers started with
 * it, and one Chromium per file. They are three files so the runner can spread them over its
 * workers (it runs files side by side, a file's tests one after another); the bindings below are
 * live, set by useServerHarness's hooks before a file's first test.
 */
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startFakeServer, type FakeServer } from '../../unit/analysis/support/fakeServer.ts';
import { analysisInput } from './productFlow.ts';
import { serverKeys, startAppServer, type RunningServer } from './appServer.ts';
import { launchBrowser, type LaunchedBrowser } from './browser.ts';

/** How long a poll waits for what another process does (server, vendor, Redis) on a busy 2-core machine. */
export const patience = { timeout: 15_000 };

export const geminiPath = ':streamGenerateContent';
export const openaiPath = '/v1/chat/completions';
export const vendorHosts = ['generativelanguage.googleapis.com', 'api.openai.com'];

/** The fake vendor; set before the file's first test. */
export let vendor: FakeServer;
/** The server that created its database as a first `npm start` does (useServerHarness({ firstStart: true })). */
export let server: RunningServer;
/** The file's browser, whose pages open live (launchBrowser). */
export let context: BrowserContext;

let browser: LaunchedBrowser | undefined;
const started: RunningServer[] = [];

function vendorEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...serverKeys,
    GEMINI_BASE_URL: vendor.origin,
    OPENAI_BASE_URL: `${vendor.origin}/v1`,
    ...extra,
  };
}

/** True once /readyz says the embedded database answers. */
async function databaseUp(url: string): Promise<boolean> {
  const response = await fetch(`${url}/readyz`).catch(() => undefined);
  if (!response) return false;
  const readiness = (await response.json()) as { dependencies?: { database?: { status?: string } } };
  return readiness.dependencies?.database?.status === 'up';
}

/**
 * A server started and given time to create its embedded database, which takes seconds of CPU
 * on a busy machine: a first page load during it is slow enough to fail a test for no reason.
 * Stopped after the file's last test, if its test has not stopped it.
 */
export async function another(
  extra: Record<string, string>,
  options?: { freshDatabase: boolean },
): Promise<RunningServer> {
  const instance = await startAppServer(vendorEnv(extra), undefined, options);
  started.push(instance);
  // A loop, not expect.poll: this also runs in beforeAll, outside any test.
  for (const end = Date.now() + 60_000; !(await databaseUp(instance.url));) {
    if (Date.now() > end) throw new Error(`no embedded database within 60 s:\n${instance.output.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return instance;
}

export async function postAnalysis(url: string, body: unknown, headers: Record<string, string> = { origin: url }) {
  const response = await fetch(`${url}/api/analysis`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

export const productBody = () => ({ flowId: 'product', analysisId: 'product', answers: analysisInput() });

/**
 * For one test file: the fake vendor (its script reset before each test, so one test's unused
 * reply never answers the next test's call), the first-start server when `firstStart`, and
 * Chromium unless `withBrowser` is false; all stopped after the file's last test.
 */
export function useServerHarness({ firstStart = false, withBrowser = true } = {}): void {
  beforeAll(async () => {
    vendor = await startFakeServer();
    // This one creates its database as a first `npm start` does; the others start from a copy.
    if (firstStart) server = await another({}, { freshDatabase: true });
    if (withBrowser) {
      browser = await launchBrowser();
      ({ context } = browser);
    }
  });
  beforeEach(() => vendor.reset());
  afterAll(async () => {
    // Unset when beforeAll failed early.
    await browser?.close();
    for (const instance of started) await instance.stop();
    await (vendor as FakeServer | undefined)?.close();
  });
}
