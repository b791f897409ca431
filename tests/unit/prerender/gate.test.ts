// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gateMarks, markStalePrerender, type PrerenderGate } from '../../../src/ui/prerender/gate.ts';
import { gateScript } from '../../../tools/vite/prerender/prerenderPage.ts';

const gate: PrerenderGate = {
  route: '/buyer-questions',
  present: ['buyerProfile'],
  absent: ['buyerProfileDraft', 'buyerQuestionnaire'],
  plainTitle: 'Venture Advisor',
};

/** The title the prerendered page was written with. */
const screenTitle = 'Acquisition Criteria · Venture Advisor';

/** A page carrying `data` as its gate, opened at `path`. */
function openPage(path: string, data: PrerenderGate | null = gate): void {
  document.head.innerHTML = data
    ? `<script type="application/json" ${gateMarks.data}>${JSON.stringify(data)}</script>`
    : '';
  document.documentElement.removeAttribute(gateMarks.stale);
  document.title = screenTitle;
  history.replaceState(null, '', path);
}

/** Runs script text as the page runs an inline script: on its own, with nothing but the page's globals. */
function runInlineScript(text: string): void {
  const script = document.createElement('script');
  script.textContent = text;
  document.head.append(script);
}

const stale = () => document.documentElement.hasAttribute(gateMarks.stale);

describe('the prerender gate', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => history.replaceState(null, '', '/'));

  it('keeps the prerendered screen for a visit that matches it', () => {
    sessionStorage.setItem('buyerProfile', '{}');
    openPage('/buyer-questions');
    markStalePrerender(gateMarks);
    expect(stale()).toBe(false);
    openPage('/buyer-questions/');
    markStalePrerender(gateMarks);
    expect(stale()).toBe(false);
    expect(document.title).toBe(screenTitle);
  });

  it.each([
    ['another route (a host answering every path with index.html)', '/buyer-results', () => undefined],
    ['a visit without what the screen was rendered with', '/buyer-questions', () => sessionStorage.clear()],
    [
      'a visitor with progress of their own',
      '/buyer-questions',
      () => sessionStorage.setItem('buyerQuestionnaire', '{"step":4,"answers":{}}'),
    ],
    [
      'a visitor with a draft of their own',
      '/buyer-questions',
      () => sessionStorage.setItem('buyerProfileDraft', '{"name":"Ada"}'),
    ],
    [
      "a redirect's notice in the router's state",
      '/buyer-questions',
      () => history.replaceState({ usr: { notice: 'Complete your profile first.' }, key: 'k', idx: 1 }, ''),
    ],
  ])("marks the page stale, titled with the app's name, for %s", (_name, path, arrange) => {
    sessionStorage.setItem('buyerProfile', '{}');
    openPage(path);
    arrange();
    markStalePrerender(gateMarks);
    expect(stale()).toBe(true);
    // Not the prerendered screen's title: the visitor is not shown that screen.
    expect(document.title).toBe('Venture Advisor');
  });

  it('marks a page without a readable gate stale', () => {
    openPage('/buyer-questions', null);
    markStalePrerender(gateMarks);
    expect(stale()).toBe(true);
  });

  it("reads storage the browser will not open as empty, as the app does: a new visitor's screen hydrates", () => {
    const locked = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      openPage('/simple-positioning', { ...gate, route: '/simple-positioning', present: [] });
      markStalePrerender(gateMarks);
      expect(stale()).toBe(false);
      // A screen rendered with stored answers does not fit a visit that has none.
      openPage('/buyer-questions');
      markStalePrerender(gateMarks);
      expect(stale()).toBe(true);
    } finally {
      locked.mockRestore();
    }
  });

  it('runs as written into the page: the script text is the function, called with the marks', () => {
    openPage('/buyer-results');
    runInlineScript(gateScript);
    expect(stale()).toBe(true);
    sessionStorage.setItem('buyerProfile', '{}');
    openPage('/buyer-questions');
    runInlineScript(gateScript);
    expect(stale()).toBe(false);
  });
});
