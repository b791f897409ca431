import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * The screen as it is now fits the viewport: no horizontal scrolling, and every visible control
 * (button, link, field, slider) lies within the screen's width, so none is out of reach.
 */
export async function expectFits(page: Page, where: string): Promise<void> {
  const report = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input, select, textarea, [role="slider"], [tabindex="0"]',
    );
    const outside: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      const hidden = box.width === 0 || box.height === 0 || getComputedStyle(control).visibility === 'hidden';
      // The skip link waits off-screen on purpose until it is focused.
      if (hidden || control.getAttribute('href') === '#main') continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        const name = (control.getAttribute('aria-label') ?? (control.innerText || control.tagName)).slice(0, 40);
        outside.push(
          `${control.tagName.toLowerCase()} "${name}" spans ${Math.round(box.left)}–${Math.round(box.right)}`,
        );
      }
    }
    return { overflow, width, outside };
  });
  expect(report.overflow, `${where}: the page scrolls sideways by ${report.overflow} px at ${report.width} px`).toBe(0);
  expect(report.outside, `${where}: controls off screen at ${report.width} px`).toEqual([]);
}
