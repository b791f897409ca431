import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { buyerProfile } from './buyerFlow.ts';

/** Every choice on /buyer-profile as a person reads it: no raw enum value ('three_plus') on screen. */
export const expectedProfileLabels = {
  'Experience level': [
    'Choose your experience level',
    'Novice – new to buying businesses',
    'Intermediate – some deal experience',
    'Experienced – have bought or run businesses',
    'Expert – serial acquirer or investor',
  ],
  'Previous acquisitions': ['None yet', 'One', 'Two', 'Three or more'],
  'Investment range': ['Choose a range', 'Under $100K', '$100K – $500K', '$500K – $1M', '$1M – $5M', '$5M or more'],
  Timeframe: [
    'Choose a timeframe',
    'Immediately (0–3 months)',
    'Short term (3–6 months)',
    'Medium term (6–12 months)',
    'Long term (12+ months)',
  ],
  'Financing method': [
    'Choose a financing method',
    'Cash available now',
    'Partial cash + financing',
    'Mostly financing',
    'Looking for seller financing',
    'Still exploring options',
  ],
  'Industries of interest': [
    'Retail',
    'Food & Beverage',
    'Technology/Software',
    'Manufacturing',
    'Healthcare',
    'Professional Services',
    'E-commerce',
    'Construction',
    'Automotive',
    'Education',
    'Real Estate',
    'Hospitality',
    'Transportation & Logistics',
    'Agriculture',
    'Entertainment & Media',
    'Other',
  ],
};

function select(page: Page, name: string): Locator {
  return page.getByRole('combobox', { name });
}

export async function profileLabels(page: Page): Promise<Record<string, string[]>> {
  const labels: Record<string, string[]> = {};
  for (const name of Object.keys(expectedProfileLabels)) {
    labels[name] =
      name === 'Industries of interest'
        ? await page
            .getByRole('group', { name: /Industries of interest/ })
            .locator('label')
            .allInnerTexts()
        : await select(page, name).locator('option').allInnerTexts();
  }
  return labels;
}

/**
 * Fills the profile as a person would and checks the 'Continue' rule on the way: disabled until
 * the last required field, enabled with 'Other' ticked but otherIndustry still blank.
 */
export async function fillBuyerProfile(page: Page, submit: Locator): Promise<void> {
  const p = buyerProfile;
  expect(await select(page, 'Previous acquisitions').locator('option:checked').innerText()).toBe('None yet');
  await page.getByRole('textbox', { name: 'Full name' }).fill(p.fullName);
  await page.getByRole('textbox', { name: 'Email' }).fill(p.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill(p.phone);
  await select(page, 'Experience level').selectOption({ label: 'Intermediate – some deal experience' });
  await page.getByRole('textbox', { name: 'Business experience' }).fill(p.businessExperience);
  for (const industry of p.industries) await page.getByRole('checkbox', { name: industry, exact: true }).check();
  const other = page.getByRole('textbox', { name: 'Other industry' });
  await expect.poll(() => other.isVisible()).toBe(true);
  await select(page, 'Investment range').selectOption({ label: '$500K – $1M' });
  await page.getByRole('textbox', { name: 'Preferred location' }).fill(p.preferredLocation);
  await select(page, 'Timeframe').selectOption({ label: 'Short term (3–6 months)' });
  expect(await submit.isDisabled(), 'Continue before financingMethod is chosen').toBe(true);
  await select(page, 'Financing method').selectOption({ label: 'Partial cash + financing' });
  await expect.poll(() => submit.isDisabled(), { message: 'Continue with otherIndustry blank' }).toBe(false);

  // Unticking Other hides its field again; ticking brings it back.
  await page.getByRole('checkbox', { name: 'Other', exact: true }).uncheck();
  await expect.poll(() => other.count()).toBe(0);
  await page.getByRole('checkbox', { name: 'Other', exact: true }).check();
  await other.fill(p.otherIndustry);
}

/** The option texts of the step on screen (radio or checkbox rows), in order. */
export async function optionTexts(page: Page): Promise<string[]> {
  return page.locator('main label').allInnerTexts();
}

/** Nothing sticks out sideways: no horizontal scrolling at this width. */
export async function expectFitsWidth(page: Page, where: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `horizontal overflow on ${where}`).toBeLessThanOrEqual(0);
}
