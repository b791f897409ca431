import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useApp } from './support/browser.ts';
import {
  buyerProfile,
  counter,
  dragHandle,
  expectStep,
  openWithSession,
  rangeLabel,
  recordAndContinue,
  sessionValue,
  slider,
  sliderValue,
  stepHeading,
  stepTitles,
} from './support/buyerFlow.ts';
import {
  expectedProfileLabels,
  expectFitsWidth,
  fillBuyerProfile,
  optionTexts,
  profileLabels,
} from './support/buyerProfileForm.ts';

const app = useApp('offline');

const answerRequired = 'Please provide an answer before continuing';

/** What the full walk-through below must leave in sessionStorage: exactly the spec's shapes. */
const expectedAnswers = {
  askingPriceRange: { min: 500_000, max: 1_500_000 },
  revenueMultipleRange: { min: 2, max: 17 },
  profitMultipleRange: { min: 2, max: 10 },
  ttmRevenueRange: { min: 200_000, max: 700_000 },
  ttmProfitRange: { min: 0, max: 160_000 },
  industryPreference: ['SaaS', 'E-commerce', 'Content/Media'],
  locationPreference: 'US-based only',
  teamSize: 'Small team (1-5 employees)',
  financingMethod: 'Partial cash + financing',
  sellerInvolvement: 'Medium transition (1-3 months)',
  businessModel: ['Subscription', 'Advertising'],
  growthPotential: 'High growth potential',
};

const choiceOptions: Record<string, string[]> = {
  'Industry Preference': [
    'SaaS',
    'E-commerce',
    'Content/Media',
    'Agency/Service',
    'Marketplace',
    'Mobile App',
    'Consumer Products',
    'Education',
    'Healthcare',
    'Finance',
    'Real Estate',
    'Travel',
    'Food & Beverage',
    'Manufacturing',
    'Other',
  ],
  'Location Preference': ['Remote only', 'US-based only', 'International OK', 'Specific region (please specify)'],
  'Team Size': [
    'Solo founder (0 employees)',
    'Small team (1-5 employees)',
    'Medium team (6-20 employees)',
    'Large team (20+ employees)',
    'No preference',
  ],
  'Financing Method': [
    'Cash available now',
    'Partial cash + financing',
    'Mostly financing',
    'Looking for seller financing',
    'Still exploring options',
  ],
  'Seller Involvement': [
    'Clean break (no involvement)',
    'Short transition (1-4 weeks)',
    'Medium transition (1-3 months)',
    'Long transition (3+ months)',
    'Ongoing partnership',
  ],
  'Business Model': [
    'Subscription',
    'One-time sales',
    'Advertising',
    'Affiliate',
    'Marketplace/Commission',
    'Freemium',
    'Service-based',
    'Licensing',
  ],
  'Growth Potential': [
    'Established, stable business',
    'Moderate growth potential',
    'High growth potential',
    'Turnaround opportunity',
    'No preference',
  ],
};

/** A profile as /buyer-profile stores it, for tests that start further along the flow. */
const storedProfile = { ...buyerProfile, industries: [...buyerProfile.industries] };

async function expectChrome(page: Page, n: number) {
  await expectStep(page, n);
  expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(
    String(Math.round(((n - 1) / 12) * 100)),
  );
  expect(await stepHeading(page).locator('xpath=following-sibling::p').textContent()).not.toBe('');
  const finish = await page.getByRole('button', { name: 'Finish', exact: true }).count();
  const next = await page.getByRole('button', { name: 'Next', exact: true }).count();
  expect([next, finish]).toEqual(n === 12 ? [0, 1] : [1, 0]);
  expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(n === 1);
  const options = choiceOptions[stepTitles[n - 1] ?? ''];
  if (options) expect(await optionTexts(page)).toEqual(options);
}

/** Tabs from the focused step title to the n-th focusable control after it. */
async function tabTo(page: Page, count: number) {
  await stepHeading(page).focus();
  for (let i = 0; i < count; i += 1) await page.keyboard.press('Tab');
}

