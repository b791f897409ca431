/**
 * A branch straight into an analysis and an optional question (issue #34 items 4 and 5), in
 * Chromium on the Check Grant Fit fixture flow (tests/fixtures/branch-flow/flows/grant.yaml): the
 * optional step says so beside its title and Finish passes it blank; the answers of a built project
 * lead to an analysis screen, which runs the grant review as it opens (Gemini's HTTP intercepted,
 * the real SDK running) and shows its result, the prompt writing the optional answer's fallback. A
 * project still at the idea stage ends on "Too Early for a Grant", and typing the review's address
 * then brings it back there, with no AI request. Axe-clean; screenshots at 1280 and 375 px.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useApp } from './support/browser.ts';
import { expectQuestion, recordAndContinue } from './support/buyerFlow.ts';
import { answerGemini, geminiPrompt } from './support/geminiReply.ts';

const app = useApp('keys');
const pathNotice = 'Your answers lead here, so this is where you continue.';
const reply = ['SUMMARY:', 'A good fit.', '', 'STRENGTHS:', '- In use', '- Clear', '', 'SCORE: 81'].join('\n');

/** Answers the first step for a built project and stops on the optional one. */
async function toOptionalStep(page: Page): Promise<void> {
  await page.goto(`${app.url}/grant`);
  await expectQuestion(page, 'Where is the project?', '1 of 2');
  await page.getByRole('radio', { name: 'Built and in use' }).check();
  await recordAndContinue(page);
  // The heading reads the title, then the app's "Optional" beside it.
  await expectQuestion(page, 'Who else works on it?Optional', '2 of 2');
}

describe('a branch straight into an analysis, past an optional question (Check Grant Fit)', () => {
  it('passes the optional step blank, opens the analysis screen and runs the review as it opens', async () => {
    const page = await app.newPage();
    const sent = await answerGemini(page, reply);
    await toOptionalStep(page);
    await expectNoAxeViolations(page, 'the optional step');
    await screenshot(page, 'grant-optional-step-1280');
    // Back returns to the first step with its answer; Next brings the optional step back.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expectQuestion(page, 'Where is the project?', '1 of 2');
    expect(await page.getByRole('radio', { name: 'Built and in use' }).isChecked()).toBe(true);
    await recordAndContinue(page);
    await expectQuestion(page, 'Who else works on it?Optional', '2 of 2');
    await recordAndContinue(page, 'Finish');

    await page.waitForURL('**/grant-review');
    await page.getByRole('heading', { name: 'Grant Review', exact: true }).waitFor();
    await expect.poll(() => page.getByText('A good fit.').count()).toBe(1);
    expect(sent).toHaveLength(1);
    const prompt = geminiPrompt(sent[0] as never);
    expect(prompt).toContain('Stage: built');
    expect(prompt).toContain('Partners: none named');
    await expectNoAxeViolations(page, 'the analysis screen’s result');
    await screenshot(page, 'grant-review-result-1280');
  });

  it('sends a given optional answer, and shows the optional step and the result at 375 px', async () => {
    const page = await app.newPage();
    await page.setViewportSize({ width: 375, height: 800 });
    const sent = await answerGemini(page, reply);
    await toOptionalStep(page);
    await screenshot(page, 'grant-optional-step-375');
    await page.getByRole('textbox', { name: /Who else works on it\?/ }).fill('The Acme Trust');
    await recordAndContinue(page, 'Finish');
    await page.waitForURL('**/grant-review');
    await page.getByRole('heading', { name: 'Grant Review', exact: true }).waitFor();
    expect(sent).toHaveLength(1);
    expect(geminiPrompt(sent[0] as never)).toContain('Partners: The Acme Trust');
    await expectNoAxeViolations(page, 'the analysis screen’s result at 375 px');
    await screenshot(page, 'grant-review-result-375');
  });

  it('brings a visitor who types the review’s address on the other branch to where the answers lead, with no AI request', async () => {
    const page = await app.newPage();
    let aiRequests = 0;
    page.on('request', (request) => {
      if (/generativelanguage\.googleapis\.com|api\.openai\.com/.test(request.url())) aiRequests += 1;
    });
    // Before any answer: the review's address leads to the questionnaire.
    await page.goto(`${app.url}/grant-review`);
    await page.waitForURL('**/grant');
    await expectQuestion(page, 'Where is the project?', '1 of 2');
    await page.getByRole('radio', { name: 'Still an idea' }).check();
    await recordAndContinue(page);
    await recordAndContinue(page, 'Finish');
    await page.waitForURL('**/grant-too-early');
    await page.getByRole('heading', { name: 'Too Early for a Grant' }).waitFor();
    await page.goto(`${app.url}/grant-review`);
    await page.waitForURL('**/grant-too-early');
    await expect.poll(() => page.getByTestId('notice').textContent()).toContain(pathNotice);
    await expectNoAxeViolations(page, 'the path notice on Too Early for a Grant');
    expect(aiRequests).toBe(0);
  });
});
