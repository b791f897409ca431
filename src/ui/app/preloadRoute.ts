import type { ContentShell } from '../../engine/content/types.ts';
import { loadPageScreen } from '../screens/PageRoute.tsx';
import { loadScreen, type LoadedScreen } from '../screens/ScreenRoute.tsx';

/**
 * Asks for everything the route being opened renders (its view chunk, its flow's content, a
 * form's validator) as soon as the entry runs, before React's first render, so the screen
 * arrives in parallel rather than after a render-then-fetch chain. A failure here is shown
 * by the screen itself when it renders, so it is not reported twice. Returns a flow screen's
 * load, whose guards decide whether its prerender may be hydrated (prerenderGuards.ts).
 */
export function preloadRoute(shell: ContentShell, pathname: string): Promise<LoadedScreen> | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const page = shell.pages.find((candidate) => candidate.route === path);
  if (page) {
    loadPageScreen(page.id).catch(() => undefined);
    return undefined;
  }
  for (const flow of shell.flows) {
    const screen = flow.screens.find((candidate) => candidate.route === path);
    if (!screen) continue;
    const target = { flowId: flow.id, screenId: screen.id, type: screen.type };
    const loading = loadScreen(screen.form ? { ...target, form: screen.form } : target);
    loading.catch(() => undefined);
    return loading;
  }
  return undefined;
}
