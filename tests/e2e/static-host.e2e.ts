/**
 * The default build (server mode) served by a plain static host, with no analysis service behind
 * it (issue 26, item 6): the analysis runs offline with its notice, whether the host answers the
 * POST with its page, 404 or 405. A network failure is still reported as one, answers kept.
 */
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useApp } from './support/browser.ts';
import {
  analysisInput,
  productAnalysis,
  reachCustomerProfile,
  readResult,
  stored,
  submitAnalysis,
} from './support/productFlow.ts';
import { serverBuild } from './support/variants.ts';

const app = useApp({ root: serverBuild.client });
const analysis = productAnalysis();

/** The requests the page sent to /api/analysis, and any that left for another host. */
function watchRequests(page: Awaited<ReturnType<typeof app.newPage>>) {
  const seen = { analysis: 0, elsewhere: [] as string[] };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/analysis') seen.analysis += 1;
    if (!request.url().startsWith(app.url)) seen.elsewhere.push(request.url());
  });
  return seen;
}

describe('the default build on a static host', () => {
  it("analyses offline when the host answers the POST with the app's own page", async () => {
    const page = await app.newPage();
    const seen = watchRequests(page);
    await reachCustomerProfile(page, app.url);
    await submitAnalysis(page);
    await readResult(page);
    expect(await page.getByTestId('offline-notice').innerText()).toContain(analysis.messages.offlineNotice);
    expect(seen).toEqual({ analysis: 1, elsewhere: [] });
    await expectNoAxeViolations(page, 'an offline result on a static host');
    await screenshot(page, 'static-host-offline-result');
  });

  it.each([404, 405])('analyses offline when the host answers %i', async (status) => {
    const page = await app.newPage();
    await page.route(`${app.url}/api/analysis`, (route) =>
      route.fulfill({ status, contentType: 'text/plain', body: 'Not here' }),
    );
    await reachCustomerProfile(page, app.url);
    await submitAnalysis(page);
    await readResult(page);
    expect(await page.getByTestId('offline-notice').count()).toBe(1);
  });

  it.each([375, 1280])(
    'still says the service could not be reached when the connection fails, keeping the answers, at %i px',
    async (width) => {
      const page = await app.newPage({ width });
      await page.route(`${app.url}/api/analysis`, (route) => route.abort('connectionrefused'));
      await reachCustomerProfile(page, app.url);
      await submitAnalysis(page);
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Analysis Error' }).count(), { timeout: 15_000 })
        .toBe(1);
      expect(await page.getByRole('alert').innerText()).toContain('The analysis service could not be reached.');
      // A connection that failed is not put down to demand (#36 item 10), and Try Again is ready.
      expect(await page.getByTestId('analysis-error-note').textContent()).toBe(
        'Your answers are kept in this browser. Try again once your connection is back.',
      );
      expect(await page.getByText("We're experiencing high demand").count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Try Again', exact: true }).isEnabled()).toBe(true);
      expect(await stored(page, 'customerProfile')).toEqual(analysisInput().customerProfile);
      await expectNoAxeViolations(page, `a network failure at ${width} px`);
      await screenshot(page, `static-host-network-failure-${width}`);
    },
  );
});
