/**
 * A form says what is wrong, and a result can be kept (#36 items 5 and 8), at a phone's and a
 * laptop's width: the hint beside a disabled submit button names the field and, by keyboard, goes
 * to it, where the field says why; the button does not move when it becomes enabled. A founder's
 * analysis and the buyer's results print as the result alone, with for whom and when.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useApp } from './support/browser.ts';
import { buyerProfile, openWithSession } from './support/buyerFlow.ts';
import { continueButton, fillProfile, resumeQuestionnaire, waitForResult } from './support/founderFlow.ts';
import { tabToMatch } from './support/tabToMatch.ts';

const app = useApp('offline');

const hint = (page: Page) => page.locator('#company-profile__submit-hint');
const email = (page: Page) => page.getByRole('textbox', { name: 'Company email', exact: true });
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Where an element is on the page and in the window: its top and left, and the page's scroll. */
const placeOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top + window.scrollY, left: box.left, scrollY: window.scrollY, width: box.width };
  });

/** Whether the element is laid out and drawn on the page as it is now shown (or printed). */
const shown = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getClientRects().length > 0);

describe.each([375, 1280])('the company profile with a wrong email at %i px', (width) => {
  it('names the email in the hint, goes to it by keyboard where it says why, and keeps the button still', async () => {
    const page = await app.newPage({ width });
    await page.goto(`${app.url}/assessment`);
    await fillProfile(page, ['companyEmail']);
    await email(page).fill('jane@');
    await expect.poll(() => hint(page).textContent()).toBe('Still to correct: Company email');
    expect(await continueButton(page).isDisabled()).toBe(true);
    expect(await continueButton(page).getAttribute('aria-describedby')).toBe('company-profile__submit-hint');

    // From the last field, Tab passes the disabled button and reaches the hint's Go to, and Enter goes to the email.
    await page.getByRole('radio', { name: 'Yes' }).focus();
    await tabToMatch(page, 'button', 'Go to Company email');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedId(page)).toBe('company-profile_companyEmail');
    // The field says why, in the form's own words for it (schemas/forms/company-profile.json).
    await expect
      .poll(() => page.locator('#company-profile_companyEmail__error').textContent())
      .toBe('Enter a complete email address, such as you@company.com.');
    expect(await email(page).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page, `a wrong email at ${width} px`);
    await screenshot(page, `form-wrong-email-${width}`);

    // Corrected as the person types, the button is enabled where it was, on the page and on the screen: nothing jumps.
    const before = await placeOf(continueButton(page));
    await email(page).fill('jane@acme.example');
    await expect.poll(() => continueButton(page).isEnabled()).toBe(true);
    expect(await hint(page).count()).toBe(0);
    expect(await placeOf(continueButton(page))).toEqual(before);
    await page.close();
  });
});

/** The printed page: the result, for whom and when; no header and no buttons. */
async function expectPrintedResult(page: Page, title: string, preparedFor: string): Promise<void> {
  const prepared = page.getByTestId('result-prepared');
  expect(await prepared.textContent()).toMatch(
    new RegExp(`^Prepared for ${preparedFor} on [A-Z][a-z]+ \\d{1,2}, \\d{4}$`),
  );
  await page.emulateMedia({ media: 'print' });
  try {
    expect(await shown(page, 'header')).toBe(false);
    for (const button of ['Download PDF', 'Start Over', 'Next Steps'])
      expect(
        await page
          .getByRole('button', { name: button })
          .or(page.getByRole('link', { name: button }))
          .isVisible(),
      ).toBe(false);
    expect(await page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);
    expect(await prepared.isVisible()).toBe(true);
    expect(await page.locator('[data-score-colour]').first().isVisible()).toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Summary' }).isVisible()).toBe(true);
    expect(await page.getByRole('listitem').first().isVisible()).toBe(true);
  } finally {
    await page.emulateMedia({ media: null });
  }
}

/** Download PDF opens the browser's print dialog (window.print, counted here instead of shown). */
async function pressDownload(page: Page): Promise<number> {
  await page.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Download PDF' }).click();
  return page.evaluate(() => (window as unknown as { printed: number }).printed);
}

describe.each([375, 1280])('keeping a result at %i px', (width) => {
  it("prints a founder's analysis as the result alone, with the company and the date", async () => {
    const page = await app.newPage({ width });
    await resumeQuestionnaire(page, app.url);
    await page.getByRole('button', { name: 'Finish' }).click();
    await waitForResult(page);
    await expectNoAxeViolations(page, `a founder's result with Download PDF at ${width} px`);
    expect(await pressDownload(page)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, `print-founder-result-${width}`);
    await expectPrintedResult(page, 'Startup Analysis', 'Acme Labs');
    await page.close();
  });

  it("prints the buyer's results with the buyer's name and the date", async () => {
    const page = await app.newPage({ width });
    await openWithSession(page, app.url, '/buyer-results', { buyerProfile });
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Acquisition Criteria Analysis');
    await expectNoAxeViolations(page, `the buyer's results with Download PDF at ${width} px`);
    expect(await pressDownload(page)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await screenshot(page, `print-buyer-results-${width}`);
    await expectPrintedResult(page, 'Acquisition Criteria Analysis', 'Alex Morgan');
    await page.close();
  });
});
