import type { Content } from '../../src/engine/index.ts';

/** An address as the app's router matches it: without a trailing slash, in any case (`/Consulting/` is `/consulting`). */
const routePath = (path: string) => path.replace(/(.)\/+$/, '$1').toLowerCase();

/**
 * Whether `path` is an address the app has: the home page, a page or a flow's screen from the
 * content, or the owner's page while it is on. Any other address is not found (HTTP 404).
 */
export function isAppRoute(content: Content, ownerPage: boolean, path: string): boolean {
  const route = routePath(path);
  const is = (candidate: string) => routePath(candidate) === route;
  if (is(content.app.home.route) || (ownerPage && is('/owner'))) return true;
  return (
    content.pages.some((page) => is(page.route)) ||
    content.flows.some((flow) => flow.screens.some((screen) => is(screen.route)))
  );
}
