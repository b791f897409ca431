import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoAxeViolations } from '../../support/axe.ts';

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
 * The focused control shows where the focus is: it matches :focus-visible and an outline is drawn
 * on it, on a range input's thumb, or on the row that wraps a visually hidden radio or checkbox.
 */
export async function expectFocusVisible(page: Page, where: string): Promise<void> {
  const seen = await page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return 'nothing is focused';
    if (!element.matches(':focus-visible')) return `${element.tagName} is focused but not :focus-visible`;
    const outlined = (target: Element, pseudo?: string) => {
      const style = getComputedStyle(target, pseudo);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    };
    const wrappers = [element.parentElement, element.parentElement?.parentElement].filter(
      (candidate): candidate is HTMLElement => candidate instanceof HTMLElement,
    );
    const shown =
      outlined(element) ||
      (element instanceof HTMLInputElement &&
        element.type === 'range' &&
        outlined(element, '::-webkit-slider-thumb')) ||
      wrappers.some((wrapper) => outlined(wrapper));
    return shown ? '' : `no focus outline on ${element.tagName.toLowerCase()} "${element.innerText.slice(0, 40)}"`;
  });
  expect(seen, `focus visible: ${where}`).toBe('');
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
    await expectFocusVisible(page, `Tab stop after ${seen.join(' | ')}`);
  }
  throw new Error(`Tab never reached ${String(name)}; focus went through: ${seen.join(' | ')}`);
}

/** Waits for a route and a level-one heading: the screen is in, not its loading spinner. */
async function expectScreen(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.waitForURL((url) => url.pathname === path);
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), {
      message: `the heading of ${path}`,
      timeout: 10_000,
    })
    .toMatch(heading);
  expect(await page.getByRole('status', { name: 'Loading' }).count(), `${path} still shows its spinner`).toBe(0);
}

/** A keyboard walk reaching a screen: the screen is in, and axe-core finds nothing on it. */
export async function arrive(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await expectScreen(page, path, heading);
  await expectNoAxeViolations(page, `${path} (${String(heading)}) reached by keyboard`);
}
