import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { parse } from 'yaml';
import type { AnalysisContent, AppContent, FlowContent } from '../../../src/engine/content/types.ts';
import type { OfflineContext } from '../../../src/engine/analysis/offline/offlineAnalyze.ts';
import { projectRoot } from './variants.ts';

/** The three product sections: route, form file and the session key Continue writes. */
export const sections = {
  positioning: {
    route: '/simple-positioning',
    form: 'simple-positioning',
    store: 'simplePositioning',
    eyebrow: 'Section 1 of 3',
  },
  productIdea: { route: '/product-name-domain', form: 'product-idea', store: 'productIdea', eyebrow: 'Section 2 of 3' },
  customerProfile: {
    route: '/customer-profile',
    form: 'customer-profile',
    store: 'customerProfile',
    eyebrow: 'Section 3 of 3',
  },
} as const;

export type SectionName = keyof typeof sections;
export const storeKeys = Object.values(sections).map((section) => section.store);

/** Distinctive answers, so the prompt a provider receives can be checked field by field. */
export const answers = {
  positioning: {
    whatItIs: 'A shift scheduling app',
    whoItsFor: 'owners of small cafes with five to twenty part-time staff',
    // The closing full stop is the user's; the sentence must not end in two.
    problemTheyHave: 'lose 4 hours every week rebuilding the rota by hand whenever someone swaps a shift.',
  },
  productIdea: {
    productName: 'Rota Robin',
    domain: 'Hospitality software',
    tagline: 'The rota that rebuilds itself when plans change',
    notes: 'Free for one location, then $19 a month; competes with spreadsheets and generic HR suites',
  },
  customerProfile: {
    whoYoureBuildingFor: 'Cafe owners aged 28-45 who run one or two sites and do the scheduling themselves at night',
    whatTheyCareAbout:
      'Keeping labour cost under 30 percent of revenue and never being short-staffed at the weekend rush',
    whyTheyNeedYourProduct:
      'Every swap today means phone calls and a new spreadsheet; the app reshuffles shifts and tells everyone',
    primarySocialChannel: 'Instagram and the Independent Cafe Owners group on Facebook',
    whatTheySearchFor: 'free staff rota template for cafes',
    whatFeatureWouldMakeThemSign: 'One-tap shift swaps that staff approve between themselves',
    dreamTestimonial: 'Robin gave me my Sunday evenings back and cut overtime by 12 percent',
    howToFindFirstUsers: 'Visit twenty cafes in town with a printed rota offer and post in two local business forums',
  },
} as const satisfies Record<SectionName, Record<string, string>>;

interface FormFile {
  schema: { required: string[]; properties: Record<string, { title: string }> };
}

/** The field labels as the content declares them: the tests find every control by its label. */
export function fieldLabels(section: SectionName): Record<string, string> {
  const file = JSON.parse(
    readFileSync(join(projectRoot, 'schemas/forms', `${sections[section].form}.json`), 'utf8'),
  ) as FormFile;
  return Object.fromEntries(Object.entries(file.schema.properties).map(([field, property]) => [field, property.title]));
}

export function field(page: Page, section: SectionName, name: string) {
  const label = fieldLabels(section)[name];
  if (label === undefined) throw new Error(`No field "${name}" in ${sections[section].form}`);
  // By role and accessible name: the label must name the control (the required mark is aria-hidden).
  return page.getByRole('textbox', { name: label, exact: true });
}

export function continueButton(page: Page) {
  return page.getByRole('button', { name: /^(Continue|Get My Analysis)$/ });
}

export async function fillSection(
  page: Page,
  section: SectionName,
  values: Readonly<Record<string, string>> = answers[section],
): Promise<void> {
  for (const [name, value] of Object.entries(values)) await field(page, section, name).fill(value);
}

/**
 * Waits until the app shows the section's screen: its eyebrow visible, at the section's route.
 * Visible, not merely present: a prerender that does not fit the visit (src/ui/prerender/gate.ts)
 * stays in the page, hidden, until the app starts and renders afresh, so counting the text found
 * it before the app had started, and found nothing while the app's first render was under way.
 */
