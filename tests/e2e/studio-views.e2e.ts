/**
 * The Studio's translation view and its phone layout: `npm run dev`'s own config on a random port
 * with a temp copy of the fixture flow as an extra content root, as in studio.e2e.ts, whose long
 * editing test runs in its own file so the runner can run the two side by side. Nothing here is saved.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, screenshotDir } from './support/browser.ts';
import { useFixtureDevServer } from './support/devServer.ts';
import { openLaunchReadiness, openStep as openStepIn } from './support/studio.ts';

/** How long a poll waits: the machine is shared, and a re-check can take seconds under load. */
const patience = { timeout: 15_000 };
const dev = useFixtureDevServer('.vite-e2e-studio-views', 'advisory-studio-views-');
const openStep = (page: Page, name: string) => openStepIn(page, name, patience);

describe('the Studio', () => {
  it('shows a translation beside its English, marks a text emptied as missing, at 1280 and 375 px', async () => {
    const page = await dev.newPage({ width: 1280, height: 900 });
    await page.goto(`${dev.url}/__studio`);
    await page.getByRole('heading', { name: 'Studio', level: 1 }).waitFor({ timeout: 90_000 });
    await page.getByRole('button', { name: /^Español.*translations\/es\.yaml/ }).click();
    const counts = page.getByRole('status').filter({ hasText: / texts: / });
    await expect
      .poll(() => counts.textContent(), patience)
      .toMatch(/^\d+ texts: 0 missing, 0 stale, \d+ translated\.$/);
    await page.getByRole('button', { name: 'All texts' }).click();
    await page.getByRole('combobox', { name: 'English file' }).selectOption('flows/app.yaml');
    const row = page.getByRole('listitem').filter({ has: page.getByText('brand', { exact: true }) });
    const spanish = row.getByRole('textbox', { name: 'Español' });
    await expect.poll(() => spanish.inputValue(), patience).not.toBe('');
    await spanish.fill('');
    await expect.poll(() => row.getByText('Missing').count(), patience).toBe(1);
    await expect.poll(() => counts.textContent(), patience).toMatch(/: 1 missing, 0 stale,/);
    await expectNoAxeViolations(page, '/__studio translations at 1280 px');
    // The list is long: the screen as the translator first sees it.
    await page.screenshot({ path: join(screenshotDir, 'studio-translations.png') });
    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await expect.poll(overflow, patience).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, '/__studio translations at 375 px');
    await page.getByRole('heading', { name: 'Español (es)' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(screenshotDir, 'studio-translations-375.png') });
    // Nothing is saved: the repository's translation stays as it is.
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect.poll(() => counts.textContent(), patience).toMatch(/: 0 missing, 0 stale,/);
    await page.close();
  }, 180_000);

  it('fits a phone: one column, nothing wider than the screen, every control labelled', async () => {
    const page = await dev.newPage({ width: 375, height: 800 });
    await openLaunchReadiness(page, dev.url);
    await openStep(page, 'Launch Budget Range');
    await expect
      .poll(() => page.getByRole('navigation', { name: 'Where this is' }).textContent(), patience)
      .toBe('Plan a Launch › Launch Readiness');
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    await expect.poll(overflow, patience).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, '/__studio at 375 px');
    await screenshot(page, 'studio-375');
    await page.close();
  }, 120_000);
});
