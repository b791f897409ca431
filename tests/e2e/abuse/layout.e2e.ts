import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useApp } from '../support/browser.ts';
import { seedAllSections, submitAnalysis } from '../support/productFlow.ts';
import { geminiError, geminiUrl, intercept, openaiError, openaiUrl } from '../support/productProviders.ts';
import { expectFits } from './support/layout.ts';
import { tally } from './support/tally.ts';

const app = useApp('keys');
const cases = tally('layout at 320 px');
const widths = [320, 375] as const;

async function check(page: Page, where: string): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 720 });
    await expectFits(page, where);
    cases.add();
  }
}

describe('narrow screens', () => {
  it('wraps a long error message (a URL in it) on the analysis error screen', async () => {
    const page = await app.newPage({ width: 320, height: 720 });
    const url = `https://generativelanguage.googleapis.com/v1beta/models/gemini-1.5-pro:generateContent?trace=${'x'.repeat(120)}`;
    await intercept(page, geminiUrl, [geminiError(500, `Upstream failure at ${url}`)]);
    await intercept(page, openaiUrl, [openaiError(500, 'unused', null)]);
    await seedAllSections(page, app.url);
    await submitAnalysis(page);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Analysis Error' }).count(), { timeout: 15_000 })
      .toBe(1);
    expect(await page.getByRole('alert').innerText()).toContain(url);
    await check(page, 'the analysis error screen');
    await screenshot(page, 'abuse-analysis-error-320');
    await page.close();
  });
});
