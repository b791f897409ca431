/**
 * Streamed analysis (issue 26, item 4), driven by Chromium against the production server: the
 * fake vendor speaks Gemini's and OpenAI's streaming formats and holds the rest of its answer
 * until the test has seen the first part on screen; a stream cut mid-way ends in the content's
 * error with every answer kept; a structured (JSON) answer fills in the same way.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { startFakeServer, type FakeServer } from '../unit/analysis/support/fakeServer.ts';
import { geminiJson, openaiText } from '../support/vendorWire.ts';
import { serverKeys, startAppServer, type RunningServer } from './support/appServer.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshotDir, useBrowser } from './support/browser.ts';
import { field, readResult, seedAllSections, submitAnalysis } from './support/productFlow.ts';
import { wellFormed } from './support/productResponses.ts';

const patience = { timeout: 20_000 };
const geminiPath = ':streamGenerateContent';
const openaiPath = '/v1/chat/completions';
const browser = useBrowser();

let vendor: FakeServer;
/** OpenAI only, on the spec's model: its family asks for the prompt's headings, not JSON. */
let headings: RunningServer;
/** Gemini only, on the content's default model: a `structured: true` family, so the answer is JSON. */
let structured: RunningServer;

beforeAll(async () => {
  vendor = await startFakeServer();
  const vendorUrls = { GEMINI_BASE_URL: vendor.origin, OPENAI_BASE_URL: `${vendor.origin}/v1` };
  headings = await startAppServer({
    OPENAI_API_KEY: serverKeys.OPENAI_API_KEY,
    OPENAI_MODEL: 'gpt-3.5-turbo',
    ...vendorUrls,
  });
  structured = await startAppServer({ GEMINI_API_KEY: serverKeys.GEMINI_API_KEY, ...vendorUrls });
  // A new server creates its embedded database first, which on a loaded machine can hold its
  // first page for longer than a navigation waits: each serves a page before any test starts.
  for (const server of [headings, structured]) await fetch(`${server.url}/`, { signal: AbortSignal.timeout(100_000) });
});

// Each test scripts its own replies: nothing one test queued may answer the next.
beforeEach(() => vendor.reset());

afterAll(async () => {
  await (headings as RunningServer | undefined)?.stop();
  await (structured as RunningServer | undefined)?.stop();
  await (vendor as FakeServer | undefined)?.close();
});

function gate() {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

const preview = (page: Page) => page.getByTestId('analysis-preview');
const resultHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Product Analysis' });

/** What the window shows (the status line sticks to its bottom edge), at a width. */
async function viewportShot(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 500 ? 812 : 800 });
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: join(screenshotDir, `${name}-${width}.png`) });
}

describe('a streamed answer fills in under the status line', () => {
  it('shows the summary and lists as they arrive, before the vendor has finished, then the result', async () => {
    const held = gate();
    vendor.script(openaiPath, { ...openaiText(wellFormed), stream: { pieces: 8, holdAfter: 5, until: held.opened } });
    const page = await browser.context.newPage();
    // Whatever the test finds, the vendor finishes its answer: a held stream would keep this address's analysis running.
    onTestFinished(() => held.open());
    await seedAllSections(page, headings.url);
    await submitAnalysis(page);
    // The vendor has sent half its answer and holds the rest: the reader already sees it.
    await expect.poll(() => preview(page).count(), patience).toBe(1);
    await expect.poll(() => preview(page).innerText(), patience).toContain('Rota Robin tackles a real, recurring pain');
    expect(await resultHeading(page).count()).toBe(0);
    expect(await page.getByTestId('analysis-status-message').innerText()).toBe('Analyzing your product...');
    // Plain text only: the model's words never become markup.
    expect(await preview(page).locator('script, img, a').count()).toBe(0);
    await expectNoAxeViolations(page, 'the streaming state');
    await viewportShot(page, 'streaming', 1280);
    await viewportShot(page, 'streaming', 375);
    held.open();
    const result = await readResult(page);
    expect(result.lists.Strengths).toHaveLength(4);
    expect(await preview(page).count()).toBe(0);
    await page.close();
  });

  it('ends a stream cut off mid-way in the content error, every answer kept for Try Again', async () => {
    vendor.script(openaiPath, { ...openaiText(wellFormed), stream: { pieces: 8, cut: 'reset' } });
    const page = await browser.context.newPage();
    await seedAllSections(page, headings.url);
    await submitAnalysis(page);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText(), patience).toBe('Analysis Error');
    await expect
      .poll(() =>
        page.getByText('Analysis failed: the answer stopped before it was complete. Please try again.').count(),
      )
      .toBe(1);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect.poll(() => field(page, 'customerProfile', 'whoYoureBuildingFor').inputValue(), patience).not.toBe('');
    // Nothing was retried behind the user's back: one vendor call, and its hit given back.
    expect(vendor.requests.filter((request) => request.path.includes(openaiPath))).toHaveLength(1);
    await page.close();
  });
});

describe('a structured answer through the built server', () => {
  it("asks the default Gemini model for the analysis's JSON and fills in its fields as the JSON streams", async () => {
    const answer = {
      summary: 'Rota Robin answers a costly weekly chore for owner-run cafes.',
      strengths: ['A sharp audience', 'A measured problem', 'A memorable name'],
      weaknesses: ['Untested pricing', 'Incumbent HR suites'],
      recommendations: ['Run ten paid pilots', 'Measure hours saved', 'Integrate payroll'],
      nextSteps: ['Publish a landing page', 'Visit twenty cafes'],
      sectionScores: { positioning: 82, productIdea: 70, customerProfile: 66 },
      overallScore: 73,
    };
    const held = gate();
    vendor.script(geminiPath, { ...geminiJson(answer), stream: { pieces: 6, holdAfter: 2, until: held.opened } });
    const page = await browser.context.newPage();
    onTestFinished(() => held.open());
    await seedAllSections(page, structured.url);
    await submitAnalysis(page);
    await expect.poll(() => preview(page).count(), patience).toBe(1);
    const partial = await preview(page).innerText();
    // Part of the JSON's summary as words, never the JSON's braces and quotes.
    expect(partial).toContain('Rota Robin');
    expect(partial).not.toContain('{');
    expect(await resultHeading(page).count()).toBe(0);
    held.open();
    const result = await readResult(page);
    expect(result.lists.Strengths).toEqual(answer.strengths);
    expect(result.lists['Next Steps']).toEqual(answer.nextSteps);
    const [sent] = vendor.requests.filter((request) => request.path.includes(geminiPath));
    expect(sent?.path).toContain('gemini-3.8-flash:streamGenerateContent?alt=sse');
    expect(sent?.body).toMatchObject({ generationConfig: { responseMimeType: 'application/json' } });
    await page.close();
  });
});
