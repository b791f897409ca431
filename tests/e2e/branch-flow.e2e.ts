/**
 * One question model in Chromium (issue #34), on the Check Loan Readiness fixture flow
 * (tests/fixtures/branch-flow): a ready business that ticks "Other" collateral is asked the
 * follow-up, its answers branch into the AI review, and the prompt Gemini receives names the
 * follow-up's answer by its path and heads every answer with its question's title. A business
 * that is not ready ends on "Not Ready Yet"; typing the review's address then brings it back there
 * with the app's notice, and no request reaches an AI service. Axe-clean; screenshots at 1280 and 375 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useApp } from './support/browser.ts';
import { counter, expectQuestion, recordAndContinue } from './support/buyerFlow.ts';
import { answerGemini, geminiPrompt } from './support/geminiReply.ts';

const app = useApp('keys');
const pathNotice = 'Your answers lead here, so this is where you continue.';
const reply = ['SUMMARY:', 'A sound loan.', '', 'STRENGTHS:', '- Collateral', '- A plan', '', 'SCORE: 72'].join('\n');

/** Counts every request of `page` to an AI service, whatever answers it. */
function aiRequests(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('request', (request) => {
    if (/generativelanguage\.googleapis\.com|api\.openai\.com/.test(request.url())) seen.count += 1;
  });
  return seen;
}

describe('a branch into an AI review (Check Loan Readiness)', () => {
  it('asks the follow-up, branches into the review, and the prompt names the follow-up by its path', async () => {
    const page = await app.newPage();
    const sent = await answerGemini(page, reply);
    await page.goto(`${app.url}/loan`);
    await expectQuestion(page, 'How long has the business traded?', '1 of 2');
    await page.getByRole('radio', { name: 'More than three years' }).check();
    await recordAndContinue(page);
    await expectQuestion(page, 'What can you offer as collateral?', '2 of 3');
    await page.getByRole('checkbox', { name: 'Property', exact: true }).click();
    await page.getByRole('checkbox', { name: 'Other', exact: true }).click();
    await expect.poll(() => counter(page).textContent()).toBe('2 of 4');
    await recordAndContinue(page);
    await expectQuestion(page, 'What other collateral?', '3 of 4');
    await page.getByRole('textbox', { name: 'What other collateral?' }).fill('A delivery van');
    await recordAndContinue(page);
    await expectQuestion(page, 'What would the loan pay for?', '4 of 4');
    await page.getByRole('textbox', { name: 'What would the loan pay for?' }).fill('A second shop on the high street');
    await recordAndContinue(page, 'Finish');

    await page.waitForURL('**/loan-review');
    await page.getByLabel('Your name').fill('Ada Lovelace');
    await expectNoAxeViolations(page, 'the loan review form');
    await page.getByRole('button', { name: 'Review My Loan' }).click();
    // The result's own heading ("Your Loan Review" is the form's).
    await page.getByRole('heading', { name: 'Loan Review', exact: true }).waitFor();
    expect(sent).toHaveLength(1);
    const prompt = geminiPrompt(sent[0] as never);
    expect(prompt).toContain('Other collateral: A delivery van');
    expect(prompt).toContain('What the loan pays for: A second shop on the high street');
    expect(prompt).toContain('What other collateral?:\nA delivery van');
    expect(prompt).toContain('Came from: not given');
    await screenshot(page, 'loan-review-result-1280');
  });

  it('brings a visitor who types the other branch’s address to where the answers lead, with no AI request', async () => {
    const page = await app.newPage();
    const ai = aiRequests(page);
    await page.goto(`${app.url}/loan`);
    await expectQuestion(page, 'How long has the business traded?', '1 of 2');
    await page.getByRole('radio', { name: 'Less than a year' }).check();
    await recordAndContinue(page);
    await expectQuestion(page, 'What can you offer as collateral?', '2 of 2');
    await page.getByRole('checkbox', { name: 'Equipment', exact: true }).click();
    await recordAndContinue(page, 'Finish');
    await page.waitForURL('**/loan-not-ready');
    await page.getByRole('heading', { name: 'Not Ready Yet' }).waitFor();

    // The review's address typed by hand: the path over the answers leads to "Not Ready Yet".
    await page.goto(`${app.url}/loan-review`);
    await page.waitForURL('**/loan-not-ready');
    await expect.poll(() => page.getByTestId('notice').textContent()).toContain(pathNotice);
    await page.getByRole('heading', { name: 'Not Ready Yet' }).waitFor();
    await expectNoAxeViolations(page, 'the path notice on Not Ready Yet');
    await screenshot(page, 'loan-path-notice-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${app.url}/loan-review`);
    await page.waitForURL('**/loan-not-ready');
    await expect.poll(() => page.getByTestId('notice').textContent()).toContain(pathNotice);
    await expectNoAxeViolations(page, 'the path notice at 375 px');
    await screenshot(page, 'loan-path-notice-375');
    expect(await page.getByRole('button', { name: 'Review My Loan' }).count()).toBe(0);
    expect(ai.count).toBe(0);
  });
});
