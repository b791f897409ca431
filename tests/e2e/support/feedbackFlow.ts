import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { serverBuild } from './variants.ts';

/**
 * The Share Feedback fixture flow (tests/fixtures/collect-flow, built into serverBuild):
 * the one flow that collects answers, only with the consent ticked on its first form.
 */
export const feedbackBuild = serverBuild;
const consentText =
  'I agree that the firm keeps my answers to this feedback, with my name and email, for 90 days so an advisor can follow up.';
/** What the person reads under the result once their answers were stored (completionMessages.sent). */
export const sentMessage = 'Thank you. Your answers were sent to us.';

export interface FeedbackAnswers {
  name: string;
  email: string;
  comment: string;
}

/** The stores the flow sends with consent, as the person's answers leave them. */
export function storedAnswers(person: FeedbackAnswers) {
  return {
    feedbackContact: { name: person.name, email: person.email },
    feedbackQuestionnaire: { answers: { rating: 'very', comment: person.comment } },
  };
}

/**
 * From a fresh tab: the contact form (consent ticked or left as it starts, unticked), both
 * questions, Send Feedback, and the result. Returns the score the result shows.
 */
export const consentBox = (page: Page) => page.getByRole('checkbox', { name: consentText });

export async function giveFeedback(
  page: Page,
  url: string,
  person: FeedbackAnswers,
  { consent }: { consent: boolean },
): Promise<number> {
  await page.goto(`${url}/feedback-contact`);
  await page.getByRole('textbox', { name: 'Your name' }).fill(person.name);
  await page.getByRole('textbox', { name: 'Your email' }).fill(person.email);
  const box = consentBox(page);
  expect(await box.isChecked()).toBe(false);
  if (consent) {
    // By keyboard, as a person who does not use a mouse ticks it.
    await box.focus();
    await page.keyboard.press('Space');
    expect(await box.isChecked()).toBe(true);
  }
  await page.getByRole('button', { name: 'Continue to Feedback' }).click();
  await page.waitForURL('**/feedback-questions');
  await page.getByRole('radio', { name: 'Very useful' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox').fill(person.comment);
  await page.getByRole('button', { name: 'Send Feedback' }).click();
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 30_000 })
    .toBe('Thank You for Your Feedback');
  const score = Number(/\d+/.exec(await page.locator('[data-score-colour]').first().innerText())?.[0]);
  expect(Number.isInteger(score)).toBe(true);
  return score;
}
