/**
 * The newer step types (number, email, date, rating, NPS, yes/no, dropdown), one question each in
 * the Customer Pulse fixture (tests/fixtures/question-types), walked in Chromium by mouse at
 * 1280 px and by keyboard alone at 375 px to a stored answer, axe-clean on every step, and their
 * answers read in the analysis prompt (Gemini intercepted); a rule on the NPS answer asks detractors
 * one more question.
 */
import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useApp } from './support/browser.ts';
import { answerGemini, geminiPrompt } from './support/geminiReply.ts';
import { tabToMatch } from './support/tabToMatch.ts';

const app = useApp('keys');

const modelReply = [
  'SUMMARY:',
  'Customers are fairly happy and the team is small enough to talk to each of them.',
  'ACTIONS:',
  '- Start recording why customers leave',
  '- Call the five least satisfied customers this month',
  'PULSE_SCORE: 71',
].join('\n');

function heading(page: Page, level: 1 | 2) {
  return page.getByRole('heading', { level });
}

async function stepTitle(page: Page): Promise<string | null> {
  return heading(page, 1).textContent();
}

async function storedAnswers(page: Page): Promise<unknown> {
  return page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('pulseAnswers') ?? '{}') as { answers?: unknown }).answers,
  );
}

/** Presses Next (or Finish) and waits for 'Response recorded' and the next question. */
async function recordStep(page: Page, nextTitle: string | undefined, button = 'Next'): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect.poll(() => page.getByTestId('response-recorded').count()).toBe(1);
  if (nextTitle) await expect.poll(() => stepTitle(page)).toBe(nextTitle);
}

async function expectStepError(page: Page, message: string): Promise<void> {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect.poll(() => page.getByTestId('step-error').innerText()).toContain(message);
}

/** Tabs to the step's Next (or Finish) button and presses Enter, then waits for the next question. */
async function nextByKeyboard(page: Page, nextTitle: string | undefined, button = 'Next'): Promise<void> {
  await tabToMatch(page, 'button', button);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.getByTestId('response-recorded').count()).toBe(1);
  if (nextTitle) await expect.poll(() => stepTitle(page)).toBe(nextTitle);
}

async function checkedRadio(page: Page): Promise<string | null> {
  return page.evaluate(() => document.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value ?? null);
}