export async function expectSection(page: Page, section: SectionName): Promise<void> {
  const { route, eyebrow } = sections[section];
  await page.waitForURL(`**${route}`);
  await page.getByText(eyebrow, { exact: true }).waitFor({ state: 'visible' });
  // The screen shown is the section's own, not one a guard redirected to as the app started.
  expect(new URL(page.url()).pathname).toBe(route);
}

/** Reads a session storage key as JSON (undefined when absent). */
export async function stored(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((name) => sessionStorage.getItem(name), key);
  return raw === null ? undefined : (JSON.parse(raw) as unknown);
}

/** Every key in session storage, to show what closing the result leaves behind. */
export async function storageKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(sessionStorage).sort());
}

/** Fills and submits sections 1 and 2 and fills section 3, leaving the analysis one click away. */
export async function reachCustomerProfile(page: Page, appUrl: string): Promise<void> {
  await page.goto(`${appUrl}${sections.positioning.route}`);
  await expectSection(page, 'positioning');
  await fillSection(page, 'positioning');
  await continueButton(page).click();
  await expectSection(page, 'productIdea');
  await fillSection(page, 'productIdea');
  await continueButton(page).click();
  await expectSection(page, 'customerProfile');
  await fillSection(page, 'customerProfile');
}

/** The three sections as the analysis reads them: store key to stored answers. */
export function analysisInput(): Record<string, Record<string, string>> {
  return {
    simplePositioning: answers.positioning,
    productIdea: answers.productIdea,
    customerProfile: answers.customerProfile,
  };
}

/**
 * Starts on /customer-profile with all three sections already stored, for tests about the
 * analysis rather than the forms. The store reads session storage when the app loads.
 */
export async function seedAllSections(page: Page, appUrl: string): Promise<void> {
  await page.goto(appUrl);
  await page.evaluate((input) => {
    for (const [key, value] of Object.entries(input)) sessionStorage.setItem(key, JSON.stringify(value));
  }, analysisInput());
  await page.goto(`${appUrl}${sections.customerProfile.route}`);
  await expectSection(page, 'customerProfile');
}

/** prompts/product.yaml as the app loads it, for computing what the app should send and show. */
export function productAnalysis(): AnalysisContent {
  const raw = parse(readFileSync(join(projectRoot, 'prompts/product.yaml'), 'utf8')) as Omit<AnalysisContent, 'id'>;
  return { ...raw, id: 'product' };
}

/** What the offline analyzer reads besides the rubric, from the shipped files: the product flow's screens and the app's notes. */
export function productOfflineContext(): OfflineContext {
  const read = (file: string): unknown => parse(readFileSync(join(projectRoot, file), 'utf8'));
  const { offlineNotes } = read('flows/app.yaml') as Pick<AppContent, 'offlineNotes'>;
  return { flow: read('flows/product.yaml') as Pick<FlowContent, 'screens'>, notes: offlineNotes };
}

export function submitAnalysis(page: Page) {
  return page.getByRole('button', { name: 'Get My Analysis' }).click();
}

/** The result screen's parts, read as text. */
export async function readResult(page: Page) {
  const result = page.getByRole('region', { name: 'Product Analysis' });
  await expect.poll(() => result.count(), { timeout: 15_000 }).toBe(1);
  const lists: Record<string, string[]> = {};
  for (const heading of await result.getByRole('heading', { level: 2 }).allInnerTexts()) {
    const box = result
      .locator('div', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })
      .last();
    lists[heading] = await box.getByRole('listitem').allInnerTexts();
  }
  const scores = Object.fromEntries(
    await result
      .locator('[data-score-colour]')
      .evaluateAll((badges) =>
        badges.map((badge) => [
          badge.firstElementChild?.textContent ?? '',
          { text: badge.children[1]?.textContent ?? '', colour: badge.getAttribute('data-score-colour') },
        ]),
      ),
  ) as Record<string, { text: string; colour: string | null }>;
  return { result, lists, scores };
}
