import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { gateMarks } from '../prerender/gate.ts';
import { replayEarlyEdits } from './replayEarlyEdits.ts';

/**
 * Hydrates the screen the build prerendered into #root when the page's gate found it fits this
 * visit; otherwise (no prerender, or a stale one) clears #root and renders afresh.
 */
export function mountApp(root: HTMLElement, app: ReactNode): void {
  const page = document.documentElement;
  if (root.firstElementChild && !page.hasAttribute(gateMarks.stale)) {
    // As a transition, hydration yields to the browser every few milliseconds too: React 19 runs
    // a default-priority hydration as one long task (a CPU profile of a /buyer-questions load).
    startTransition(() => {
      hydrateRoot(root, app);
    });
    replayEarlyEdits(root);
    return;
  }
  root.replaceChildren();
  page.removeAttribute(gateMarks.stale);
  const reactRoot = createRoot(root);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread until the whole screen is built (Lighthouse TBT, docs/performance.md).
  startTransition(() => reactRoot.render(app));
}