describe('the newer question types (Customer Pulse fixture)', () => {
  it('walks every new type by mouse to stored answers, with its messages, and reads them in the prompt', async () => {
    const page = await app.newPage();
    const sent = await answerGemini(page, modelReply);
    await page.goto(app.url);
    await page.getByRole('link', { name: /Customer Pulse/ }).click();
    await page.waitForURL('**/pulse');

    // Number: required, bounds in the step's unit, then a good value.
    await expect.poll(() => stepTitle(page)).toBe('Customer Team Size');
    const teamSize = page.getByRole('spinbutton', { name: 'Customer Team Size' });
    await expectStepError(page, 'Please provide an answer before continuing');
    await teamSize.fill('900');
    await expectStepError(page, 'Enter 500 or less.');
    await teamSize.fill('12');
    expect(await page.getByText('people', { exact: true }).isVisible()).toBe(true);
    await expectNoAxeViolations(page, 'number step');
    await screenshot(page, 'question-types-number-1280');
    await recordStep(page, 'Contact Email');

    // Email: an address is asked for by its form.
    const email = page.getByRole('textbox', { name: 'Contact Email' });
    await email.fill('ada@');
    await expectStepError(page, 'Enter an email address, such as name@example.com.');
    await email.fill('ada@example.com');
    await expectNoAxeViolations(page, 'email step');
    await recordStep(page, 'Next Feedback Review');

    // Date: a day before the declared min is refused with the bound as a long date.
    const date = page.locator('input[type="date"]');
    expect(await date.getAttribute('aria-labelledby')).toBe('step-title-review-date');
    await date.fill('2025-06-01');
    await expectStepError(page, 'Choose January 1, 2026 or later.');
    await date.fill('2026-03-05');
    await expectNoAxeViolations(page, 'date step');
    await screenshot(page, 'question-types-date-1280');
    await recordStep(page, 'Customer Satisfaction');

    // Rating: five points named by number, the ends with their labels.
    const rating = page.getByRole('radiogroup', { name: 'Customer Satisfaction' });
    expect(await rating.getByRole('radio').count()).toBe(5);
    expect(await rating.getByRole('radio', { name: '1, Very unsatisfied' }).count()).toBe(1);
    await expectStepError(page, 'Please provide an answer before continuing');
    await rating.getByText('4', { exact: true }).click();
    expect(await checkedRadio(page)).toBe('4');
    await expectNoAxeViolations(page, 'rating step');
    await screenshot(page, 'question-types-rating-1280');
    await recordStep(page, 'Would They Recommend You?');

    // NPS: 0 to 10.
    const nps = page.getByRole('radiogroup', { name: 'Would They Recommend You?' });
    expect(await nps.getByRole('radio').count()).toBe(11);
    expect(await nps.getByRole('radio', { name: '10, Extremely likely' }).count()).toBe(1);
    await nps.getByText('9', { exact: true }).click();
    await expectNoAxeViolations(page, 'NPS step');
    await screenshot(page, 'question-types-nps-1280');
    // Back keeps the answer given; the answer is still there on return.
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => stepTitle(page)).toBe('Customer Satisfaction');
    expect(await checkedRadio(page)).toBe('4');
    await recordStep(page, 'Would They Recommend You?');
    expect(await checkedRadio(page)).toBe('9');
    await recordStep(page, 'Churn Tracking');

    // Yes/no: the step's own required message, then No — an answer like Yes.
    await expectStepError(page, 'Choose yes or no');
    await page.getByRole('radio', { name: 'Not yet' }).check();
    await expectNoAxeViolations(page, 'yes/no step');
    await screenshot(page, 'question-types-yesno-1280');
    await recordStep(page, 'Main Market');

    // Dropdown: a native select of 21 countries.
    const market = page.getByRole('combobox', { name: 'Main Market' });
    expect(await market.locator('option').count()).toBe(22);
    await market.selectOption({ label: 'Germany' });
    await expectNoAxeViolations(page, 'dropdown step');
    await screenshot(page, 'question-types-dropdown-1280');

    expect(await storedAnswers(page)).toEqual({
      'team-size': 12,
      'contact-email': 'ada@example.com',
      'review-date': '2026-03-05',
      satisfaction: 4,
      recommend: 9,
      'churn-tracked': false,
      'main-market': 'de',
    });

    await page.getByRole('button', { name: 'Finish', exact: true }).click();
    await expect.poll(() => heading(page, 1).textContent(), { timeout: 15_000 }).toBe('Customer Pulse Report');
    expect(await page.locator('main').innerText()).toContain('Start recording why customers leave');

    expect(sent).toHaveLength(1);
    const prompt = geminiPrompt(sent[0] as Request);
    expect(prompt).toContain('People working with customers: 12');
    expect(prompt).toContain('Contact: ada@example.com');
    expect(prompt).toContain('Next feedback review: March 5, 2026');
    expect(prompt).toContain('Customer satisfaction (1 to 5): 4');
    expect(prompt).toContain('Likelihood to recommend (0 to 10): 9');
    expect(prompt).toContain('Churn reasons tracked: No');
    expect(prompt).toContain('Main market: de');
    // The flow's computed value, worked out in the browser by the code the server runs: 4 × 10 + 9 × 5.
    expect(prompt).toContain('Customer health (15 to 100): 85');
    expect(prompt).toContain('Churn Tracking:\nNo'); // | titled heads each answer with its question's title
    await page.close();
  });

  it('walks every new type by keyboard alone at 375 px, axe-clean, to the same kind of stored answers', async () => {
    const page = await app.newPage({ width: 375, height: 800 });
    await answerGemini(page, modelReply);
    await page.goto(`${app.url}/pulse`);
    await expect.poll(() => stepTitle(page)).toBe('Customer Team Size');

    // Number: typed, then ArrowUp steps it by the declared step (the native spinbutton).
    await tabToMatch(page, 'input[type="number"]');
    await page.keyboard.type('40');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.getByRole('spinbutton').inputValue()).toBe('41');
    await expectNoAxeViolations(page, 'number step at 375 px');
    await screenshot(page, 'question-types-number-375');
    await nextByKeyboard(page, 'Contact Email');

    await tabToMatch(page, 'input[type="email"]');
    await page.keyboard.type('grace@example.org');
    await nextByKeyboard(page, 'Next Feedback Review');

    // Date: reached by Tab. Headless Chromium's date field takes no keystrokes into its parts (a plain
    // <input type="date"> on a blank page does not either), so the day is set as a picker would set it.
    await tabToMatch(page, 'input[type="date"]');
    await page.locator('input[type="date"]').fill('2027-07-14');
    await expectNoAxeViolations(page, 'date step at 375 px');
    await screenshot(page, 'question-types-date-375');
    await nextByKeyboard(page, 'Customer Satisfaction');

    // Rating: Tab enters the group on its first point; arrows move and choose (WAI-ARIA radio group).
    await tabToMatch(page, 'input[type="radio"]');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => checkedRadio(page)).toBe('3');
    await expectNoAxeViolations(page, 'rating step at 375 px');
    await screenshot(page, 'question-types-rating-375');
    await nextByKeyboard(page, 'Would They Recommend You?');

    // NPS: from 0, ArrowLeft wraps to 10; all eleven points fit a 375 px screen at 24 px or more.
    const widths = await page
      .getByRole('radiogroup')
      .locator('label')
      .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().width));
    expect(widths).toHaveLength(11);
    for (const width of widths) expect(width).toBeGreaterThanOrEqual(24);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await tabToMatch(page, 'input[type="radio"]');
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => checkedRadio(page)).toBe('10');
    await expectNoAxeViolations(page, 'NPS step at 375 px');
    await screenshot(page, 'question-types-nps-375');
    await nextByKeyboard(page, 'Churn Tracking');

    await tabToMatch(page, 'input[type="radio"]');
    await page.keyboard.press('Space');
    await expect.poll(() => checkedRadio(page)).toBe('true');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => checkedRadio(page)).toBe('false');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => checkedRadio(page)).toBe('true');
    await screenshot(page, 'question-types-yesno-375');
    await nextByKeyboard(page, 'Main Market');

    // Dropdown: typing a name picks it, as in any native select.
    await tabToMatch(page, 'select');
    await page.keyboard.type('Swe');
    await expect.poll(() => page.getByRole('combobox').inputValue()).toBe('se');
    await expectNoAxeViolations(page, 'dropdown step at 375 px');
    await screenshot(page, 'question-types-dropdown-375');

    expect(await storedAnswers(page)).toEqual({
      'team-size': 41,
      'contact-email': 'grace@example.org',
      'review-date': '2027-07-14',
      satisfaction: 3,
      recommend: 10,
      'churn-tracked': true,
      'main-market': 'se',
    });
    await nextByKeyboard(page, undefined, 'Finish');
    await expect.poll(() => heading(page, 1).textContent(), { timeout: 15_000 }).toBe('Customer Pulse Report');

    // A reload keeps every answer: the questionnaire reopens where it was.
    await page.goto(`${app.url}/pulse`);
    expect(await storedAnswers(page)).toEqual(expect.objectContaining({ 'team-size': 41, recommend: 10 }));
    await page.close();
  });

  it('asks detractors (NPS 0-6) one more question, counted only then, and drops its answer when the score rises', async () => {
    const page = await app.newPage();
    await answerGemini(page, modelReply);
    await page.goto(app.url);
    const earlier = {
      'team-size': 12,
      'contact-email': 'ada@example.com',
      'review-date': '2026-03-05',
      satisfaction: 4,
    };
    await page.evaluate(
      (answers) => sessionStorage.setItem('pulseAnswers', JSON.stringify({ step: 4, answers })),
      earlier,
    );
    await page.goto(`${app.url}/pulse`);
    await expect.poll(() => stepTitle(page)).toBe('Would They Recommend You?');
    const count = () => page.getByTestId('step-counter').textContent();
    await expect.poll(count).toBe('5 of 7');
    const nps = page.getByRole('radiogroup', { name: 'Would They Recommend You?' });
    await nps.getByText('3', { exact: true }).click();
    await expect.poll(count).toBe('5 of 8');
    await recordStep(page, 'Churn Tracking');
    await page.getByRole('radio', { name: 'Yes, we do' }).check();
    await recordStep(page, 'Main Market');
    // Not the last question any more: Next, not Finish.
    await page.getByRole('combobox', { name: 'Main Market' }).selectOption({ label: 'Canada' });
    await recordStep(page, 'What Holds Them Back?');
    await expect.poll(count).toBe('8 of 8');
    await page.getByRole('textbox', { name: 'What Holds Them Back?' }).fill('Slow support replies');
    await expectNoAxeViolations(page, 'a step asked by a rule on an NPS answer');

    // Back to the NPS, 9: the detractor question is no longer asked and its answer is gone.
    for (const title of ['Main Market', 'Churn Tracking', 'Would They Recommend You?']) {
      await page.getByRole('button', { name: 'Back' }).click();
      await expect.poll(() => stepTitle(page)).toBe(title);
    }
    await nps.getByText('9', { exact: true }).click();
    await expect.poll(count).toBe('5 of 7');
    await expect.poll(async () => Object.hasOwn((await storedAnswers(page)) as object, 'detractor-reason')).toBe(false);
    await recordStep(page, 'Churn Tracking');
    await recordStep(page, 'Main Market');
    expect(await page.getByRole('button', { name: 'Finish', exact: true }).count()).toBe(1);
    await page.close();
  });
});
