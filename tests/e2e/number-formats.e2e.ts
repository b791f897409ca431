/**
 * The app's number formats (tests/fixtures/number-formats, Price a Deal) in Chromium: a form's
 * number field in `currency` (its $ beside the box, $300,000 under it once typed) and in
 * `percent`; a number step in `currency`, its bound worded in the format ("Enter $1,000 or
 * more.") and in `percent`; each answer stored as the number typed; the results screen writing
 * them back with `| currency`, `| percent` and `| multiple`. By mouse at 1280 px and by keyboard
 * alone at 375 px, axe-clean on every screen.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useApp } from './support/browser.ts';
import { counter, recordAndContinue, sessionValue, stepHeading } from './support/buyerFlow.ts';
import { tabToMatch } from './support/tabToMatch.ts';

const app = useApp('keys');

async function expectQuestion(page: Page, title: string, count: string): Promise<void> {
  await expect.poll(() => stepHeading(page).textContent()).toBe(title);
  await expect.poll(() => counter(page).textContent()).toBe(count);
}

/** The number's reading under the box whose label is `label`, or null while there is none. */
async function readingOf(page: Page, label: string): Promise<string | null> {
  const box = page.getByRole('spinbutton', { name: label });
  const described = (await box.getAttribute('aria-describedby')) ?? '';
  const id = described.split(' ').find((part) => part.endsWith('reading'));
  return id === undefined ? null : page.locator(`[id="${id}"]`).textContent();
}

/** The sign beside the box whose label is `label`, by the ids it is described by ($, % or x). */
async function signsOf(page: Page, label: string): Promise<string[]> {
  const box = page.getByRole('spinbutton', { name: label });
  const described = (await box.getAttribute('aria-describedby')) ?? '';
  const ids = described.split(' ').filter((part) => /(prefix|suffix)$/.test(part));
  return Promise.all(ids.map(async (id) => (await page.locator(`[id="${id}"]`).textContent()) ?? ''));
}

function score(page: Page) {
  return page.locator('[data-score-colour]').first();
}

describe('numbers in a format (Price a Deal fixture)', () => {
  it('by mouse at 1280 px: currency and percent in a form and in steps, stored as numbers, written back in their formats', async () => {
    const page = await app.newPage();
    await page.goto(app.url);
    await page.getByRole('link', { name: /Price a Deal/ }).click();
    await page.waitForURL('**/deal-profile');
    await page.getByRole('heading', { level: 1, name: 'The Business' }).waitFor();

    // The form: $ before the revenue box, % after the margin box; the revenue read back once it has thousands.
    await page.getByRole('textbox', { name: /^Business name/ }).fill('Acme Candles');
    const revenue = page.getByRole('spinbutton', { name: /^Annual revenue/ });
    expect(await signsOf(page, 'Annual revenue')).toEqual(['$']);
    expect(await signsOf(page, 'Gross margin')).toEqual(['%']);
    await revenue.fill('950');
    expect(await readingOf(page, 'Annual revenue')).toBeNull();
    await revenue.fill('300000');
    await expect.poll(() => readingOf(page, 'Annual revenue')).toBe('$300,000');
    await page.getByRole('spinbutton', { name: /^Gross margin/ }).fill('42.5');
    await expectNoAxeViolations(page, 'the form with currency and percent fields');
    await screenshot(page, 'number-formats-form-1280');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.waitForURL('**/deal-questions');

    // A currency step: its bound in the format, its reading under the box.
    await expectQuestion(page, 'Asking Price', '1 of 2');
    const price = page.getByRole('spinbutton', { name: 'Asking Price' });
    expect(await signsOf(page, 'Asking Price')).toEqual(['$']);
    await price.fill('999');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect.poll(() => page.getByTestId('step-error').innerText()).toContain('Enter $1,000 or more.');
    await price.fill('900000');
    await expect.poll(() => readingOf(page, 'Asking Price')).toBe('$900,000');
    await expectNoAxeViolations(page, 'the currency step');
    await screenshot(page, 'number-formats-step-1280');
    await recordAndContinue(page);

    // A percent step.
    await expectQuestion(page, 'Expected Growth', '2 of 2');
    expect(await signsOf(page, 'Expected Growth')).toEqual(['%']);
    await page.getByRole('spinbutton', { name: 'Expected Growth' }).fill('12.5');
    await expectNoAxeViolations(page, 'the percent step');
    await recordAndContinue(page, 'Finish');

    // Stored as the numbers typed; shown in their formats.
    await page.waitForURL('**/deal-summary');
    expect(await sessionValue(page, 'dealProfile')).toEqual({
      businessName: 'Acme Candles',
      annualRevenue: 300000,
      grossMargin: 42.5,
    });
    expect(await sessionValue(page, 'dealAnswers')).toMatchObject({ answers: { askingPrice: 900000, growth: 12.5 } });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Your Deal in Numbers');
    await expect
      .poll(() => page.getByText(/^Acme Candles asks/).innerText())
      .toBe('Acme Candles asks $900,000 on $300,000 of revenue (3x). Gross margin: 42.5%; growth expected: 12.5%.');
    expect(await score(page).innerText()).toContain('85');
    await expectNoAxeViolations(page, 'the results screen');
    await screenshot(page, 'number-formats-result-1280');
    await page.close();
  });

  it('by keyboard at 375 px: the signs and readings fit a phone, and a margin left blank reads as its fallback', async () => {
    const page = await app.newPage({ width: 375 });
    await page.goto(`${app.url}/deal-profile`);
    await page.getByRole('heading', { level: 1, name: 'The Business' }).waitFor();

    await tabToMatch(page, 'input[type="text"]', undefined, 12);
    await page.keyboard.type('Lantern Books');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1250000');
    await expect.poll(() => readingOf(page, 'Annual revenue')).toBe('$1,250,000');
    await expectNoAxeViolations(page, 'the form at 375 px');
    await screenshot(page, 'number-formats-form-375');
    await tabToMatch(page, 'button', 'Continue', 12);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/deal-questions');

    await expectQuestion(page, 'Asking Price', '1 of 2');
    await tabToMatch(page, 'input[type="number"]', undefined, 12);
    await page.keyboard.type('10000000');
    await expect.poll(() => readingOf(page, 'Asking Price')).toBe('$10,000,000');
    await expectNoAxeViolations(page, 'the currency step at 375 px');
    await screenshot(page, 'number-formats-step-375');
    await tabToMatch(page, 'button', 'Next', 12);
    await page.keyboard.press('Enter');

    await expectQuestion(page, 'Expected Growth', '2 of 2');
    await tabToMatch(page, 'input[type="number"]', undefined, 12);
    await page.keyboard.type('-5');
    await tabToMatch(page, 'button', 'Finish', 12);
    await page.keyboard.press('Enter');

    // 8x revenue: the lowest fairness, in red; the blank margin reads as the template's fallback.
    await page.waitForURL('**/deal-summary');
    await expect
      .poll(() => page.getByText(/^Lantern Books asks/).innerText())
      .toBe(
        'Lantern Books asks $10,000,000 on $1,250,000 of revenue (8x). Gross margin: not given; growth expected: -5%.',
      );
    expect(await score(page).getAttribute('data-score-colour')).toBe('red');
    await expectNoAxeViolations(page, 'the results screen at 375 px');
    await screenshot(page, 'number-formats-result-375');
    await page.close();
  });
});
