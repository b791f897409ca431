import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useApp } from './support/browser.ts';

const app = useApp('offline');

describe('home page', () => {
  it('offers the four services, the consultation link and the privacy link', async () => {
    const page = await app.newPage();
    await page.goto(app.url);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('How Can We Help You Today?');

    const cards = page.getByRole('list').first().getByRole('listitem');
    await expect.poll(() => cards.count()).toBe(4);
    expect(await cards.allInnerTexts()).toEqual([
      expect.stringContaining('Raise Funds'),
      expect.stringContaining('Buy a Business'),
      expect.stringContaining('Build a Product'),
      expect.stringContaining('Time to Exit'),
    ]);
    expect(await page.getByRole('link', { name: /Raise Funds/ }).getAttribute('href')).toBe('/assessment');
    expect(await page.getByRole('link', { name: /Buy a Business/ }).getAttribute('href')).toBe('/buyer-profile');
    expect(await page.getByRole('link', { name: /Build a Product/ }).getAttribute('href')).toBe('/simple-positioning');

    const exit = page.getByTestId('card-exit');
    expect(await exit.innerText()).toContain('Coming Soon');
    expect(await exit.getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByRole('link', { name: /Time to Exit/ }).count()).toBe(0);

    expect(await page.getByRole('link', { name: /Book a consultation/ }).getAttribute('href')).toBe('/consulting');
    expect(await page.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    await expectNoAxeViolations(page, '/');
    await screenshot(page, 'home-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'home-phone');
    await page.close();
  });

  it('opens a flow from its card, and the header logo leads home', async () => {
    const page = await app.newPage();
    await page.goto(app.url);
    await page.getByRole('link', { name: /Buy a Business/ }).click();
    await page.waitForURL('**/buyer-profile');
    await page.getByRole('banner').getByRole('link', { name: 'Venture Advisor' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.close();
  });
});

describe('consulting page', () => {
  it('lists the strategy session, schedules externally and goes back home', async () => {
    const page = await app.newPage();
    await page.goto(`${app.url}/consulting`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Expert Startup Consulting');
    const session = page
      .getByRole('region', { name: 'Strategy Session' })
      .or(page.locator('section', { hasText: 'Strategy Session' }));
    const items = await session.getByRole('listitem').allInnerTexts();
    expect(items).toEqual([
      'Pitch deck analysis',
      'Fundraising strategy overview',
      'Product development',
      'KPI definition and tracking',
    ]);
    const schedule = page.getByRole('link', { name: /Schedule Now/ });
    expect(await schedule.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await schedule.getAttribute('target')).toBe('_blank');
    expect(await schedule.getAttribute('rel')).toContain('noopener');
    await expectNoAxeViolations(page, '/consulting');
    await screenshot(page, 'consulting');
    await page.getByRole('link', { name: 'Back to Analysis' }).click();
    await page.waitForURL(`${app.url}/`);
    await page.close();
  });
});

describe('privacy page', () => {
  it('has every section, the update date and the age threshold', async () => {
    const page = await app.newPage();
    await page.goto(`${app.url}/privacy`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Privacy Policy');
    expect(await page.getByText('Last updated: February 2024').count()).toBe(1);
    const headings = await page.getByRole('heading', { level: 2 }).allInnerTexts();
    for (const topic of [
      /collect/i,
      /use/i,
      /partners and advertisers/i,
      /protection/i,
      /AI analysis/i,
      /email/i,
      /retention/i,
      /rights/i,
      /children under 16/i,
      /changes/i,
      /contact/i,
    ]) {
      expect(
        headings.some((heading) => topic.test(heading)),
        `a section about ${topic}`,
      ).toBe(true);
    }
    expect(await page.getByText(/under 16/).count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, '/privacy');
    await screenshot(page, 'privacy');
    await page.close();
  });
});

describe('unknown route', () => {
  it('shows the page not found with a way home, not the error screen (a static host answering with index.html)', async () => {
    const page = await app.newPage();
    await page.goto(`${app.url}/no-such-page`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Page not found');
    expect(await page.getByText('Unexpected Application Error!').count()).toBe(0);
    await expectNoAxeViolations(page, 'an unknown route');
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('How Can We Help You Today?');
    await page.close();
  });
});

describe('a screen whose code is still loading', () => {
  it('has one level-one heading and passes axe, then gives way to the screen', async () => {
    const page = await app.newPage();
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Hold the form screen's lazy chunk, so the loading state stays on screen while axe judges it.
    await page.route(/\/assets\/FormScreenView-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // Reached from the home page: opened directly, the build's prerendered form shows at once.
    await page.goto(app.url);
    await page.getByRole('link', { name: /Raise Funds/ }).click();
    await page.getByRole('status', { name: 'Loading' }).waitFor();
    await expectNoAxeViolations(page, 'the loading state', { state: 'loading' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Loading…');
    await screenshot(page, 'loading');
    release();
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Tell Us About Your Company');
    await page.close();
  });
});
