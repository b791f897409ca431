import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** What a screen reader would call the focused element: its label, aria-label(ledby) or text. */
export async function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy)
      return labelledBy
        .split(' ')
        .map((id) => document.getElementById(id)?.innerText ?? '')
        .join(' ')
        .trim();
    const aria = element.getAttribute('aria-label');
    if (aria) return aria.trim();
    const input = element as HTMLInputElement;
    const label = input.labels?.[0];
    if (label) return label.innerText.trim();
    return element.innerText.trim();
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused control's name matches, as a keyboard user hunts
 * for a control. Reading the focus is how the user sees it; only keys move it.
 */
export async function tabTo(page: Page, name: string | RegExp, options: { back?: boolean; max?: number } = {}) {
  const matches = (text: string) => (typeof name === 'string' ? text === name : name.test(text));
  const seen: string[] = [];
  for (let presses = 0; presses < (options.max ?? 80); presses += 1) {
    const current = await focusedName(page);
    if (matches(current)) return;
    seen.push(current);
    await page.keyboard.press(options.back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${String(name)}; focus went through: ${seen.join(' | ')}`);
}

/** Waits for a route and a level-one heading: the screen is in, not its loading spinner. */
export async function expectScreen(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), {
      message: `the heading of ${path}`,
      timeout: 10_000,
    })
    .toMatch(heading);
  expect(await page.getByRole('status', { name: 'Loading' }).count(), `${path} still shows its spinner`).toBe(0);
}
