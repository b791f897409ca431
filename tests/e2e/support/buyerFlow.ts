import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** What the profile test types in, and exactly what /buyer-profile must store under buyerProfile. */
export const buyerProfile = {
  fullName: 'Alex Morgan',
  email: 'alex@example.com',
  phone: '+1 555 123 4567',
  experienceLevel: 'intermediate',
  previousAcquisitions: 'none',
  businessExperience: '10 years',
  industries: ['Technology/Software', 'E-commerce', 'Other'],
  otherIndustry: 'Marine services',
  investmentRange: '500k-1m',
  preferredLocation: 'Texas, or Remote',
  timeframe: 'short',
  financingMethod: 'partial',
} as const;

export const stepTitles = [
  'Asking Price Range',
  'Revenue Multiple',
  'Profit Multiple',
  'Trailing Twelve Months Revenue',
  'Trailing Twelve Months Profit',
  'Industry Preference',
  'Location Preference',
  'Team Size',
  'Financing Method',
  'Seller Involvement',
  'Business Model',
  'Growth Potential',
] as const;

export async function sessionValue(page: Page, key: string): Promise<unknown> {
  const raw = await page.evaluate((name) => sessionStorage.getItem(name), key);
  return raw === null ? null : (JSON.parse(raw) as unknown);
}

/** Stores values in the tab's sessionStorage from the home page, then opens `path` fresh. */
export async function openWithSession(
  page: Page,
  origin: string,
  path: string,
  values: Record<string, unknown>,
): Promise<void> {
  await page.goto(origin);
  await page.evaluate(
    (entries) => {
      for (const [key, json] of entries) sessionStorage.setItem(key, json);
    },
    Object.entries(values).map(([key, value]) => [key, JSON.stringify(value)] as const),
  );
  await page.goto(`${origin}${path}`);
}

export function stepHeading(page: Page): Locator {
  return page.getByRole('heading', { level: 1 });
}

export function counter(page: Page): Locator {
  return page.getByTestId('step-counter');
}

/** Waits until the question titled `title` is showing, with the counter reading `count`. */
export async function expectQuestion(page: Page, title: string, count: string): Promise<void> {
  await expect.poll(() => stepHeading(page).textContent()).toBe(title);
  await expect.poll(() => counter(page).textContent()).toBe(count);
}

/** Waits until step `n` (1-based) of 12 is showing with its title. */
export async function expectStep(page: Page, n: number): Promise<void> {
  await expect.poll(() => counter(page).textContent()).toBe(`${n} of 12`);
  await expect.poll(() => stepHeading(page).textContent()).toBe(stepTitles[n - 1]);
}

/** Presses Next (or Finish) and sees 'Response recorded' before the 800 ms transition moves on. */
export async function recordAndContinue(page: Page, label: 'Next' | 'Finish' = 'Next'): Promise<void> {
  await page.getByRole('button', { name: label, exact: true }).click();
  // count(), not textContent(): the flash lasts 800 ms and a read must not wait for a gone element.
  await expect
    .poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: /^✓?Response recorded$/ })
        .count(),
    )
    .toBe(1);
}

export function slider(page: Page, name: string): Locator {
  return page.getByRole('slider', { name, exact: true });
}

export async function sliderValue(handle: Locator): Promise<number> {
  return Number(await handle.getAttribute('aria-valuenow'));
}

export function rangeLabel(page: Page): Locator {
  return page.getByTestId('range-label');
}

/** The x coordinate of a value on the track, from the track's own geometry (the histogram shares it). */
async function trackX(page: Page, fraction: number): Promise<{ x: number; y: number }> {
  const box = await page.getByTestId('histogram').boundingBox();
  if (!box) throw new Error('the range track is not visible');
  return { x: box.x + fraction * box.width, y: box.y + box.height };
}

async function centreOf(handle: Locator): Promise<{ x: number; y: number }> {
  const box = await handle.boundingBox();
  if (!box) throw new Error('the slider handle is not visible');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Drags a handle with the mouse, as a person does: press on the knob, move in several steps,
 * release. `during` runs while the button is still down, before the release.
 */
export async function dragHandle(
  page: Page,
  handle: Locator,
  toFraction: number,
  during?: () => Promise<void>,
): Promise<void> {
  const from = await centreOf(handle);
  const to = await trackX(page, toFraction);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, from.y, { steps: 12 });
  await during?.();
  await page.mouse.up();
}
