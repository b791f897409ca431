import type { Browser, Page } from 'playwright-core';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { probeScript, type ProbeSeed, type ProbeState } from './probe.ts';

/** What to open and what to do there. */
export interface Target {
  app: string;
  route: string;
  seed: ProbeSeed;
  /** Next click: the next step's title, and what to do first (e.g. answer a text step). */
  step?: { nextText: string; button: string; answer?: string; delayMs: number };
  /** Typing: the field to type into. */
  typeInto?: string;
}

export interface RunResult {
  firstPaint: number;
  /** Main-thread blocking from the first contentful paint until the load settles. */
  blocking: number;
  step?: number;
  keys: number[];
  bytes: { jsGz: number; jsBr: number; allGz: number };
}

/** How long a load is left to settle after its network goes idle, before blocking time is read. */
const settleMs = 500;

const probe = (page: Page) => page.evaluate(() => (window as unknown as { __bench: ProbeState }).__bench);

async function until<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 60_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** One cold load in a fresh context (empty cache and storage) at the given CPU slowdown. */
export async function runOnce(browser: Browser, baseUrl: string, target: Target, cpu: number): Promise<RunResult> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await page.addInitScript({ content: probeScript(target.seed) });
    const bodies: Promise<{ type: string; body: Buffer }>[] = [];
    page.on('response', (response) => {
      if (!response.url().startsWith(baseUrl)) return;
      bodies.push(response.body().then((body) => ({ type: response.request().resourceType(), body })));
    });
    await page.goto(`${baseUrl}${target.route}`, { waitUntil: 'commit' });
    const firstPaint = await until(
      async () => (await probe(page)).firstPaint,
      `"${target.seed.firstText}" on ${target.app} ${target.route}`,
    );
    await page.waitForLoadState('networkidle');
    // Long enough for what runs after the last response (hydration, the first render) to finish.
    await page.waitForTimeout(settleMs);
    const blocking = await page.evaluate(() =>
      (window as unknown as { __bench: ProbeState }).__bench.blockingAfterFirstPaint(),
    );
    const loaded = await Promise.all(bodies);
    const scripts = loaded.filter((entry) => entry.type === 'script');
    const gz = (body: Buffer) => gzipSync(body, { level: 9 }).length;
    const bytes = {
      jsGz: scripts.reduce((sum, entry) => sum + gz(entry.body), 0),
      jsBr: scripts.reduce((sum, entry) => sum + brotliCompressSync(entry.body).length, 0),
      allGz: loaded.reduce((sum, entry) => sum + gz(entry.body), 0),
    };
    let step: number | undefined;
    if (target.step) {
      const { nextText, button, answer, delayMs } = target.step;
      if (answer) await page.locator('textarea, input[type=text]').first().fill(answer);
      await page.evaluate((text) => (window as unknown as { __bench: ProbeState }).__bench.armStep(text), nextText);
      await page.getByRole('button', { name: button, exact: true }).click();
      const painted = await until(async () => (await probe(page)).stepPaint, `"${nextText}" after ${button}`);
      const clicked = (await probe(page)).click ?? painted;
      step = painted - clicked - delayMs;
    }
    let keys: number[] = [];
    if (target.typeInto) {
      const field = page.locator(target.typeInto).first();
      await field.click();
      await page.evaluate(() => (window as unknown as { __bench: ProbeState }).__bench.armKeys());
      for (const key of 'market size') {
        await page.keyboard.press(key === ' ' ? 'Space' : key);
        await page.waitForTimeout(30);
      }
      keys = await until(async () => {
        const state = await probe(page);
        return state.keys.length >= 11 ? state.keys : undefined;
      }, 'typing to paint');
    }
    return { firstPaint, blocking, ...(step === undefined ? {} : { step }), keys, bytes };
  } finally {
    await context.close();
  }
}
