import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';

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

/**
 * Waits until every request the page has made has finished or failed. A walk that opens the next
 * screen with `page.goto` waits for this first: the browser aborts what the old page was still
 * fetching (a chunk a screen loads once it is shown), which is the walk's doing, not the app's.
 */
export function watchPending(page: Page): () => Promise<void> {
  const pending = new Set<Request>();
  const settle = (request: Request) => pending.delete(request);
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  return () => expect.poll(() => pending.size, { message: 'requests still pending' }).toBe(0);
}
