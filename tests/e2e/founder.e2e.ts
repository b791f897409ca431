import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useApp } from './support/browser.ts';
import { loaded, recordScripts, sdkChunks } from './support/founderBundle.ts';
import {
  alertText,
  answerBox,
  answers,
  backButton,
  businessPlan,
  canvas,
  continueButton,
  counter,
  fillProfile,
  nextButton,
  profile,
  reachLastStep,
  readResult,
  resumeQuestionnaire,
  startQuestionnaire,
  statusLine,
  spokenText,
  stepTitle,
  stored,
  waitForAnalysisError,
  waitForResult,
} from './support/founderFlow.ts';
import { analysisText, emailjs, gate, gemini, intercept, openai, type Call } from './support/founderProviders.ts';

const app = useApp('keys');

// One fake clock for the whole context (Playwright installs it per context): it flows like real
// time from a fixed date, and the quota and timeout tests pause it to step through the waits.
beforeAll(async () => {
  await app.context.clock.install({ time: new Date('2024-03-15T10:00:00') });
});

const highDemandNote = "We're experiencing high demand at the moment. Please try again in a few minutes.";

function geminiPrompt(call: Call | undefined): string {
  const body = call?.body as { contents: { role: string; parts: { text: string }[] }[] };
  expect(body.contents).toHaveLength(1);
  expect(body.contents[0]?.parts).toHaveLength(1);
  return body.contents[0]?.parts[0]?.text ?? '';
}

/**
 * Stops the flowing clock, so only runFor moves it from here. pauseAt cannot go back in time, and
 * the page's clock keeps flowing while this call travels, hence the second's margin.
 */
async function pauseClock(page: Page): Promise<void> {
  const times = await Promise.all(app.context.pages().map((open) => open.evaluate(() => Date.now())));
  await page.clock.pauseAt(Math.max(...times) + 1000);
}

// A failed test must not leave its tab (and its timers) behind for the next one.
afterEach(async () => {
  for (const open of app.context.pages()) await open.close();
});

