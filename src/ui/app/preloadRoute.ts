import type { ContentShell } from '../../engine/content/types.ts';
import { loadPageScreen } from '../screens/PageRoute.tsx';
import { loadScreen } from '../screens/ScreenRoute.tsx';

/**
 * Asks for everything the route being opened renders (its view chunk, its flow's content, a
 * form's validator) as soon as the entry runs, before React's first render, so the screen
 * arrives in parallel rather than after a render-then-fetch chain. A failure here is shown
 * by the screen itself when it renders, so it is not reported twice.
 */
export function preloadRoute(shell: ContentShell, pathname: string): void {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (shell.pages.some((page) => page.route === path)) {
    loadPageScreen().catch(() => undefined);
    return;
  }
  for (const flow of shell.flows) {
    const screen = flow.screens.find((candidate) => candidate.route === path);
    if (!screen) continue;
    const target = { flowId: flow.id, screenId: screen.id, type: screen.type };
    loadScreen(screen.form ? { ...target, form: screen.form } : target).catch(() => undefined);
    return;
  }
}
