/**
 * The respondent's questionnaire (#36 items 1, 2, 3 and 7), by keyboard at a phone's and a
 * laptop's width: the question is the page's one level-one heading, Enter goes on, letters pick
 * options, a range takes typed figures, focus follows each new question, and the browser's Back
 * and Forward move between questions with the answers kept.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useApp } from './support/browser.ts';
import { buyerProfile, counter, expectStep, openWithSession, sessionValue, stepHeading } from './support/buyerFlow.ts';
import { answerBox, canvas, resumeQuestionnaire } from './support/founderFlow.ts';

const app = useApp('offline');

/** The name of what has focus: a heading's text, or a control's accessible name as the test reads it. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

async function answers(page: Page): Promise<Record<string, unknown>> {
  const stored = (await sessionValue(page, 'buyerQuestionnaire')) as { answers?: Record<string, unknown> } | null;
  return stored?.answers ?? {};
}

describe.each([375, 1280])('the buyer questionnaire by keyboard at %i px', (width) => {
  it('types a range, goes on with Enter, picks options by letter, and walks history', async () => {
    const page = await app.newPage({ width });
    await openWithSession(page, app.url, '/buyer-questions', { buyerProfile });
    await expectStep(page, 1);
    // The question is the page's only level-one heading; the questionnaire's name is quiet above it.
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('progressbar', { name: 'Acquisition Criteria' }).getAttribute('aria-valuetext')).toBe(
      '1 of 12',
    );
    await expectNoAxeViolations(page, `a range question at ${width} px`);
    await screenshot(page, `respondent-range-${width}`);

    // An exact figure, typed: the handle follows, and Enter settles it and goes on.
    const minimum = page.getByRole('textbox', { name: 'Minimum Asking Price Range' });
    await minimum.fill('350,000');
    await expect
      .poll(() => page.getByRole('slider', { name: /^Minimum/ }).getAttribute('aria-valuenow'))
      .toBe('350000');
    await minimum.press('Enter');
    await expectStep(page, 2);
    expect((await answers(page)).askingPriceRange).toEqual({ min: 350_000, max: 2_000_000 });
    // The new question takes focus, so the keyboard starts on it.
    await expect.poll(() => focusedText(page)).toBe('Revenue Multiple');

    // A figure past the other end stops on it, and the box says why.
    const maximum = page.getByRole('textbox', { name: 'Maximum Revenue Multiple' });
    await page.getByRole('textbox', { name: 'Minimum Revenue Multiple' }).fill('3');
    await maximum.fill('1');
    await maximum.blur();
    await expect.poll(() => maximum.inputValue()).toBe('3x');
    expect(await page.getByText('The maximum must be at least the minimum, so it is now 3x.').count()).toBe(1);

    // Enter from the focused heading goes on, through the ranges to the industries.
    for (const n of [3, 4, 5, 6]) {
      await page.keyboard.press('Enter');
      await expectStep(page, n);
    }
    // Letters pick options: B is E-commerce, D is Agency/Service; a letter again unticks it.
    await page.keyboard.press('b');
    await page.keyboard.press('d');
    await page.keyboard.press('a');
    await page.keyboard.press('a');
    await expect.poll(() => page.getByRole('checkbox', { name: 'E-commerce' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Agency/Service' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'SaaS' }).isChecked()).toBe(false);
    await expectNoAxeViolations(page, `a multiple choice picked by letter at ${width} px`);
    await screenshot(page, `respondent-checkbox-${width}`);
    await page.keyboard.press('Enter');
    await expectStep(page, 7);
    await page.keyboard.press('c');
    await expect.poll(() => page.getByRole('radio', { name: 'International OK' }).isChecked()).toBe(true);
    await page.keyboard.press('Enter');
    await expectStep(page, 8);

    // The browser's Back and Forward move between questions, the answers kept.
    await page.goBack();
    await expectStep(page, 7);
    expect(await page.getByRole('radio', { name: 'International OK' }).isChecked()).toBe(true);
    await page.goBack();
    await expectStep(page, 6);
    expect(await page.getByRole('checkbox', { name: 'E-commerce' }).isChecked()).toBe(true);
    await expect.poll(() => focusedText(page)).toBe('Industry Preference');
    await page.goForward();
    await expectStep(page, 7);
    expect(page.url()).toMatch(/\/buyer-questions#locationPreference$/);
    expect((await answers(page)).industryPreference).toEqual(['E-commerce', 'Agency/Service']);

    // An address naming a question not reached yet opens the first unanswered one.
    await page.goto(`${app.url}/buyer-questions#growthPotential`);
    await expectStep(page, 8);
    await page.close();
  });
});

describe.each([375, 1280])('a multi-line answer at %i px', (width) => {
  it('takes Enter as a new line and goes on with Ctrl+Enter, the hint saying so', async () => {
    const page = await app.newPage({ width });
    await resumeQuestionnaire(page, app.url, { step: 0, answered: 0 });
    expect(await stepHeading(page).textContent()).toBe(canvas[0].title);
    const box = answerBox(page);
    await box.focus();
    await page.keyboard.type('Churn');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Onboarding');
    expect(await box.inputValue()).toBe('Churn\nOnboarding');
    expect(await counter(page).textContent()).toBe('1 of 12');
    // The hint is read with the box (and shown beside Next from tablet width up).
    expect(await box.getAttribute('aria-describedby')).toContain('next-hint');
    expect(await page.locator('#next-hint').textContent()).toBe('press Ctrl + Enter ↵');
    await expectNoAxeViolations(page, `a multi-line question at ${width} px`);
    await screenshot(page, `respondent-textarea-${width}`);
    await page.keyboard.press('Control+Enter');
    await expect.poll(() => counter(page).textContent()).toBe('2 of 12');
    await expect.poll(() => focusedText(page)).toBe(canvas[1].title);
    await page.close();
  });
});