describe('company profile (/assessment)', () => {
  it("enables 'Continue Analysis' only when every required field holds, then stores the profile", async () => {
    const page = await app.newPage();
    await page.goto(`${app.url}/assessment`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Tell Us About Your Company');
    expect(await page.getByRole('combobox', { name: 'Company stage' }).inputValue()).toBe('0');
    expect(await page.getByRole('combobox', { name: 'Company stage' }).locator('option:checked').textContent()).toBe(
      'Pre-seed',
    );
    expect(await page.getByRole('textbox', { name: 'Company email' }).getAttribute('type')).toBe('email');
    expect(await continueButton(page).isDisabled()).toBe(true);

    await fillProfile(page, ['hasTechnicalCofounder']);
    expect(await continueButton(page).isDisabled()).toBe(true);
    await page.getByRole('radio', { name: 'No' }).check();
    expect(await continueButton(page).isEnabled()).toBe(true);

    // Blank after trimming counts as empty; the email-type input is checked as an email (the form's format rule).
    await page.getByRole('textbox', { name: 'Company structure' }).fill('   ');
    expect(await continueButton(page).isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Company structure' }).fill(profile.companyStructure);
    await page.getByRole('textbox', { name: 'Company email' }).fill('jane@');
    await page.getByRole('textbox', { name: 'Company email' }).blur();
    expect(await continueButton(page).isDisabled()).toBe(true);
    await expect
      .poll(() => page.getByText('Enter a complete email address, such as you@company.com.').count())
      .toBeGreaterThan(0);
    await page.getByRole('textbox', { name: 'Company email' }).fill(profile.companyEmail);
    expect(await continueButton(page).isEnabled()).toBe(true);
    await page.getByRole('radio', { name: 'Yes' }).check();

    await expectNoAxeViolations(page, '/assessment');
    await screenshot(page, 'founder-profile');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'founder-profile-phone');
    await continueButton(page).click();
    await page.waitForURL('**/questions');
    expect(await stored(page, 'companyProfile')).toEqual(profile);
  });

  it('keeps the default stage when the founder does not change it', async () => {
    const page = await app.newPage();
    await page.goto(`${app.url}/assessment`);
    await fillProfile(page, ['stage']);
    await continueButton(page).click();
    await page.waitForURL('**/questions');
    expect(await stored(page, 'companyProfile')).toEqual({ ...profile, stage: 'pre-seed' });
  });
});

describe('questionnaire (/questions)', () => {
  it('redirects to /assessment without a stored profile, or with one that has no email', async () => {
    const page = await app.newPage();
    await page.goto(`${app.url}/questions`);
    await page.waitForURL('**/assessment');
    await expect.poll(() => spokenText(page.getByTestId('notice'))).toBe('No company profile found');
    await expectNoAxeViolations(page, '/assessment after the redirect');
    await screenshot(page, 'founder-redirect-notice');

    await page.evaluate((value) => sessionStorage.setItem('companyProfile', JSON.stringify(value)), {
      ...profile,
      companyEmail: ' ',
    });
    await page.goto(`${app.url}/questions`);
    await page.waitForURL('**/assessment');
    await expect.poll(() => spokenText(page.getByTestId('notice'))).toBe('Invalid company profile data');
  });

  it('validates each answer, flashes Response recorded, waits 800 ms, and goes Back and forth', async () => {
    const page = await app.newPage();
    await startQuestionnaire(page, app.url);
    const bar = page.getByTestId('progress-bar');
    const barWidth = () => bar.evaluate((element) => parseFloat((element as HTMLElement).style.width));
    expect(await barWidth()).toBe(0);
    expect(await stepTitle(page)).toBe('Problem');
    expect(await backButton(page).isDisabled()).toBe(true);
    expect(await nextButton(page).textContent()).toBe('Next');
    await expectNoAxeViolations(page, 'the first question');
    await screenshot(page, 'founder-question');

    await nextButton(page).click();
    await expect
      .poll(() => spokenText(page.getByTestId('step-error')))
      .toBe('Please provide an answer before continuing');
    expect(await alertText(page)).toBe('Please provide an answer before continuing');
    expect(await answerBox(page).getAttribute('aria-invalid')).toBe('true');
    await answerBox(page).fill('  \n ');
    await nextButton(page).click();
    expect(await page.getByTestId('step-error').count()).toBe(1);
    expect(await counter(page).textContent()).toBe('1 of 12');
    await expectNoAxeViolations(page, 'the validation banner');
    await screenshot(page, 'founder-validation');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'founder-validation-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Editing clears the banner.
    await answerBox(page).fill(canvas[0].answer);
    expect(await page.getByTestId('step-error').count()).toBe(0);

    await pauseClock(page);
    try {
      await nextButton(page).click();
      await expect.poll(() => spokenText(page.getByTestId('response-recorded'))).toBe('Response recorded');
      expect(await backButton(page).isDisabled()).toBe(true);
      expect(await nextButton(page).isDisabled()).toBe(true);
      await page.clock.runFor(799);
      expect(await counter(page).textContent()).toBe('1 of 12');
      await page.clock.runFor(1);
      await expect.poll(() => counter(page).textContent()).toBe('2 of 12');
    } finally {
      await page.clock.resume();
    }
    expect(await page.getByTestId('response-recorded').count()).toBe(0);
    expect(await stepTitle(page)).toBe('Existing Alternatives');
    expect(await barWidth()).toBeCloseTo(100 / 12, 3);
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('8');
    expect(await answerBox(page).inputValue()).toBe('');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'founder-question-phone');

    await nextButton(page).click();
    await expect.poll(() => page.getByTestId('step-error').count()).toBe(1);
    await backButton(page).click();
    await expect.poll(() => counter(page).textContent()).toBe('1 of 12');
    expect(await page.getByTestId('step-error').count()).toBe(0);
    expect(await answerBox(page).inputValue()).toBe(canvas[0].answer);
  });

  it('keeps the answers and the current step across a reload', async () => {
    const page = await app.newPage();
    await startQuestionnaire(page, app.url);
    for (const index of [0, 1, 2]) {
      await answerBox(page).fill(canvas[index]!.answer);
      await nextButton(page).click();
      await expect.poll(() => counter(page).textContent()).toBe(`${index + 2} of 12`);
    }
    await answerBox(page).fill('Half-written metrics');
    await page.reload();
    await expect.poll(() => counter(page).textContent()).toBe('4 of 12');
    expect(await stepTitle(page)).toBe('Key Metrics');
    expect(await answerBox(page).inputValue()).toBe('Half-written metrics');
    await backButton(page).click();
    await expect.poll(() => counter(page).textContent()).toBe('3 of 12');
    expect(await answerBox(page).inputValue()).toBe(canvas[2].answer);
    expect(await stored(page, 'founderQuestionnaire')).toEqual({
      step: 2,
      answers: {
        problem: canvas[0].answer,
        'existing-alternatives': canvas[1].answer,
        solution: canvas[2].answer,
        'key-metrics': 'Half-written metrics',
      },
    });
  });
});

