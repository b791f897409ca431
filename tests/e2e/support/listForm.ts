/** Helpers for walking the Founding Team fixture's form of lists (tests/fixtures/list-flow). */
import type { Locator, Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { geminiPrompt } from './geminiReply.ts';

/** Opens the Founding Team form at `baseUrl` and waits for its heading. */
export async function openTeamProfile(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/team-profile`);
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
    .toBe('Founding Team');
}

export const teamModelReply = [
  'SUMMARY:',
  'A balanced team with a clear lead on engineering.',
  'GAPS:',
  '- Nobody owns sales yet',
  '- No one has hired before',
  'TEAM_SCORE: 74',
].join('\n');

export const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');
/** The text selected in the focused input (what typing would replace). */
export const selectedText = (page: Page) =>
  page.evaluate(() => {
    const input = document.activeElement;
    return input instanceof HTMLInputElement
      ? input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0)
      : '';
  });
export const group = (scope: Page | Locator, name: string) => scope.getByRole('group', { name, exact: true });
export const items = (list: Locator) => list.locator(':scope > div > [data-array-item]');
/** A list's own live region: the last in it, after any lists nested in its items. */
export const status = (list: Locator) => list.getByRole('status').last();
export const textbox = (scope: Page | Locator, name: string) => scope.getByRole('textbox', { name, exact: true });

export async function fillCofounder(page: Page, title: string, name: string, role: string, fullTime: 'Yes' | 'No') {
  const item = group(page, title);
  await textbox(item, 'Name').fill(name);
  await textbox(item, 'Role').fill(role);
  await item.getByRole('radio', { name: fullTime, exact: true }).check();
}

/**
 * Types a co-founder's name and role from the focused Name field and answers "Full time?" with
 * the arrow keys' convention: Space picks the first radio (Yes), ArrowRight moves to No.
 */
export async function typeCofounder(page: Page, name: string, role: string, fullTime: 'Yes' | 'No') {
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(role);
  await page.keyboard.press('Tab');
  await page.keyboard.press(fullTime === 'Yes' ? 'Space' : 'ArrowRight');
}

/** Fails unless the control is at least 24 × 24 px (WCAG 2.2 target size, minimum). */
export async function expectTarget24(control: Locator): Promise<void> {
  const box = await control.boundingBox();
  expect(box && box.width >= 24 && box.height >= 24, `target size of ${String(control)}: ${JSON.stringify(box)}`).toBe(
    true,
  );
}

/** Answers the Team Check step, finishes, and returns the one prompt Gemini was sent. */
export async function finishAndReadPrompt(page: Page, sent: Request[]): Promise<string> {
  await page.waitForURL('**/team-check');
  await page.getByRole('textbox', { name: 'Biggest Gap' }).fill('Nobody on the team has sold to enterprises');
  await page.getByRole('button', { name: 'Check My Team' }).click();
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
    .toBe('Founding Team Report');
  expect(sent).toHaveLength(1);
  return geminiPrompt(sent[0] as Request);
}
