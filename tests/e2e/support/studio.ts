import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** A file's button in the Studio's navigator (the problem list names files too, in its buttons). */
export function fileButton(page: Page, name: RegExp): Locator {
  return page.getByRole('navigation', { name: 'Content' }).getByRole('button', { name });
}

/**
 * The Studio opened on the Plan a Launch fixture's questionnaire screen. Its first load compiles the
 * dev server's modules, which takes long on a busy machine.
 */
export async function openLaunchReadiness(page: Page, url: string): Promise<void> {
  await page.goto(`${url}/__studio`);
  await page.getByRole('heading', { name: 'Studio', level: 1 }).waitFor({ timeout: 90_000 });
  await fileButton(page, /flows\/launch\.yaml/).click();
  await page.getByRole('button', { name: /^2\. Launch Readiness$/ }).click();
}

/** Selects a step in the navigator and waits until the editor shows it. */
export async function openStep(page: Page, name: string, patience: { timeout: number }): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`^\\d+\\. ${name}$`) }).click();
  await expect.poll(() => page.locator('main h2').first().textContent(), patience).toBe(name);
}