describe('analysis with provider keys', () => {
  it('happy path: 12 answers, one Gemini analysis, the result and one email, even on a double click', async () => {
    const page = await app.newPage();
    const sdks = sdkChunks('keys');
    const scripts = recordScripts(page);
    const replyHeld = gate();
    const geminiCalls = await intercept(page, 'gemini', async () => {
      await replyHeld.opened;
      return gemini.ok(analysisText({ score: 85 }));
    });
    const openaiCalls = await intercept(page, 'openai', openai.ok(analysisText()));
    const emailHeld = gate();
    const emailCalls = await intercept(page, 'email', async () => {
      await emailHeld.opened;
      return emailjs.ok();
    });

    await startQuestionnaire(page, app.url);
    await reachLastStep(page);
    expect(await nextButton(page).textContent()).toBe('Finish');
    expect(
      await page.getByTestId('progress-bar').evaluate((element) => parseFloat((element as HTMLElement).style.width)),
    ).toBeCloseTo((11 / 12) * 100, 3);
    // The SDKs load only when an analysis starts.
    expect(Object.values(sdks).filter((chunk) => loaded(scripts, chunk))).toEqual([]);
    await nextButton(page).dblclick();

    await expect.poll(() => statusLine(page).textContent(), { timeout: 10_000 }).toBe('Analyzing your startup...');
    expect(await answerBox(page).isDisabled()).toBe(true);
    expect(await backButton(page).isDisabled()).toBe(true);
    expect(await nextButton(page).isDisabled()).toBe(true);
    await nextButton(page).click({ force: true });
    await expectNoAxeViolations(page, 'the analysing status');
    await screenshot(page, 'founder-analysing');
    replyHeld.open();
    await expect
      .poll(() => statusLine(page).textContent(), { timeout: 10_000 })
      .toBe('Sending analysis to your email...');
    await screenshot(page, 'founder-emailing');
    emailHeld.open();
    await waitForResult(page);

    expect(geminiCalls).toHaveLength(1);
    expect(openaiCalls).toHaveLength(0);
    const [call] = geminiCalls;
    expect(call?.url).toContain('/v1beta/models/gemini-1.5-pro:streamGenerateContent?alt=sse');
    expect(call?.headers['x-goog-api-key']).toBe('test-gemini-key');
    const prompt = geminiPrompt(call);
    for (const line of [
      'Founder name: Jane Smith',
      'Company name: Acme Labs',
      'Stage: seed',
      'Fundraising amount: $750K',
      'Company structure: Delaware C-Corp',
      'Has a technical co-founder: Yes',
    ]) {
      expect(prompt).toContain(line);
    }
    for (const answer of Object.values(answers)) expect(prompt).toContain(answer);
    for (const heading of ['SUMMARY:', 'STRENGTHS:', 'WEAKNESSES:', 'RECOMMENDATIONS:', 'SCORE:'])
      expect(prompt).toContain(heading);
    expect(loaded(scripts, sdks.gemini)).toBe(true);

    const result = await readResult(page);
    expect(result.scoreColour).toBe('green');
    expect(result.scoreText).toMatch(/^Overall Score\s*85/);
    expect(await page.getByText('Acme Labs targets a real, costly problem', { exact: false }).count()).toBe(1);
    expect(result.strengths).toEqual([
      'Clear, painful customer problem',
      'Exclusive distribution partnership',
      'Simple subscription pricing',
    ]);
    expect(result.weaknesses).toEqual([
      'Little evidence of traction yet',
      'Competition from incumbents is underexplored',
      'Unit economics are not yet proven',
    ]);
    expect(result.recommendations).toEqual([
      'Run paid pilots with five clinics',
      'Quantify the cost of no-shows per clinic',
      'Build a competitor map before the raise',
    ]);

    await expect.poll(() => page.getByTestId('email-sent').count()).toBe(1);
    expect(emailCalls).toHaveLength(1);
    const email = emailCalls[0]?.body as Record<string, unknown>;
    expect(email).toMatchObject({
      user_id: 'test-public-key',
      service_id: 'service_test',
      template_id: 'template_test',
      lib_version: expect.any(String),
    });
    expect(email.template_params).toEqual({
      to_name: 'Jane Smith',
      to_email: 'jane@acme.example',
      company_name: 'Acme Labs',
      company_stage: 'seed',
      fundraising_goal: '$750K',
      company_structure: 'Delaware C-Corp',
      technical_cofounder: 'Yes',
      analysis_score: '85',
      analysis_summary:
        'Acme Labs targets a real, costly problem with a focused product and a credible path to its first customers.',
      key_strengths:
        '1. Clear, painful customer problem\n2. Exclusive distribution partnership\n3. Simple subscription pricing',
      areas_for_improvement:
        '1. Little evidence of traction yet\n2. Competition from incumbents is underexplored\n3. Unit economics are not yet proven',
      recommendations:
        '1. Run paid pilots with five clinics\n2. Quantify the cost of no-shows per clinic\n3. Build a competitor map before the raise',
      business_plan: businessPlan,
      analysis_date: 'March 15, 2024',
    });
    await expectNoAxeViolations(page, 'the founder result');
    await screenshot(page, 'founder-result-green');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'founder-result-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('button', { name: 'Start Over' }).click();
    await expect.poll(() => counter(page).textContent()).toBe('1 of 12');
    expect(await answerBox(page).inputValue()).toBe('');
    expect(await stored(page, 'founderQuestionnaire')).toEqual({ step: 0, answers: {} });
    expect(await stored(page, 'companyProfile')).toEqual(profile);
    expect(emailCalls).toHaveLength(1);
  });

  it('moves on to OpenAI when Gemini answers 429, and renders nothing it returns as HTML', async () => {
    const page = await app.newPage();
    const geminiCalls = await intercept(page, 'gemini', gemini.rateLimited());
    const strengths = [
      '<b>Bold</b> claims <img src="x" onerror="window.injected = true">',
      'Focused market',
      'Clear pricing',
    ];
    const openaiCalls = await intercept(page, 'openai', openai.ok(analysisText({ score: 65, strengths })));
    const emailCalls = await intercept(page, 'email', emailjs.ok());
    await resumeQuestionnaire(page, app.url);
    await nextButton(page).click();
    await waitForResult(page);

    expect(geminiCalls).toHaveLength(1);
    expect(openaiCalls).toHaveLength(1);
    const [call] = openaiCalls;
    expect(call?.headers.authorization).toBe('Bearer test-openai-key');
    expect(call?.headers['x-stainless-retry-count']).toBe('0');
    expect(call?.body).toEqual({
      stream: true,
      stream_options: { include_usage: true },
      model: 'gpt-3.5-turbo',
      messages: [{ role: 'user', content: geminiPrompt(geminiCalls[0]) }],
      temperature: 0.7,
      max_tokens: 1000,
    });

    const result = await readResult(page);
    expect(result.scoreColour).toBe('yellow');
    expect(result.strengths[0]).toBe('<b>Bold</b> claims <img src="x" onerror="window.injected = true">');
    expect(await page.locator('main b, main img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    await expect.poll(() => emailCalls.length).toBe(1);
    await screenshot(page, 'founder-result-yellow');

    await page.getByRole('link', { name: 'Next Steps' }).click();
    await page.waitForURL('**/consulting');
  });

  it('reports both providers rate limited, each asked once, and offers Try Again and Contact Support', async () => {
    const page = await app.newPage();
    const geminiCalls = await intercept(page, 'gemini', gemini.rateLimited());
    const openaiCalls = await intercept(page, 'openai', openai.rateLimited());
    const emailCalls = await intercept(page, 'email', emailjs.ok());
    await resumeQuestionnaire(page, app.url);
    await nextButton(page).click();
    await waitForAnalysisError(page);

    expect(await alertText(page)).toBe('Both Gemini and OpenAI rate limits exceeded. Please try again later.');
    expect(await page.getByText(highDemandNote).count()).toBe(1);
    expect([geminiCalls.length, openaiCalls.length, emailCalls.length]).toEqual([1, 1, 0]);
    await expectNoAxeViolations(page, 'the analysis error screen');
    await screenshot(page, 'founder-error');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'founder-error-phone');

    await page.getByRole('link', { name: 'Contact Support' }).click();
    await page.waitForURL('**/consulting');
  });

  it('retries the whole chain on exhausted quota with a counted-down back-off, then gives up', async () => {
    const page = await app.newPage();
    const secondAttempt = gate();
    const geminiCalls = await intercept(page, 'gemini', async (call) => {
      if (call === 1) await secondAttempt.opened;
      return gemini.quotaExceeded();
    });
    const openaiCalls = await intercept(page, 'openai', openai.quotaExceeded());
    await resumeQuestionnaire(page, app.url);
    await pauseClock(page);
    try {
      await nextButton(page).click();
      await page.clock.runFor(800);
      const status = () => statusLine(page).textContent();
      await expect.poll(status, { timeout: 10_000 }).toBe('Service is busy. Retrying in 5 seconds... (Attempt 1/3)');
      expect([geminiCalls.length, openaiCalls.length]).toEqual([1, 1]);
      await screenshot(page, 'founder-retry-countdown');
      for (const seconds of [4, 3, 2, 1]) {
        await page.clock.runFor(1000);
        await expect.poll(status).toBe(`Service is busy. Retrying in ${seconds} seconds... (Attempt 1/3)`);
      }
      expect(geminiCalls).toHaveLength(1);
      await page.clock.runFor(1000);
      await expect.poll(status).toBe('Retrying analysis... Attempt 2/3');
      await expect.poll(() => geminiCalls.length).toBe(2);
      secondAttempt.open();

      await expect.poll(status).toBe('Service is busy. Retrying in 10 seconds... (Attempt 2/3)');
      expect(openaiCalls).toHaveLength(2);
      await page.clock.runFor(9000);
      await expect.poll(status).toBe('Service is busy. Retrying in 1 seconds... (Attempt 2/3)');
      expect(geminiCalls).toHaveLength(2);
      await page.clock.runFor(1000);
      // The error and result screens load on demand, behind React's Suspense: let the page's time flow while they come.
      await page.clock.resume();
      await waitForAnalysisError(page);
    } finally {
      await page.clock.resume();
    }
    expect(await alertText(page)).toBe('Analysis service is currently unavailable. Please try again in a few minutes.');
    expect([geminiCalls.length, openaiCalls.length]).toEqual([3, 3]);
  });

  it('recovers when a quota retry succeeds', async () => {
    const page = await app.newPage();
    const geminiCalls = await intercept(page, 'gemini', [
      gemini.quotaExceeded(),
      gemini.ok(analysisText({ score: 42 })),
    ]);
    const openaiCalls = await intercept(page, 'openai', openai.quotaExceeded());
    await intercept(page, 'email', emailjs.ok());
    await resumeQuestionnaire(page, app.url);
    await pauseClock(page);
    try {
      await nextButton(page).click();
      await page.clock.runFor(800);
      await expect
        .poll(() => statusLine(page).textContent(), { timeout: 10_000 })
        .toBe('Service is busy. Retrying in 5 seconds... (Attempt 1/3)');
      await page.clock.runFor(5000);
      // The error and result screens load on demand, behind React's Suspense: let the page's time flow while they come.
      await page.clock.resume();
      await waitForResult(page);
    } finally {
      await page.clock.resume();
    }
    expect([geminiCalls.length, openaiCalls.length]).toEqual([2, 1]);
    expect((await readResult(page)).scoreColour).toBe('red');
    await screenshot(page, 'founder-result-red');
  });

  it('shows a malformed provider answer as an error; Try Again returns to the last step with every answer', async () => {
    const page = await app.newPage();
    const geminiCalls = await intercept(page, 'gemini', [gemini.noCandidates(), gemini.ok(analysisText())]);
    const openaiCalls = await intercept(page, 'openai', openai.ok(analysisText()));
    await intercept(page, 'email', emailjs.ok());
    await resumeQuestionnaire(page, app.url);
    await nextButton(page).click();
    await waitForAnalysisError(page);
    expect(await alertText(page)).toBe('Analysis failed: Empty response from Gemini API. Please try again.');
    expect(openaiCalls).toHaveLength(0);

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect.poll(() => counter(page).textContent()).toBe('12 of 12');
    expect(await answerBox(page).inputValue()).toBe(canvas[11].answer);
    expect(await nextButton(page).textContent()).toBe('Finish');
    expect(await stored(page, 'founderQuestionnaire')).toEqual({ step: 11, answers });
    await nextButton(page).click();
    await waitForResult(page);
    expect(geminiCalls).toHaveLength(2);
  });

  it('reads an answer without section headings leniently: fallback score and filler items', async () => {
    const page = await app.newPage();
    await intercept(
      page,
      'gemini',
      gemini.ok('This startup looks promising overall, with a clear problem and a credible team.'),
    );
    await intercept(page, 'email', emailjs.ok());
    await resumeQuestionnaire(page, app.url);
    await nextButton(page).click();
    await waitForResult(page);
    const result = await readResult(page);
    expect(result.scoreText).toMatch(/^Overall Score\s*75/);
    expect(result.scoreColour).toBe('yellow');
    expect(await page.getByText('This startup looks promising overall').count()).toBe(1);
    expect(result.strengths).toHaveLength(2);
    expect(result.weaknesses).toHaveLength(2);
    expect(result.recommendations).toHaveLength(2);
  });

  it('reports an answer with nothing readable as a parse failure', async () => {
    const page = await app.newPage();
    await intercept(page, 'gemini', gemini.ok('```\n***\n---\n```'));
    await resumeQuestionnaire(page, app.url);
    await nextButton(page).click();
    await waitForAnalysisError(page);
    expect(await alertText(page)).toBe('Failed to parse analysis response');
  });

  it('keeps the result when the email fails, with the amber note and the email error', async () => {
    const page = await app.newPage();
    await intercept(page, 'gemini', gemini.ok(analysisText({ score: 85 })));
    const emailCalls = await intercept(page, 'email', emailjs.failed(500));
    await resumeQuestionnaire(page, app.url);
    await nextButton(page).click();
    await waitForResult(page);
    const note = page.getByTestId('email-error');
    await expect.poll(() => note.count()).toBe(1);
    expect(await note.innerText()).toContain(
      'Analysis complete, but email failed: Email service responded with status 500',
    );
    expect(await note.innerText()).toContain(
      "Note: Your analysis is complete, but we couldn't send the email copy. Please take a screenshot or save the information above.",
    );
    expect(await page.getByTestId('email-sent').count()).toBe(0);
    expect((await readResult(page)).strengths).toHaveLength(3);
    // The note asks the user to save 'the information above', so it follows the result.
    const listsEnd = await page.getByRole('heading', { name: 'Recommendations' }).boundingBox();
    expect((await note.boundingBox())?.y).toBeGreaterThan(listsEnd?.y ?? Infinity);
    expect(emailCalls).toHaveLength(1);
    await expectNoAxeViolations(page, 'the result with the email failure note');
    await screenshot(page, 'founder-email-failed');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'founder-email-failed-phone');
  });

  it('gives up on a provider that never answers instead of spinning forever', async () => {
    const page = await app.newPage();
    const geminiCalls = await intercept(page, 'gemini', 'hang');
    await resumeQuestionnaire(page, app.url);
    await pauseClock(page);
    try {
      await nextButton(page).click();
      await page.clock.runFor(800);
      await expect.poll(() => geminiCalls.length, { timeout: 10_000 }).toBe(1);
      expect(await statusLine(page).textContent()).toBe('Analyzing your startup...');
      await page.clock.runFor(60_000);
      // The error and result screens load on demand, behind React's Suspense: let the page's time flow while they come.
      await page.clock.resume();
      await waitForAnalysisError(page);
    } finally {
      await page.clock.resume();
    }
    expect(await alertText(page)).toBe('Analysis failed: Gemini did not respond within 60 seconds. Please try again.');
  });
});

describe('first load', () => {
  it("keeps the AI and email SDKs out of the first load of '/'", async () => {
    const page = await app.newPage();
    const scripts = recordScripts(page);
    const arrived = new Set<string>();
    page.on('requestfinished', (request) => arrived.add(request.url()));
    await page.goto(app.url);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('How Can We Help You Today?');
    // The first load is done when every script the page asked for (its own and the route's
    // modulepreloads) has arrived; goto has already waited for the app to be live. Arrivals are
    // counted by Playwright: under this file's fake clock the page's resource timing listed none.
    const asked = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel=modulepreload]')].map(
          (element) => ('src' in element ? element.src : element.href),
        ),
      );
    await expect.poll(async () => (await asked()).filter((url) => !arrived.has(url)), { timeout: 15_000 }).toEqual([]);
    expect(scripts.length).toBeGreaterThan(0);
    const sdks = sdkChunks('keys');
    expect(Object.values(sdks).filter((chunk) => loaded(scripts, chunk))).toEqual([]);
  });
});
