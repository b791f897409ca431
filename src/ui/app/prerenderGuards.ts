import { gateMarks } from '../prerender/gate.ts';
import type { LoadedScreen } from '../screens/ScreenRoute.tsx';

/**
 * The page's gate (src/ui/prerender/gate.ts) shows a prerendered screen when the answers it needs
 * are stored; it cannot tell whether they are still usable (written under an older version of the
 * content, or edited by hand), which takes the screen's validators. Once the opened screen has
 * loaded, its guards decide: if they fail, the prerender is marked stale, so the app renders afresh
 * and the guard redirects, instead of hydrating markup it would not render (a hydration mismatch,
 * React error #418).
 */
export async function markStaleUnlessGuardsPass(
  root: HTMLElement,
  loading: Promise<LoadedScreen> | undefined,
): Promise<void> {
  const page = document.documentElement;
  if (!loading || !root.firstElementChild || page.hasAttribute(gateMarks.stale)) return;
  try {
    const { View, props } = await loading;
    if (!View.guardsPass(props)) page.setAttribute(gateMarks.stale, '');
  } catch {
    // The screen shows its own load error when it renders.
  }
}
