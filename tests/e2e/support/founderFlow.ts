import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The company profile a test founder enters, as stored under `companyProfile`. */
export const profile = {
  founderName: 'Jane Smith',
  companyEmail: 'jane@acme.example',
  companyName: 'Acme Labs',
  stage: 'seed',
  fundraisingAmount: '$750K',
  companyStructure: 'Delaware C-Corp',
  hasTechnicalCofounder: 'yes',
} as const;

/** The 12 canvas steps in order: id, the title shown, and the answer the test gives. */
export const canvas = [
  {
    id: 'problem',
    title: 'Problem',
    answer:
      'Small clinics lose 6 hours a week to manual scheduling; no-shows cost them 12% of revenue; patients wait on hold.',
  },
  {
    id: 'existing-alternatives',
    title: 'Existing Alternatives',
    answer: 'Paper diaries, spreadsheets and generic booking tools that do not talk to the practice software.',
  },
  {
    id: 'solution',
    title: 'Solution',
    answer:
      'A booking platform that automates reminders, fills cancellations from a waitlist and integrates with clinic software.',
  },
  { id: 'key-metrics', title: 'Key Metrics', answer: 'MRR, clinics onboarded per month, no-show rate, churn.' },
  {
    id: 'unique-value',
    title: 'Unique Value Proposition',
    answer: 'The only scheduler that fills a cancelled slot within ten minutes, without staff lifting a finger.',
  },
  { id: 'high-level-concept', title: 'High-Level Concept', answer: 'OpenTable for small clinics.' },
  {
    id: 'unfair-advantage',
    title: 'Unfair Advantage',
    answer: 'Exclusive partnership with the largest clinic software vendor in the region.',
  },
  { id: 'channels', title: 'Channels', answer: 'Partner referrals, clinic associations, LinkedIn content.' },
  {
    id: 'customer-segments',
    title: 'Customer Segments',
    answer: 'Independent clinics with 2 to 20 practitioners; clinic owners and front-desk teams.',
  },
  { id: 'early-adopters', title: 'Early Adopters', answer: 'Physiotherapy clinics already paying for SMS reminders.' },
  {
    id: 'cost-structure',
    title: 'Cost Structure',
    answer: 'Two salaries, hosting at $400 monthly, marketing at $2K monthly.',
  },
  {
    id: 'revenue-streams',
    title: 'Revenue Streams',
    answer: 'Subscription at $149 per month per clinic, plus a setup fee.',
  },
] as const;

export const answers: Record<string, string> = Object.fromEntries(canvas.map((step) => [step.id, step.answer]));

/** What the email's business_plan holds (the spec): each answer under a title made from its id. The prompt heads them with their questions' titles. */
export const businessPlan = canvas
  .map(
    (step) =>
      `${step.id
        .split('-')
        .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
        .join(' ')}:\n${step.answer}`,
  )
  .join('\n\n');

export const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue Analysis' });
export const nextButton = (page: Page) => page.getByRole('button', { name: /^(Next|Finish)$/ });
export const backButton = (page: Page) => page.getByRole('button', { name: 'Back' });
export const answerBox = (page: Page) => page.getByRole('textbox');
export const counter = (page: Page) => page.getByTestId('step-counter');
export const statusLine = (page: Page) => page.getByTestId('analysis-status-message');

