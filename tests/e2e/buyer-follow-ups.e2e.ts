/**
 * The seed buyer questionnaire's follow-ups (#25 item 8), in Chromium: "Which industry?" is asked
 * only when "Other" is ticked under Industry Preference, and "Which region?" only when "Specific
 * region (please specify)" is chosen; "N of M" counts them only then, a reload keeps their answers,
 * and changing the choice they hang on drops them (and the count goes back to 12).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useApp } from './support/browser.ts';
import {
  buyerProfile,
  counter,
  openWithSession,
  recordAndContinue,
  sessionValue,
  stepHeading,
} from './support/buyerFlow.ts';

const app = useApp('offline');

/** The five range answers before Industry Preference, as the range steps store them. */
const ranges = {
  askingPriceRange: { min: 500_000, max: 1_500_000 },
  revenueMultipleRange: { min: 2, max: 17 },
  profitMultipleRange: { min: 2, max: 10 },
  ttmRevenueRange: { min: 200_000, max: 700_000 },
  ttmProfitRange: { min: 0, max: 160_000 },
};

async function expectQuestion(page: Page, title: string, count: string): Promise<void> {
  await expect.poll(() => stepHeading(page).textContent()).toBe(title);
  await expect.poll(() => counter(page).textContent()).toBe(count);
}

async function storedAnswers(page: Page): Promise<Record<string, unknown>> {
  const stored = (await sessionValue(page, 'buyerQuestionnaire')) as { answers?: Record<string, unknown> } | null;
  return stored?.answers ?? {};
}

describe('buyer follow-ups', () => {
  it('asks which industry and which region only when chosen, keeps them across a reload, and drops them when unchosen', async () => {
    const page = await app.newPage();
    await openWithSession(page, app.url, '/buyer-questions', {
      buyerProfile: { ...buyerProfile, industries: [...buyerProfile.industries] },
      buyerQuestionnaire: { step: 5, answers: ranges },
    });
    await expectQuestion(page, 'Industry Preference', '6 of 12');

    // "Other" ticked: the follow-up is counted at once and asked next.
    await page.getByRole('checkbox', { name: 'SaaS', exact: true }).click();
    await expect.poll(() => counter(page).textContent()).toBe('6 of 12');
    await page.getByRole('checkbox', { name: 'Other', exact: true }).click();
    await expect.poll(() => counter(page).textContent()).toBe('6 of 13');
    await recordAndContinue(page);
    await expectQuestion(page, 'Which industry?', '7 of 13');
    await page.getByRole('textbox', { name: 'Which industry?' }).fill('Veterinary clinics');
    await expectNoAxeViolations(page, 'the "Which industry?" follow-up');
    await screenshot(page, 'buyer-follow-up-industry-1280');
    await recordAndContinue(page);

    // "Specific region" chosen: the region is asked next; the answer typed survives a reload.
    await expectQuestion(page, 'Location Preference', '8 of 13');
    await page.getByRole('radio', { name: 'Specific region (please specify)' }).check();
    await expect.poll(() => counter(page).textContent()).toBe('8 of 14');
    await recordAndContinue(page);
    await expectQuestion(page, 'Which region?', '9 of 14');
    await page.getByRole('textbox', { name: 'Which region?' }).fill('Pacific Northwest');
    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoAxeViolations(page, 'the "Which region?" follow-up at 375 px');
    await screenshot(page, 'buyer-follow-up-region-375');
    await page.reload();
    await expectQuestion(page, 'Which region?', '9 of 14');
    expect(await page.getByRole('textbox', { name: 'Which region?' }).inputValue()).toBe('Pacific Northwest');
    expect(await storedAnswers(page)).toMatchObject({
      industryPreference: ['SaaS', 'Other'],
      industryOther: 'Veterinary clinics',
      locationPreference: 'Specific region (please specify)',
      locationRegion: 'Pacific Northwest',
    });

    // Back to Location, "Remote only": the region is no longer asked and its answer is dropped.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Back' }).click();
    await expectQuestion(page, 'Location Preference', '8 of 14');
    await page.getByRole('radio', { name: 'Remote only' }).check();
    await expect.poll(() => counter(page).textContent()).toBe('8 of 13');
    await expect.poll(async () => Object.hasOwn(await storedAnswers(page), 'locationRegion')).toBe(false);
    await recordAndContinue(page);
    await expectQuestion(page, 'Team Size', '9 of 13');

    // Back goes to the questions that were asked: Location, then Which industry?, then Industry.
    await page.getByRole('button', { name: 'Back' }).click();
    await expectQuestion(page, 'Location Preference', '8 of 13');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectQuestion(page, 'Which industry?', '7 of 13');
    expect(await page.getByRole('textbox', { name: 'Which industry?' }).inputValue()).toBe('Veterinary clinics');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectQuestion(page, 'Industry Preference', '6 of 13');

    // "Other" unticked: twelve questions again, the other industry dropped, Next goes to Location.
    await page.getByRole('checkbox', { name: 'Other', exact: true }).click();
    await expect.poll(() => counter(page).textContent()).toBe('6 of 12');
    await expect.poll(async () => Object.hasOwn(await storedAnswers(page), 'industryOther')).toBe(false);
    await recordAndContinue(page);
    await expectQuestion(page, 'Location Preference', '7 of 12');
    expect(await storedAnswers(page)).toEqual({
      ...ranges,
      industryPreference: ['SaaS'],
      locationPreference: 'Remote only',
    });
    await page.close();
  });
});
