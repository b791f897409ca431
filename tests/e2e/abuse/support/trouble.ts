import type { Page } from 'playwright-core';

/**
 * Everything that went wrong on a page while a person used it: failed requests (an aborted chunk,
 * a blocked call), console errors and uncaught exceptions. A clean walk ends with none; the
 * returned function lists what was seen so far, one line each, for the assertion's message.
 */
export function watchForTrouble(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('requestfailed', (request) =>
    seen.push(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`),
  );
  page.on('console', (message) => {
    if (message.type() === 'error') seen.push(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => seen.push(`uncaught: ${error.message}`));
  return () => [...seen];
}
