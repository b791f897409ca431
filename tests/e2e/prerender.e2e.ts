import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, untilLive, useApp } from './support/browser.ts';
import {
  buyerProfile,
  expectStep,
  openWithSession,
  recordAndContinue,
  sessionValue,
  stepHeading,
} from './support/buyerFlow.ts';

const app = useApp('offline');

/**
 * Holds the app's entry script back until `release` is called, so a test sees what the page
 * paints from its HTML alone, then lets the app start. Records every error the page reports
 * (React reports a hydration mismatch as one).
 */
async function holdApp(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return {
    errors,
    /** Lets the entry load, and waits until React owns what #root shows. */
    async start() {
      release();
      await untilLive(page);
    },
  };
}

/** Every element in #root with its box, rounded to the pixel. */
function layoutOf(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('#root *')].map((element) => {
      const box = element.getBoundingClientRect();
      return [element.tagName, box.x, box.y, box.width, box.height]
        .map((part) => (typeof part === 'number' ? Math.round(part) : part))
        .join(' ');
    }),
  );
}

/** Once #root is parsed, the gate has already decided: the prerendered markup must not show. */
async function expectPrerenderHidden(page: Page): Promise<void> {
  await page.waitForSelector('#root', { state: 'attached' });
  expect(await page.locator('#root').isVisible()).toBe(false);
}

describe('prerendered first screens', () => {
  it('paints the home page, a static page and a form from the HTML as the app lays them out, then hydrates them', async () => {
    for (const [route, heading] of [
      ['/', 'How Can We Help You Today?'],
      ['/consulting', 'Expert Startup Consulting'],
      ['/buyer-profile', 'Buyer Profile'],
    ] as const) {
      for (const width of [320, 1280]) {
        const page = await app.newPage({ width });
        const held = await holdApp(page);
        await page.goto(`${app.url}${route}`, { waitUntil: 'commit' });
        await expect.poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
        const painted = await layoutOf(page);
        // The tab, and a screen reader, name the screen from the HTML alone, as the app names it once it runs.
        expect(await page.title()).toBe(`${heading} · Venture Advisor`);
        await held.start();
        expect(await page.title()).toBe(`${heading} · Venture Advisor`);
        // The same elements in the same places: the page needed nothing from the script to look right.
        expect(await layoutOf(page), `${route} at ${String(width)} px`).toEqual(painted);
        expect(held.errors).toEqual([]);
        await page.close();
      }
    }
  });

  it('keeps what a visitor typed, ticked and chose in a prerendered form before the app started', async () => {
    const page = await app.newPage();
    const held = await holdApp(page);
    await page.goto(`${app.url}/buyer-profile`, { waitUntil: 'commit' });
    const name = page.getByRole('textbox', { name: 'Full name' });
    await name.pressSequentially(buyerProfile.fullName);
    await page.getByRole('checkbox', { name: 'E-commerce', exact: true }).check();
    await page
      .getByRole('combobox', { name: 'Experience level' })
      .selectOption({ label: 'Intermediate – some deal experience' });
    await held.start();
    await expect
      .poll(() => sessionValue(page, 'buyerProfileDraft'))
      .toMatchObject({ fullName: buyerProfile.fullName, industries: ['E-commerce'], experienceLevel: 'intermediate' });
    expect(await name.inputValue()).toBe(buyerProfile.fullName);
    expect(held.errors).toEqual([]);
    await page.close();
  });

  it('shows a guarded questionnaire at once to a visitor with a profile, and it works once hydrated', async () => {
    const page = await app.newPage();
    await openWithSession(page, app.url, '/', { buyerProfile });
    const held = await holdApp(page);
    await page.goto(`${app.url}/buyer-questions`, { waitUntil: 'commit' });
    await expect.poll(() => stepHeading(page).textContent()).toBe('Asking Price Range');
    await screenshot(page, 'prerendered-buyer-questions-before-script');
    const painted = await layoutOf(page);
    await held.start();
    expect(await layoutOf(page)).toEqual(painted);
    await recordAndContinue(page);
    await expectStep(page, 2);
    expect(held.errors).toEqual([]);
    await expectNoAxeViolations(page, '/buyer-questions step 2 after hydration');
    await page.close();
  });

  it('never shows step 1 to a visitor returning to a later step: their own step renders instead', async () => {
    const page = await app.newPage();
    await openWithSession(page, app.url, '/buyer-questions', { buyerProfile });
    await expectStep(page, 1);
    await recordAndContinue(page);
    await expectStep(page, 2);
    const held = await holdApp(page);
    await page.reload({ waitUntil: 'commit' });
    await expectPrerenderHidden(page);
    await held.start();
    await expectStep(page, 2);
    expect(held.errors).toEqual([]);
    await page.close();
  });

  it('never shows the questionnaire to a visitor without a profile: the guard redirects with its notice', async () => {
    const page = await app.newPage();
    const held = await holdApp(page);
    await page.goto(`${app.url}/buyer-questions`, { waitUntil: 'commit' });
    await expectPrerenderHidden(page);
    await held.start();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/buyer-profile');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Buyer Profile');
    expect(held.errors).toEqual([]);
    // Reloaded, the redirect's notice stays in the router's state: the page must not hydrate over it.
    const again = await holdApp(page);
    await page.reload({ waitUntil: 'commit' });
    await expectPrerenderHidden(page);
    await again.start();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Buyer Profile');
    expect(again.errors).toEqual([]);
    await page.close();
  });

  it('redirects a visitor whose stored profile is no longer usable, without hydrating the questionnaire', async () => {
    const page = await app.newPage();
    // As an older version of the content could have written it: a choice the form no longer offers.
    await openWithSession(page, app.url, '/', { buyerProfile: { ...buyerProfile, experienceLevel: 'guru' } });
    const held = await holdApp(page);
    await page.goto(`${app.url}/buyer-questions`, { waitUntil: 'commit' });
    // The gate sees a profile, so the prerendered questionnaire shows until the app has checked it.
    await expect.poll(() => stepHeading(page).textContent()).toBe('Asking Price Range');
    await held.start();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/buyer-profile');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Buyer Profile');
    expect(held.errors).toEqual([]);
    await page.close();
  });

  it("hides the home page's markup on a path that has no page of its own, until the app says so", async () => {
    const page = await app.newPage();
    const held = await holdApp(page);
    await page.goto(`${app.url}/no-such-page`, { waitUntil: 'commit' });
    await expectPrerenderHidden(page);
    expect(await page.title()).toBe('Venture Advisor');
    await held.start();
    await expect.poll(() => page.getByText('There is no page at this address.').isVisible()).toBe(true);
    expect(held.errors).toEqual([]);
    await page.close();
  });
});
