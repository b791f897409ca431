/**
 * The production server's limits as a person meets them (`npm start`'s build against a local fake
 * vendor): the per-address window, the daily cap's offline fallback, a graceful SIGTERM. Each test
 * starts its own server with the limit it needs (support/serverHarness.ts).
 */
import { describe, expect, it } from 'vitest';
import { geminiText } from '../support/vendorWire.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { analysisInput, field, seedAllSections, submitAnalysis } from './support/productFlow.ts';
import { wellFormed } from './support/productResponses.ts';
import {
  another,
  context,
  geminiPath,
  patience,
  postAnalysis,
  productBody,
  useServerHarness,
  vendor,
} from './support/serverHarness.ts';

useServerHarness();

describe('limits as the user meets them', () => {
  it(
    '429: shows when to try again, one wait counted down on a disabled Try Again, and keeps every answer',
    async () => {
      // A one-minute window, so the test can see the wait end (it waits for the button, not for a time).
      const limited = await another({ LIMIT_ANALYSES_PER_WINDOW: '1', LIMIT_WINDOW_MINUTES: '1' });
      vendor.script(geminiPath, geminiText(wellFormed));
      expect((await postAnalysis(limited.url, productBody())).status).toBe(200);
      const page = await context.newPage();
      await seedAllSections(page, limited.url);
      await submitAnalysis(page);
      await expect
        .poll(() => page.getByRole('alert').first().textContent(), { timeout: 10_000 })
        .toBe('Analysis limit reached (1 per 1 min). Please try again in 1 min.');
      // The spec's note stays; Try Again shows the same wait the message names, counting down, disabled.
      expect(await page.getByTestId('analysis-error-note').textContent()).toBe(
        "We're experiencing high demand at the moment. Please try again in a few minutes.",
      );
      // One locator for Try Again whatever it reads, so a wrong label fails with what it read.
      const retry = page.getByRole('button', { name: /^Try Again/ });
      await expect.poll(() => retry.textContent(), patience).toMatch(/^Try Again in (0:[0-5]\d|1:00)$/);
      expect(await retry.isDisabled()).toBe(true);
      const first = await retry.textContent();
      await expect.poll(() => retry.textContent(), patience).not.toBe(first);
      // At a laptop's width and on a phone, while the wait runs.
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await retry.isDisabled()).toBe(true);
        await expectNoAxeViolations(page, `server: rate limited at ${width} px`);
        await screenshot(page, `server-rate-limited-${width}`);
      }
      // When the wait is over, Try Again is there again.
      await expect.poll(() => retry.textContent(), { timeout: 90_000 }).toBe('Try Again');
      expect(await retry.isEnabled()).toBe(true);
      await retry.click();
      await expect
        .poll(() => field(page, 'customerProfile', 'whoYoureBuildingFor').inputValue(), patience)
        .toBe(analysisInput().customerProfile?.whoYoureBuildingFor);
      await page.close();
    },
    // The one-minute wait runs out in the test.
    150_000,
  );

  it('503: past the daily cap the browser falls back to the offline analyzer, with its notice', async () => {
    const capped = await another({ LIMIT_ANALYSES_PER_DAY_OVERALL: '1' });
    vendor.script(geminiPath, geminiText(wellFormed));
    expect((await postAnalysis(capped.url, productBody())).status).toBe(200);
    vendor.requests.length = 0;
    const page = await context.newPage();
    await seedAllSections(page, capped.url);
    await submitAnalysis(page);
    await expect.poll(() => page.getByTestId('offline-notice').count(), { timeout: 10_000 }).toBe(1);
    await expectNoAxeViolations(page, 'server: offline fallback');
    await screenshot(page, 'server-capacity-offline');
    expect(vendor.requests).toEqual([]);
    await page.close();
    // Its server is started in the test and may take up to a minute to open its database (another).
  }, 120_000);

  it('SIGTERM lets a running analysis finish within the grace period, then exits', async () => {
    const stopping = await another({ LIMIT_SHUTDOWN_GRACE_MS: '300' });
    vendor.requests.length = 0;
    vendor.script(geminiPath, { status: 200, hang: true });
    const running = postAnalysis(stopping.url, productBody());
    await expect.poll(() => vendor.requests.length, patience).toBe(1);
    expect(await stopping.stop()).toBe(0);
    expect((await running).text).toContain(
      'event: error\ndata: {"message":"The server restarted while your analysis was running. Please try again."}',
    );
    expect(stopping.output.some((line) => line.startsWith('SIGTERM: finishing 1 running analyses'))).toBe(true);
    await expect.poll(() => vendor.requests[0]?.abandoned, patience).toBe(true);
    // Its server is started in the test and may take up to a minute to open its database (another).
  }, 120_000);
});
