import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../src/engine/template/renderTemplate.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useApp } from './support/browser.ts';
import {
  analysisInput,
  answers,
  continueButton,
  expectSection,
  field,
  fieldLabels,
  fillSection,
  productAnalysis,
  reachCustomerProfile,
  readResult,
  sections,
  seedAllSections,
  storageKeys,
  stored,
  storeKeys,
  submitAnalysis,
} from './support/productFlow.ts';
import {
  emailUrl,
  geminiError,
  geminiText,
  geminiUrl,
  intercept,
  openaiError,
  openaiText,
  openaiUrl,
  promptOf,
  quotaMessage,
  rateLimitMessage,
} from './support/productProviders.ts';
import { markupOnly, noHeadings, spacedHeadings, wellFormed } from './support/productResponses.ts';

const app = useApp('keys');
const analysis = productAnalysis();
const expectedPrompt = renderTemplate(analysis.template, analysisInput());

function preview(page: Page) {
  return page.getByTestId('positioning-preview');
}

async function errorScreen(page: Page) {
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name: 'Analysis Error' }).count(), { timeout: 15_000 })
    .toBe(1);
  return (await page.getByRole('alert').innerText()).trim();
}

describe('section 1: simple positioning', () => {
  it('has three required text areas and a live sentence; Continue stores simplePositioning', async () => {
    const page = await app.newPage();
    await page.goto(`${app.url}${sections.positioning.route}`);
    await expectSection(page, 'positioning');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Simple Positioning');
    expect(await page.locator('textarea').count()).toBe(3);
    for (const name of Object.keys(answers.positioning))
      expect(await field(page, 'positioning', name).getAttribute('required')).not.toBeNull();
    expect(await continueButton(page).isDisabled()).toBe(true);
    expect(await preview(page).textContent()).toBe('blank for blank who blank.');
    await expectNoAxeViolations(page, '/simple-positioning, empty');
    await screenshot(page, 'product-positioning-empty');

    // Key by key: the sentence follows the typing, not just a finished field.
    await field(page, 'positioning', 'whatItIs').pressSequentially('A shift');
    expect(await preview(page).textContent()).toBe('A shift for blank who blank.');
    await field(page, 'positioning', 'whatItIs').pressSequentially(' scheduling app');
    await field(page, 'positioning', 'whoItsFor').fill(answers.positioning.whoItsFor);
    expect(await preview(page).textContent()).toBe(
      `A shift scheduling app for ${answers.positioning.whoItsFor} who blank.`,
    );
    // Spaces alone are no answer: the gap stays and Continue stays off.
    await field(page, 'positioning', 'problemTheyHave').fill('   ');
    expect(await preview(page).textContent()).toMatch(/who blank\.$/);
    expect(await continueButton(page).isDisabled()).toBe(true);

    await field(page, 'positioning', 'problemTheyHave').fill(answers.positioning.problemTheyHave);
    const sentence = `A shift scheduling app for ${answers.positioning.whoItsFor} who ${answers.positioning.problemTheyHave}`;
    expect(await preview(page).textContent()).toBe(sentence);
    expect(await continueButton(page).isEnabled()).toBe(true);
    await expectNoAxeViolations(page, '/simple-positioning, filled');
    await screenshot(page, 'product-positioning-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'product-positioning-phone');

    await continueButton(page).click();
    await expectSection(page, 'productIdea');
    expect(await stored(page, 'simplePositioning')).toEqual(answers.positioning);
    expect(await storageKeys(page)).not.toContain('simplePositioningDraft');
    await page.close();
  });
});

describe('section 2: product name and domain', () => {
  it('has four required fields; Back keeps section 1; Continue stores productIdea', async () => {
    const page = await app.newPage();
    await page.goto(`${app.url}${sections.positioning.route}`);
    await expectSection(page, 'positioning');
    await fillSection(page, 'positioning');
    await continueButton(page).click();
    await expectSection(page, 'productIdea');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Product Identity');
    expect(Object.keys(fieldLabels('productIdea'))).toEqual(['productName', 'domain', 'tagline', 'notes']);
    expect(await field(page, 'productIdea', 'domain').count()).toBe(1);

    // Each field is required: with any one left empty, Continue stays off.
    for (const missing of Object.keys(answers.productIdea)) {
      for (const [name, value] of Object.entries(answers.productIdea))
        await field(page, 'productIdea', name).fill(name === missing ? '' : value);
      expect(await continueButton(page).isDisabled(), `Continue without ${missing}`).toBe(true);
    }
    await fillSection(page, 'productIdea');
    await expectNoAxeViolations(page, '/product-name-domain');
    await screenshot(page, 'product-identity-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'product-identity-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    await page.getByRole('link', { name: 'Back' }).click();
    await expectSection(page, 'positioning');
    expect(await field(page, 'positioning', 'whatItIs').inputValue()).toBe(answers.positioning.whatItIs);
    await continueButton(page).click();
    await expectSection(page, 'productIdea');
    // What was typed but not yet submitted survived the trip back.
    expect(await field(page, 'productIdea', 'tagline').inputValue()).toBe(answers.productIdea.tagline);
    await continueButton(page).click();
    await expectSection(page, 'customerProfile');
    expect(await stored(page, 'productIdea')).toEqual(answers.productIdea);
    await page.close();
  });
});

describe('section 3: customer profile', () => {
  it('has eight required text areas that must not be blank', async () => {
    const page = await app.newPage();
    await reachCustomerProfile(page, app.url);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Customer Profile');
    expect(await page.locator('textarea').count()).toBe(8);
    expect(await continueButton(page).isEnabled()).toBe(true);

    await field(page, 'customerProfile', 'dreamTestimonial').fill('  \n ');
    await field(page, 'customerProfile', 'whatTheySearchFor').focus();
    expect(await continueButton(page).isDisabled()).toBe(true);
    expect(await page.getByText('Enter some text, not just spaces.').count()).toBe(1);
    await expectNoAxeViolations(page, '/customer-profile with a blank answer');
    await screenshot(page, 'product-customer-blank');

    await field(page, 'customerProfile', 'dreamTestimonial').fill(answers.customerProfile.dreamTestimonial);
    expect(await continueButton(page).isEnabled()).toBe(true);
    await expectNoAxeViolations(page, '/customer-profile');
    await screenshot(page, 'product-customer-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'product-customer-phone');
    await page.close();
  });
});

describe('guards', () => {
  it('send /product-name-domain and /customer-profile back to /simple-positioning while sections are missing', async () => {
    const page = await app.newPage();
    for (const route of [sections.productIdea.route, sections.customerProfile.route]) {
      await page.goto(`${app.url}${route}`);
      await expectSection(page, 'positioning');
      expect(await page.getByTestId('notice').innerText()).toContain('Missing required data from previous steps');
    }
    await expectNoAxeViolations(page, '/simple-positioning after a redirect');
    await screenshot(page, 'product-redirect');

    // With section 1 stored but not section 2, section 3 still redirects; section 2 opens.
    await fillSection(page, 'positioning');
    await continueButton(page).click();
    await expectSection(page, 'productIdea');
    await page.goto(`${app.url}${sections.customerProfile.route}`);
    await expectSection(page, 'positioning');
    await page.goto(`${app.url}${sections.productIdea.route}`);
    await expectSection(page, 'productIdea');
    expect(await page.getByTestId('notice').count()).toBe(0);
    await page.close();
  });
});

describe('the analysis with provider keys', () => {
  it('asks Gemini with the prompt built from the three sections and shows every part of the result', async () => {
    const page = await app.newPage();
    const gemini = await intercept(
      page,
      geminiUrl,
      [geminiText(wellFormed.replace('CUSTOMER_PROFILE_SCORE: 64', 'CUSTOMER_PROFILE_SCORE: 54'))],
      { hold: true },
    );
    const openai = await intercept(page, openaiUrl, [openaiText(wellFormed)]);
    const email = await intercept(page, emailUrl, [{ status: 200, body: 'OK' }]);
    await reachCustomerProfile(page, app.url);
    await submitAnalysis(page);

    await expect.poll(() => gemini.sent.length).toBe(1);
    const status = page.getByTestId('analysis-status');
    expect(await status.innerText()).toBe('Analyzing your product...');
    expect(await page.getByRole('button', { name: 'Get My Analysis' }).isDisabled()).toBe(true);
    expect(await field(page, 'customerProfile', 'whoYoureBuildingFor').isDisabled()).toBe(true);
    await expectNoAxeViolations(page, 'the analysing state');
    await screenshot(page, 'product-analysing');
    gemini.release();

    const [request] = gemini.sent;
    expect(request?.url).toContain('/v1beta/models/gemini-1.5-pro:streamGenerateContent?alt=sse');
    expect(request?.headers['x-goog-api-key']).toBe('test-gemini-key');
    expect(request?.body).toMatchObject({ contents: [{ role: 'user', parts: [{ text: expectedPrompt }] }] });
    for (const value of Object.values(analysisInput()).flatMap(Object.values))
      expect(promptOf(request)).toContain(value);
    for (const heading of [
      'SUMMARY:',
      'STRENGTHS:',
      'WEAKNESSES:',
      'RECOMMENDATIONS:',
      'NEXT_STEPS:',
      'POSITIONING_SCORE:',
      'PRODUCT_IDEA_SCORE:',
      'CUSTOMER_PROFILE_SCORE:',
      'OVERALL_SCORE:',
    ]) {
      expect(promptOf(request)).toContain(heading);
    }

    const { result, lists, scores } = await readResult(page);
    expect(await result.getByRole('heading', { level: 1 }).innerText()).toBe('Product Analysis');
    // The form was scrolled to its button; the result is read from the top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(lists).toEqual({
      Summary: [],
      Strengths: [
        'A specific audience of owner-operated cafes',
        'A quantified problem of four hours a week',
        'A memorable name and an outcome-led tagline',
        'A concrete sign-up feature in one-tap swaps',
      ],
      'Areas for Improvement': [
        'Pricing has not been tested with owners',
        'Generic HR suites already offer rota modules',
      ],
      Recommendations: [
        'Run ten paid pilots with cafes in one town',
        'Measure the hours saved per week in each pilot',
        'Integrate with the two most common payroll tools',
      ],
      'Next Steps': ['Publish a landing page with the positioning sentence', 'Book visits to twenty cafes this month'],
    });
    expect(await result.getByText(/^Rota Robin tackles a real, recurring pain/).count()).toBe(1);
    expect(scores).toEqual({
      'Overall Score': { text: '74 / 100', colour: 'yellow' },
      Positioning: { text: '86 / 100', colour: 'green' },
      'Product Idea': { text: '71 / 100', colour: 'yellow' },
      'Customer Profile': { text: '54 / 100', colour: 'red' },
    });
    expect(openai.sent).toEqual([]);
    expect(email.sent).toEqual([]);
    expect(await page.getByTestId('offline-notice').count()).toBe(0);
    await expectNoAxeViolations(page, 'the product result');
    await screenshot(page, 'product-result-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'product-result-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    // Closing the result forgets all three sections and starts again at section 1.
    await result.getByRole('button', { name: 'Start Over' }).click();
    await expectSection(page, 'positioning');
    for (const key of storeKeys) expect(await stored(page, key), key).toBeUndefined();
    expect(await storageKeys(page)).toEqual([]);
    expect(await field(page, 'positioning', 'whatItIs').inputValue()).toBe('');
    await page.goto(`${app.url}${sections.customerProfile.route}`);
    await expectSection(page, 'positioning');
    await page.close();
  });

  it('falls back to OpenAI on a Gemini quota error, with the spec settings, and reads spaced headings', async () => {
    const page = await app.newPage();
    const gemini = await intercept(page, geminiUrl, [geminiError(429, quotaMessage)]);
    const openai = await intercept(page, openaiUrl, [openaiText(spacedHeadings)]);
    await seedAllSections(page, app.url);
    await submitAnalysis(page);

    const { lists, scores } = await readResult(page);
    expect(gemini.sent).toHaveLength(1);
    expect(openai.sent).toHaveLength(1);
    const [request] = openai.sent;
    expect(request?.headers.authorization).toBe('Bearer test-openai-key');
    expect(request?.body).toEqual({
      stream: true,
      stream_options: { include_usage: true },
      model: 'gpt-3.5-turbo',
      messages: [{ role: 'user', content: expectedPrompt }],
      temperature: 0.7,
      max_tokens: 1500,
    });
    expect(promptOf(request)).toBe(promptOf(gemini.sent[0]));

    expect(lists['Next Steps']).toEqual(['Interview five owners', 'Draft the onboarding flow']);
    expect(lists.Strengths).toEqual(['Clear audience', 'Measurable problem', 'Strong tagline']);
    expect(scores).toEqual({
      'Overall Score': { text: '55 / 100', colour: 'red' },
      Positioning: { text: '91 / 100', colour: 'green' },
      'Product Idea': { text: '58 / 100', colour: 'red' },
      'Customer Profile': { text: '80 / 100', colour: 'green' },
    });

    // Book a Consultation leaves for /consulting.
    await page.getByRole('link', { name: 'Book a Consultation' }).click();
    await page.waitForURL('**/consulting');
    await page.close();
  });
});

describe('analysis failures', () => {
  it('both providers out of quota: the unavailable message on the error screen; Try Again keeps the answers', async () => {
    const page = await app.newPage();
    await intercept(page, geminiUrl, [geminiError(429, quotaMessage)]);
    const openai = await intercept(page, openaiUrl, [openaiError(429, quotaMessage, 'insufficient_quota')]);
    await seedAllSections(page, app.url);
    await submitAnalysis(page);

    expect(await errorScreen(page)).toBe(
      'Analysis service is currently unavailable. Please try again in a few minutes.',
    );
    expect(openai.sent).toHaveLength(1);
    expect(
      await page.getByText("We're experiencing high demand at the moment. Please try again in a few minutes.").count(),
    ).toBe(1);
    await expectNoAxeViolations(page, 'the product error screen');
    await screenshot(page, 'product-error-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'product-error-phone');

    await page.getByRole('button', { name: 'Try Again' }).click();
    await expectSection(page, 'customerProfile');
    expect(await field(page, 'customerProfile', 'howToFindFirstUsers').inputValue()).toBe(
      answers.customerProfile.howToFindFirstUsers,
    );
    expect(await stored(page, 'simplePositioning')).toEqual(answers.positioning);

    await submitAnalysis(page);
    await errorScreen(page);
    await page.getByRole('link', { name: 'Contact Support' }).click();
    await page.waitForURL('**/consulting');
    await page.close();
  });

  it('both providers rate limited without a quota message: the combined failure', async () => {
    const page = await app.newPage();
    await intercept(page, geminiUrl, [geminiError(429, rateLimitMessage)]);
    await intercept(page, openaiUrl, [openaiError(429, rateLimitMessage, 'rate_limit_exceeded')]);
    await seedAllSections(page, app.url);
    await submitAnalysis(page);
    expect(await errorScreen(page)).toBe('Both Gemini and OpenAI rate limits exceeded. Please try again later.');
    await page.close();
  });

  it('any other provider failure: "Analysis failed: …", without trying OpenAI', async () => {
    const page = await app.newPage();
    await intercept(page, geminiUrl, [geminiError(500, 'Internal error encountered.')]);
    const openai = await intercept(page, openaiUrl, [openaiText(wellFormed)]);
    await seedAllSections(page, app.url);
    await submitAnalysis(page);
    expect(await errorScreen(page)).toMatch(
      /^Analysis failed: .*\[500 Internal Server Error\] Internal error encountered\. Please try again\.$/,
    );
    expect(openai.sent).toEqual([]);
    await page.close();
  });

  it.each([
    ['an empty answer', '   ', 'Analysis failed: Empty response from Gemini API. Please try again.'],
    ['nothing but markup', markupOnly, 'Failed to parse analysis response'],
  ])('a malformed response (%s) ends on the error screen', async (_name, text, message) => {
    const page = await app.newPage();
    await intercept(page, geminiUrl, [geminiText(text)]);
    await seedAllSections(page, app.url);
    await submitAnalysis(page);
    expect(await errorScreen(page)).toBe(message);
    await page.close();
  });

  it('a response without headings falls back leniently: its text as summary, filler lists, scores of 75', async () => {
    const page = await app.newPage();
    await intercept(page, geminiUrl, [geminiText(noHeadings)]);
    await seedAllSections(page, app.url);
    await submitAnalysis(page);
    const { result, lists, scores } = await readResult(page);
    expect(await result.getByText(noHeadings, { exact: true }).count()).toBe(1);
    const filler = (list: string) =>
      analysis.sections.flatMap((section) =>
        section.kind === 'list' && section.field === list ? section.filler.slice(0, section.min) : [],
      );
    expect(lists.Strengths).toEqual(filler('strengths'));
    expect(lists['Areas for Improvement']).toEqual(filler('weaknesses'));
    expect(lists.Recommendations).toEqual(filler('recommendations'));
    expect(lists['Next Steps']).toEqual(filler('nextSteps'));
    expect(Object.values(scores)).toEqual(Array.from({ length: 4 }, () => ({ text: '75 / 100', colour: 'yellow' })));
    await page.close();
  });
});
