import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules and best practices) on the page and fails with readable
 * details; also requires exactly one level-one heading, which axe alone does not (it asks for at least one).
 * By default it waits for the settled screen; `{ state: 'loading' }` judges the loading state as it is.
 */
export async function expectNoAxeViolations(
  page: Page,
  context: string,
  { state = 'settled' }: { state?: 'settled' | 'loading' } = {},
): Promise<void> {
  if (state === 'settled') {
    // Every screen has a level-one heading once its lazy chunk is in and the loading state is gone.
    await page.waitForFunction(
      () => document.querySelector('h1') !== null && document.querySelector('[aria-label="Loading"]') === null,
    );
  }
  // Colours are judged as they end, not halfway through a transition (a button just enabled fades in).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => !(animation instanceof CSSTransition) || animation.playState !== 'running'),
  );
  const headings = await page.locator('h1').allTextContents();
  expect(headings, `level-one headings on ${context}`).toHaveLength(1);
  // Evaluated through the DevTools protocol, which the app's Content Security Policy does not govern
  // (an injected <script> would be refused by the production server's script-src 'self'). Once per
  // document: compiling axe's half a megabyte took longer than running it (docs/testing.md), and a
  // screen checked at two widths is one document.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      nodes: violation.nodes.slice(0, 5).map((node) => ({ target: node.target, failureSummary: node.failureSummary })),
    }));
  });
  const report = violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`).join('\n  ')}`,
  );
  expect(report, `axe-core violations on ${context}`).toEqual([]);
}
