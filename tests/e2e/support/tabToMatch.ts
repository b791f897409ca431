import type { Page } from 'playwright-core';

/**
 * Tabs forward until the focused element matches `selector` (and reads `text`), as a keyboard
 * user would, failing after `limit` presses.
 */
export async function tabToMatch(page: Page, selector: string, text?: string, limit = 8): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press('Tab');
    const found = await page.evaluate(
      ([wanted, words]) => {
        const active = document.activeElement;
        return active?.matches(wanted) === true && (words === undefined || active.textContent === words);
      },
      [selector, text] as const,
    );
    if (found) return;
  }
  throw new Error(`focus never reached ${selector}${text === undefined ? '' : ` reading "${text}"`}`);
}