export async function stepTitle(page: Page): Promise<string> {
  return (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
}

/** Fills every profile field (leaving out `skip`), without submitting. */
export async function fillProfile(page: Page, skip: readonly (keyof typeof profile)[] = []): Promise<void> {
  const fill = async (field: keyof typeof profile, label: string) => {
    if (!skip.includes(field)) await page.getByRole('textbox', { name: label, exact: true }).fill(profile[field]);
  };
  await fill('founderName', 'Founder name');
  await fill('companyEmail', 'Company email');
  await fill('companyName', 'Company name');
  if (!skip.includes('stage'))
    await page.getByRole('combobox', { name: 'Company stage' }).selectOption({ label: 'Seed' });
  await fill('fundraisingAmount', 'How much are you raising?');
  await fill('companyStructure', 'Company structure');
  if (!skip.includes('hasTechnicalCofounder')) await page.getByRole('radio', { name: 'Yes' }).check();
}

/** From a fresh tab: the profile form filled and submitted, landing on the first question. */
export async function startQuestionnaire(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/assessment`);
  await fillProfile(page);
  await continueButton(page).click();
  await page.waitForURL('**/questions');
  await expect.poll(() => counter(page).textContent()).toBe('1 of 12');
}

/** Answers the current step and presses Next, waiting for the next step (not on the last one). */
async function answerStep(page: Page, index: number): Promise<void> {
  const step = canvas[index];
  if (!step) throw new Error(`No canvas step ${index}`);
  await expect.poll(() => stepTitle(page)).toBe(step.title);
  await answerBox(page).fill(step.answer);
  await nextButton(page).click();
  if (index < canvas.length - 1) await expect.poll(() => counter(page).textContent()).toBe(`${index + 2} of 12`);
}

/** Answers steps `from` .. `to` (inclusive); the last step's Finish is pressed only when `to` is 11. */
export async function answerSteps(page: Page, from = 0, to = canvas.length - 1): Promise<void> {
  for (let index = from; index <= to; index += 1) await answerStep(page, index);
}

/** Answers the first 11 steps and types the last answer, leaving Finish to the test. */
export async function reachLastStep(page: Page): Promise<void> {
  await answerSteps(page, 0, canvas.length - 2);
  await expect.poll(() => counter(page).textContent()).toBe('12 of 12');
  await answerBox(page).fill(canvas[canvas.length - 1]!.answer);
}

/** The result screen's parts as the user reads them. */
export async function readResult(page: Page) {
  const section = page.getByRole('region', { name: 'Startup Analysis' });
  const list = (heading: string) =>
    section
      .locator('div', { has: page.getByRole('heading', { level: 2, name: heading, exact: true }) })
      .last()
      .getByRole('listitem')
      .allInnerTexts();
  const badge = page.locator('[data-score-colour]').first();
  return {
    heading: await page.getByRole('heading', { level: 1 }).textContent(),
    scoreText: await badge.innerText(),
    scoreColour: await badge.getAttribute('data-score-colour'),
    strengths: await list('Key Strengths'),
    weaknesses: await list('Areas for Improvement'),
    recommendations: await list('Recommendations'),
  };
}

/** An element's text as read aloud: decorative (aria-hidden) marks such as a banner's '!' left out. */
export async function spokenText(locator: Locator): Promise<string> {
  return locator.evaluate((element) => {
    const copy = element.cloneNode(true) as Element;
    for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
    return copy.textContent.trim();
  });
}

/** The first alert on the page (error banner, analysis error message), as read aloud. */
export async function alertText(page: Page): Promise<string> {
  return spokenText(page.getByRole('alert').first());
}

/** The page's main heading; on the error screen with its message, so a failure says why. */
async function screenHeading(page: Page): Promise<string> {
  const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  if (heading !== 'Analysis Error') return heading;
  return `${heading}: ${await alertText(page)}`;
}

export async function waitForResult(page: Page): Promise<void> {
  await expect.poll(() => screenHeading(page), { timeout: 20_000 }).toBe('Startup Analysis');
}

export async function waitForAnalysisError(page: Page): Promise<void> {
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 20_000 })
    .toBe('Analysis Error');
}

/** The session's stored slots, read straight from sessionStorage. */
export async function stored(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((name) => sessionStorage.getItem(name), key);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

/**
 * A tab whose session already holds the profile and the questionnaire at `step` with `answered`
 * answers, as if the founder had got there through the screens; then /questions opens. For
 * tests about what happens after the questionnaire, not about filling it in.
 */
export async function resumeQuestionnaire(
  page: Page,
  url: string,
  options: { step?: number; answered?: number; storedProfile?: unknown } = {},
): Promise<void> {
  const step = options.step ?? canvas.length - 1;
  const answered = Object.fromEntries(
    canvas.slice(0, options.answered ?? canvas.length).map((entry) => [entry.id, entry.answer]),
  );
  await page.goto(`${url}/privacy`);
  await page.evaluate(
    ({ storedProfile, questionnaire }) => {
      sessionStorage.setItem('companyProfile', JSON.stringify(storedProfile));
      sessionStorage.setItem('founderQuestionnaire', JSON.stringify(questionnaire));
    },
    { storedProfile: options.storedProfile ?? profile, questionnaire: { step, answers: answered } },
  );
  await page.goto(`${url}/questions`);
  await expect.poll(() => counter(page).textContent()).toBe(`${step + 1} of 12`);
}