describe('buyer flow', () => {
  it('goes from the home card through the profile and all twelve questions to the fixed results', async () => {
    const page = await app.newPage();
    await page.goto(app.url);
    await page.getByRole('link', { name: /Buy a Business/ }).click();
    await page.waitForURL('**/buyer-profile');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Buyer Profile');

    // Profile: every enum value has a human label; Continue waits for every required field.
    expect(await profileLabels(page)).toEqual(expectedProfileLabels);
    const submit = page.getByRole('button', { name: 'Continue to Assessment' });
    expect(await submit.isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'Other industry' }).count()).toBe(0);
    await expectNoAxeViolations(page, '/buyer-profile (empty)');
    await fillBuyerProfile(page, submit);
    await expectNoAxeViolations(page, '/buyer-profile (filled, Other revealed)');
    await screenshot(page, 'buyer-profile-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectFitsWidth(page, 'the buyer profile at 375 px');
    await screenshot(page, 'buyer-profile-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await submit.click();
    await page.waitForURL('**/buyer-questions');
    expect(await sessionValue(page, 'buyerProfile')).toEqual(storedProfile);

    // 1. Asking price: both handles dragged with the mouse; the label follows during the drag.
    await expectChrome(page, 1);
    expect(await rangeLabel(page).textContent()).toBe('$100K – $2M+');
    const minPrice = slider(page, 'Minimum asking price');
    const maxPrice = slider(page, 'Maximum asking price');
    await dragHandle(page, minPrice, 0.25, async () => {
      expect(await rangeLabel(page).textContent()).toBe('$500K – $2M+');
    });
    await dragHandle(page, maxPrice, 0.75);
    expect(await rangeLabel(page).textContent()).toBe('$500K – $1.5M');
    expect(await page.getByTestId('histogram').locator('[data-highlighted]').count()).toBe(26); // bars centred in $500K–$1.5M
    await expectNoAxeViolations(page, 'a range step');
    await screenshot(page, 'buyer-range-desktop');
    await recordAndContinue(page);
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Next', exact: true }).isDisabled()).toBe(true);

    // 2. Revenue multiple: keyboard only.
    await expectChrome(page, 2);
    expect(await rangeLabel(page).textContent()).toBe('0x – 20x');
    await tabTo(page, 1);
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab');
    await page.keyboard.press('PageDown');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowDown');
    expect(await rangeLabel(page).textContent()).toBe('2x – 17x');
    await recordAndContinue(page);

    // 3. Profit multiple: mouse, the upper handle first.
    await expectChrome(page, 3);
    await dragHandle(page, slider(page, 'Maximum profit multiple'), 0.5);
    await dragHandle(page, slider(page, 'Minimum profit multiple'), 0.1);
    expect(await rangeLabel(page).textContent()).toBe('2x – 10x');
    await recordAndContinue(page);

    // 4. TTM revenue: keyboard, PageUp/PageDown move a tenth of the span; End is already the top.
    await expectChrome(page, 4);
    await tabTo(page, 1);
    await page.keyboard.press('PageUp');
    await page.keyboard.press('PageUp');
    await page.keyboard.press('Tab');
    await page.keyboard.press('End');
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('PageDown');
    expect(await rangeLabel(page).textContent()).toBe('$200K – $700K');
    await recordAndContinue(page);

    // 5. TTM profit: a press on the bare track moves the nearer handle there.
    await expectChrome(page, 5);
    const histogram = await page.getByTestId('histogram').boundingBox();
    if (!histogram) throw new Error('no histogram');
    await page.mouse.click(histogram.x + histogram.width * 0.8, histogram.y + histogram.height / 2);
    expect(await rangeLabel(page).textContent()).toBe('$0 – $160K');
    await recordAndContinue(page);

    // 6. Industry preference: checkboxes clicked.
    await expectChrome(page, 6);
    for (const name of ['SaaS', 'E-commerce', 'Content/Media'])
      await page.getByRole('checkbox', { name, exact: true }).click();
    await expectNoAxeViolations(page, 'a checkbox step');
    await screenshot(page, 'buyer-checkbox-desktop');
    await recordAndContinue(page);

    // 7. Location: keyboard, Space picks the first radio and ArrowDown the next.
    await expectChrome(page, 7);
    await tabTo(page, 1);
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'US-based only' }).isChecked()).toBe(true);
    await expectNoAxeViolations(page, 'a radio step');
    await screenshot(page, 'buyer-radio-desktop');
    await recordAndContinue(page);

    // 8 and 9: radios clicked.
    await expectChrome(page, 8);
    await page.getByRole('radio', { name: 'Small team (1-5 employees)' }).click();
    await recordAndContinue(page);
    await expectChrome(page, 9);
    await page.getByText('Partial cash + financing').click();
    await recordAndContinue(page);

    // 10. Seller involvement: keyboard.
    await expectChrome(page, 10);
    await tabTo(page, 1);
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await recordAndContinue(page);

    // 11. Business model: checkboxes by keyboard.
    await expectChrome(page, 11);
    await tabTo(page, 1);
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await recordAndContinue(page);

    // 12. Growth potential, then Finish.
    await expectChrome(page, 12);
    await page.getByRole('radio', { name: 'High growth potential' }).click();
    await recordAndContinue(page, 'Finish');
    await page.waitForURL('**/buyer-results');
    // Question 12's index counts the two follow-ups that were not asked (Which industry?, Which region?).
    expect(await sessionValue(page, 'buyerQuestionnaire')).toEqual({ step: 13, answers: expectedAnswers });

    // Results: the fixed sample declared in flows/buyer.yaml.
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('Acquisition Criteria Analysis');
    const score = page.locator('[data-score-colour]');
    expect(await score.getAttribute('data-score-colour')).toBe('yellow');
    expect(await score.innerText()).toMatch(/Match Score\s+78\s*\/ 100/);
    expect(await page.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual([
      'Summary',
      'Potential Matches',
      'Potential Challenges',
      'Recommendations',
    ]);
    const listUnder = (heading: string) =>
      page.getByRole('heading', { name: heading }).locator('xpath=following-sibling::ol[1]').getByRole('listitem');
    const matches = await listUnder('Potential Matches').allInnerTexts();
    expect(matches).toHaveLength(3);
    for (const [index, kind] of ['SaaS subscription', 'E-commerce', 'Content'].entries()) {
      expect(matches[index]).toContain(kind);
      expect(matches[index]).toContain('$500K-$1.5M');
    }
    expect(await listUnder('Potential Challenges').count()).toBe(3);
    expect(await listUnder('Recommendations').count()).toBe(3);
    await expectNoAxeViolations(page, '/buyer-results');
    await screenshot(page, 'buyer-results-desktop');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectFitsWidth(page, 'the buyer results at 375 px');
    await screenshot(page, 'buyer-results-phone');

    await page
      .getByRole('link', { name: 'Next Steps' })
      .or(page.getByRole('button', { name: 'Next Steps' }))
      .click();
    await page.waitForURL('**/consulting');
    await page.goBack();
    await page
      .getByRole('link', { name: 'Start Over' })
      .or(page.getByRole('button', { name: 'Start Over' }))
      .click();
    await page.waitForURL(`${app.url}/`);
    // Start Over means what it means in every flow: the answers behind the result go, the profile stays.
    const stored = await page.evaluate(() => [
      sessionStorage.getItem('buyerQuestionnaire'),
      sessionStorage.getItem('buyerProfile'),
    ]);
    expect(stored[0]).toBeNull();
    expect(stored[1]).not.toBeNull();
    await page.close();
  });

  it('shows the red banner on an unanswered checkbox step and clears it on the first tick', async () => {
    for (const width of [1280, 375]) {
      const page = await app.newPage({ width, height: 900 });
      const answers = Object.fromEntries(Object.entries(expectedAnswers).slice(0, 5));
      await openWithSession(page, app.url, '/buyer-questions', {
        buyerProfile: storedProfile,
        buyerQuestionnaire: { step: 5, answers },
      });
      await expectStep(page, 6);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      const banner = page.getByRole('alert');
      await expect.poll(() => banner.textContent()).toContain(answerRequired);
      expect(await counter(page).textContent()).toBe('6 of 12');
      expect(await page.getByRole('group', { name: 'Industry Preference' }).getAttribute('aria-invalid')).toBe('true');
      const tag = width === 375 ? 'phone' : 'desktop';
      await expectNoAxeViolations(page, `the validation banner (${tag})`);
      await expectFitsWidth(page, `the validation banner at ${width} px`);
      await screenshot(page, `buyer-banner-${tag}`);
      await page.getByRole('checkbox', { name: 'Finance' }).click();
      await expect.poll(() => banner.count()).toBe(0);
      await page.close();
    }
  });

  it('never lets a handle pass the other, by mouse or keyboard', async () => {
    const page = await app.newPage();
    await openWithSession(page, app.url, '/buyer-questions', { buyerProfile: storedProfile });
    await expectStep(page, 1);
    const min = slider(page, 'Minimum asking price');
    const max = slider(page, 'Maximum asking price');
    const seen: [number, number][] = [];
    const sample = async () => {
      seen.push([await sliderValue(min), await sliderValue(max)]);
    };

    // Push the lower handle past the upper one and beyond the track's end, sampling on the way.
    await dragHandle(page, max, 0.5);
    const from = await min.boundingBox();
    const track = await page.getByTestId('histogram').boundingBox();
    if (!from || !track) throw new Error('slider not visible');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let x = from.x; x <= track.x + track.width + 40; x += 25) {
      await page.mouse.move(x, from.y + from.height / 2);
      await sample();
    }
    await page.mouse.up();
    expect(
      seen.every(([low, high]) => low <= high),
      `min <= max at every sample: ${JSON.stringify(seen)}`,
    ).toBe(true);
    expect(await sliderValue(min)).toBe(1_000_000);
    expect(await sliderValue(max)).toBe(1_000_000);
    expect(await rangeLabel(page).textContent()).toBe('$1M – $1M');

    // Keyboard: the stacked handles refuse to cross.
    await min.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowRight');
    await max.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('PageDown');
    expect([await sliderValue(min), await sliderValue(max)]).toEqual([1_000_000, 1_000_000]);

    // A stacked pair can still be pulled apart: the drag direction decides which handle moves.
    await dragHandle(page, max, 0.2);
    expect([await sliderValue(min), await sliderValue(max)]).toEqual([400_000, 1_000_000]);
    // A drag reaches session storage once it pauses (useDeferredWrite), so the stored value may trail the screen briefly.
    await expect
      .poll(async () => {
        const stored = (await sessionValue(page, 'buyerQuestionnaire')) as {
          answers: { askingPriceRange: { min: number; max: number } };
        };
        return stored.answers.askingPriceRange;
      })
      .toEqual({ min: 400_000, max: 1_000_000 });
    await page.close();
  });

  it('redirects a visit to /buyer-questions or /buyer-results without a usable profile', async () => {
    const page = await app.newPage();
    await page.goto(`${app.url}/buyer-questions`);
    await page.waitForURL('**/buyer-profile');
    await expect.poll(() => page.getByTestId('notice').textContent()).toContain('No buyer profile found');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Buyer Profile');
    await expectNoAxeViolations(page, 'the redirect notice');
    await page.close();

    const noEmail = await app.newPage();
    await openWithSession(noEmail, app.url, '/buyer-questions', { buyerProfile: { ...storedProfile, email: '' } });
    await noEmail.waitForURL('**/buyer-profile');
    await expect.poll(() => noEmail.getByTestId('notice').textContent()).toContain('Invalid buyer profile data');
    await noEmail.goto(`${app.url}/buyer-results`);
    await noEmail.waitForURL('**/buyer-profile');
    await noEmail.close();
  });

  it('keeps the answers and the step across a reload', async () => {
    const page = await app.newPage();
    await openWithSession(page, app.url, '/buyer-questions', { buyerProfile: storedProfile });
    await expectStep(page, 1);
    await tabTo(page, 1);
    await page.keyboard.press('PageUp');
    expect(await rangeLabel(page).textContent()).toBe('$300K – $2M+');
    await recordAndContinue(page);
    await expectStep(page, 2);
    await recordAndContinue(page); // the declared default 0x – 20x is an answer too
    await expectStep(page, 3);
    await tabTo(page, 2);
    await page.keyboard.press('Home');
    await page.keyboard.press('PageUp');
    expect(await rangeLabel(page).textContent()).toBe('0x – 2x');

    await page.reload();
    await expectStep(page, 3);
    expect(await rangeLabel(page).textContent()).toBe('0x – 2x');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, 2);
    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, 1);
    expect(await rangeLabel(page).textContent()).toBe('$300K – $2M+');
    expect(await sessionValue(page, 'buyerQuestionnaire')).toEqual({
      step: 0,
      answers: {
        askingPriceRange: { min: 300_000, max: 2_000_000 },
        revenueMultipleRange: { min: 0, max: 20 },
        profitMultipleRange: { min: 0, max: 2 },
      },
    });
    await page.close();
  });

  it('fits every step type on a 375 px phone, handles included, and drags there', async () => {
    const page = await app.newPage({ width: 375, height: 800 });
    await openWithSession(page, app.url, '/buyer-questions', { buyerProfile: storedProfile });
    await expectStep(page, 1);
    const min = slider(page, 'Minimum asking price');
    const max = slider(page, 'Maximum asking price');
    await dragHandle(page, min, 0);
    expect(await rangeLabel(page).textContent()).toBe('$0 – $2M+');
    for (const handle of [min, max]) {
      const box = await handle.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 375, 'handle inside the screen').toBe(true);
    }
    await expectFitsWidth(page, 'a range step at 375 px');
    await dragHandle(page, max, 0.5);
    expect(await rangeLabel(page).textContent()).toBe('$0 – $1M');
    await expectNoAxeViolations(page, 'a range step on a phone');
    await screenshot(page, 'buyer-range-phone');
    const answers = Object.fromEntries(Object.entries(expectedAnswers).slice(0, 6));
    await openWithSession(page, app.url, '/buyer-questions', {
      buyerProfile: storedProfile,
      // The stored index counts the follow-ups in place (Which industry? sits at 6), so question 7 is index 7.
      buyerQuestionnaire: { step: 7, answers },
    });
    await expectStep(page, 7);
    await expectFitsWidth(page, 'a radio step at 375 px');
    await screenshot(page, 'buyer-radio-phone');
    // Step 11 with the ten answers before it: a stored step past an unanswered question moves back to it.
    await openWithSession(page, app.url, '/buyer-questions', {
      buyerProfile: storedProfile,
      buyerQuestionnaire: { step: 12, answers: Object.fromEntries(Object.entries(expectedAnswers).slice(0, 10)) },
    });
    await expectStep(page, 11);
    await expectFitsWidth(page, 'a checkbox step at 375 px');
    await screenshot(page, 'buyer-checkbox-phone');
    await page.close();
  });
});
