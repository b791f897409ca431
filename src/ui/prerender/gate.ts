/**
 * What a prerendered page assumes about the visit, written into the page as JSON
 * (tools/vite/prerender/prerenderPage.ts): the route it was rendered for, the session keys it
 * was rendered with, and the keys it was rendered without (the screen's own progress and drafts).
 */
export interface PrerenderGate {
  /** The route it was rendered for; `*` fits any (the page not found). */
  route: string;
  present: readonly string[];
  absent: readonly string[];
  /** The app's name, the title while the app has yet to render a screen the page does not fit. */
  plainTitle: string;
}

/** Where the page keeps its gate, and how the gate marks a prerender that does not fit the visit. */
export const gateMarks = {
  data: 'data-prerender-gate',
  stale: 'data-prerender-stale',
} as const;

/**
 * Runs inline in <head>, before the body is parsed, so a visitor never sees a screen that is not
 * theirs: a returning visitor at step 5 must not see step 1 flash before the app replaces it.
 * It marks the document stale (which hides #root) unless the visit matches the gate: the same
 * route, the stated session keys present and absent, and no router state (a redirect's notice,
 * which react-router keeps in history.state.usr and would render above the screen). The app then
 * renders afresh instead of hydrating (src/ui/app/mountApp.ts), and names itself.
 *
 * Its source is the script's text (prerenderPage.ts), so it uses nothing from outside itself.
 */
export function markStalePrerender(marks: typeof gateMarks): void {
  let gate: PrerenderGate | null = null;
  try {
    const text = document.querySelector(`script[${marks.data}]`)?.textContent;
    gate = JSON.parse(text ?? 'null') as PrerenderGate | null;
    const path = location.pathname.replace(/(.)\/+$/, '$1');
    const routerState = (history.state as { usr?: unknown } | null)?.usr ?? null;
    // Storage the browser will not open (some privacy settings) holds nothing for the app either:
    // it keeps answers in an empty memory store instead (src/engine/store/safeStorage.ts), so a
    // new visitor's screen fits and hydrates, rather than being hidden behind a loading state.
    const stored = (key: string): string | null => {
      try {
        return sessionStorage.getItem(key);
      } catch {
        return null;
      }
    };
    const fits =
      gate !== null &&
      (gate.route === '*' || path === gate.route) &&
      routerState === null &&
      gate.present.every((key) => stored(key) !== null) &&
      gate.absent.every((key) => stored(key) === null);
    if (fits) return;
  } catch {
    // A gate that cannot be read: the app renders afresh.
  }
  document.documentElement.setAttribute(marks.stale, '');
  // The page's <title> names the prerendered screen, which this visit is not shown.
  if (gate) document.title = gate.plainTitle;
}
